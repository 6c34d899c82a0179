import type { ReceiptEmailServices } from '../../../machines/receiptEmail.machine';
import type { ReceiptFile, TransferFormServices } from '../../../machines/transferForm.machine';
import type { ApiClient } from '../../shared/api/client';
import { ApiError, unwrap } from '../../shared/api/errors';

/**
 * The transfer form's bank calls over the typed client: the quote, the transfer made under the
 * attempt's Idempotency-Key, its one-time code (the transfer's id is the code's session) and the
 * receipt as a PDF.
 */
export function createTransferServices(client: ApiClient): TransferFormServices {
  const transfer = (id: string) => ({ path: { id } });
  return {
    quoteTransfer: (body) => unwrap(client.POST('/api/v1/transfers/quote', { body })),
    createTransfer: ({ idempotencyKey, ...body }) =>
      unwrap(
        client.POST('/api/v1/transfers', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    confirmTransfer: async ({ sessionId, otp }) => {
      try {
        return await unwrap(
          client.POST('/api/v1/transfers/{id}/confirm', {
            params: transfer(sessionId),
            body: { code: otp },
          }),
        );
      } catch (error) {
        // A retried confirm whose first answer was lost meets a transfer that no longer awaits
        // its code: show what the bank did with it rather than a failure for money that moved.
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        const current = await unwrap(
          client.GET('/api/v1/transfers/{id}', { params: transfer(sessionId) }),
        );
        if (current.status === 'EXECUTED' || current.status === 'SCHEDULED') return current;
        throw error;
      }
    },
    resendOtp: async ({ sessionId }) => {
      await unwrap(
        client.POST('/api/v1/transfers/{id}/resend-code', { params: transfer(sessionId) }),
      );
    },
    fetchReceipt: async ({ transferId }): Promise<ReceiptFile> => {
      const { data, error, response } = await client.GET('/api/v1/transfers/{id}/receipt', {
        params: transfer(transferId),
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw new ApiError(response.status, error);
      return { blob: data, filename: `receipt-${transferId}.pdf` };
    },
    cancelTransfer: ({ transferId }) =>
      unwrap(client.POST('/api/v1/transfers/{id}/cancel', { params: transfer(transferId) })),
  };
}

/** The receipt of an executed transfer mailed by the bank, its PDF attached. */
export function createReceiptEmailServices(client: ApiClient): ReceiptEmailServices {
  return {
    sendReceipt: async ({ transferId, email }) => {
      await unwrap(
        client.POST('/api/v1/transfers/{id}/receipt/email', {
          params: { path: { id: transferId } },
          body: { email },
        }),
      );
    },
  };
}
