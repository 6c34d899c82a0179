import type { AccountOpeningServices } from '../../../machines/accountOpening.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';

/** Starting an account application over the typed client (createAccountApplication). */
export function createAccountOpeningServices(client: ApiClient): AccountOpeningServices {
  return {
    createAccount: async (body) =>
      (await unwrap(client.POST('/account-application/v1/applications', { body }))).id,
  };
}
