import type { CashCodeServices } from '../../../machines/cashCode.machine';
import type { CashCode } from '../../../machines/cashCode.types';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';

/**
 * The cash-by-code dialog's bank calls over the typed client: the quote, the order made under
 * the attempt's Idempotency-Key, and its one-time code (the order's id is the code's session).
 */
export function createCashCodeServices(client: ApiClient): CashCodeServices {
  const order = (id: string) => ({ path: { id } });
  return {
    quoteCashCode: (body) => unwrap(client.POST('/api/v1/cash-codes/quote', { body })),
    createCashCode: ({ idempotencyKey, quoteId }) =>
      unwrap(
        client.POST('/api/v1/cash-codes', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: { quoteId },
        }),
      ),
    confirmCashCode: ({ sessionId, otp }) =>
      unwrap(
        client.POST('/api/v1/cash-codes/orders/{id}/confirm', {
          params: order(sessionId),
          body: { code: otp },
        }),
      ),
    resendOtp: async ({ sessionId }) => {
      await unwrap(
        client.POST('/api/v1/cash-codes/orders/{id}/resend-code', { params: order(sessionId) }),
      );
    },
  };
}

/** The list's cancel (cancelCashCode): the code's hold is released. */
export const createCancelServices = (client: ApiClient) => ({
  cancelCashCode: ({ codeId }: { codeId: string }): Promise<CashCode> =>
    unwrap(client.POST('/api/v1/cash-codes/{id}/cancel', { params: { path: { id: codeId } } })),
});
