import type { PrepaymentServices } from '../../../machines/prepayment.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';

/**
 * The early-repayment chart's bank calls over the typed client: the quote, the prepayment made
 * under the attempt's Idempotency-Key, one read by its id, and the cancel.
 */
export function createPrepaymentServices(client: ApiClient): PrepaymentServices {
  const byId = (id: string) => ({ path: { id } });
  return {
    quotePrepayment: (body) => unwrap(client.POST('/api/v1/prepayments/quote', { body })),
    createPrepayment: ({ request, idempotencyKey }) =>
      unwrap(
        client.POST('/api/v1/prepayments', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: request,
        }),
      ),
    getPrepayment: ({ id }) => unwrap(client.GET('/api/v1/prepayments/{id}', { params: byId(id) })),
    cancelPrepayment: ({ id }) =>
      unwrap(client.POST('/api/v1/prepayments/{id}/cancel', { params: byId(id) })),
  };
}
