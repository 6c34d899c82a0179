import type { GetCreditServices } from '../../../../machines/getCredit.machine';
import type { ApiClient } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/errors';

/** Starting an application over the typed client (createLoanApplication). */
export function createGetCreditServices(client: ApiClient): GetCreditServices {
  return {
    createApplication: async (body) =>
      (await unwrap(client.POST('/api/loan-applications/v1/loan-applications', { body }))).id,
  };
}
