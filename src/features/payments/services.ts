import type {
  PaymentFormServices,
  PaymentReceiptFile,
} from '../../../machines/paymentForm.machine';
import type { ApiClient } from '../../shared/api/client';
import { ApiError, unwrap } from '../../shared/api/errors';

/**
 * The payment form's bank calls over the typed client: the subscriber lookup, the quote, the
 * payment made under the attempt's Idempotency-Key, its one-time code (the payment's id is the
 * code's session), cancel, and the receipt as a PDF.
 */
export function createPaymentServices(client: ApiClient): PaymentFormServices {
  const payment = (id: string) => ({ path: { id } });
  return {
    findSubscriber: ({ providerId, fields }) =>
      unwrap(
        client.POST('/api/v1/payment-providers/{id}/subscriber', {
          params: payment(providerId),
          body: { fields },
        }),
      ),
    quotePayment: (body) => unwrap(client.POST('/api/v1/payments/quote', { body })),
    createPayment: ({ idempotencyKey, quoteId }) =>
      unwrap(
        client.POST('/api/v1/payments', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: { quoteId },
        }),
      ),
    confirmPayment: async ({ sessionId, otp }) => {
      try {
        return await unwrap(
          client.POST('/api/v1/payments/{id}/confirm', {
            params: payment(sessionId),
            body: { code: otp },
          }),
        );
      } catch (error) {
        // A retried confirm whose first answer was lost meets a payment that no longer awaits
        // its code: show what the bank did with it rather than a failure for money that moved.
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        const current = await unwrap(
          client.GET('/api/v1/payments/{id}', { params: payment(sessionId) }),
        );
        if (current.status === 'EXECUTED' || current.status === 'SCHEDULED') return current;
        throw error;
      }
    },
    resendOtp: async ({ sessionId }) => {
      await unwrap(
        client.POST('/api/v1/payments/{id}/resend-code', { params: payment(sessionId) }),
      );
    },
    fetchReceipt: async ({ paymentId }): Promise<PaymentReceiptFile> => {
      const { data, error, response } = await client.GET('/api/v1/payments/{id}/receipt', {
        params: payment(paymentId),
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw new ApiError(response.status, error);
      return { blob: data, filename: `receipt-${paymentId}.pdf` };
    },
    cancelPayment: ({ paymentId }) =>
      unwrap(client.POST('/api/v1/payments/{id}/cancel', { params: payment(paymentId) })),
  };
}
