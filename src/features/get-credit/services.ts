import { fromPromise } from 'xstate';
import { type GetCreditServices, getCreditMachine } from '../../../machines/getCredit.machine';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/errors';

/** Starting an application over the typed client (createLoanApplication). */
export function createGetCreditServices(client: ApiClient): GetCreditServices {
  return {
    createApplication: async (body) =>
      (await unwrap(client.POST('/api/loan-applications/v1/loan-applications', { body }))).id,
  };
}

export function bankGetCreditMachine(services: GetCreditServices) {
  return getCreditMachine.provide({
    actors: {
      createApplication: fromPromise(({ input }) => services.createApplication(input)),
    },
  });
}
