import type { DepositOpeningServices } from '../../../machines/depositOpening.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';

/**
 * The product table (listDepositProducts), the current accounts to fund the deposit from (read
 * afresh: the balance decides the amount) and the application call (createDepositApplication).
 */
export function createDepositOpeningServices(client: ApiClient): DepositOpeningServices {
  return {
    loadOptions: async () => {
      const [products, accounts] = await Promise.all([
        unwrap(client.GET('/deposit-application/v1/products')),
        unwrap(client.GET('/api/v1/accounts')),
      ]);
      return { products, accounts };
    },
    createDeposit: async (body) =>
      (await unwrap(client.POST('/deposit-application/v1/applications', { body }))).id,
  };
}
