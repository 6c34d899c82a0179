import { fromPromise } from 'xstate';
import {
  type AccountOpeningServices,
  accountOpeningMachine,
} from '../../../machines/accountOpening.machine';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/errors';

/** Starting an account application over the typed client (createAccountApplication). */
export function createAccountOpeningServices(client: ApiClient): AccountOpeningServices {
  return {
    createAccount: async (body) =>
      (await unwrap(client.POST('/account-application/v1/applications', { body }))).id,
  };
}

export function bankAccountOpeningMachine(services: AccountOpeningServices) {
  return accountOpeningMachine.provide({
    actors: { createAccount: fromPromise(({ input }) => services.createAccount(input)) },
  });
}
