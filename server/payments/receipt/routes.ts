/**
 * GET /api/v1/payments/{id}/receipt: the transfers' receipt (data, layout, worker-thread
 * renderer) with the provider, the subscriber and the provider's reference added. Another
 * customer's payment is a 404; one not executed yet a 409, as for a transfer.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import type { BankDb } from '../../db/client';
import { requestLocale } from '../../i18n';
import { registerOperation } from '../../openapi/operations';
import { receiptData, receiptFilename } from '../../transfers/receipt/data';
import type { ReceiptRenderer } from '../../transfers/receipt/renderer';
import { findPayment } from '../execution/store';

export function registerPaymentReceiptRoutes(
  app: FastifyInstance,
  { db, renderer }: { db: BankDb; renderer: ReceiptRenderer },
) {
  registerOperation(app, 'getPaymentReceipt', async (request, reply) => {
    const customerId = signedIn(request).customer.id;
    const locale = requestLocale(request);
    const { found, payment, provider } = await findPayment(db, customerId, request.params.id);
    const data = receiptData(found, locale, {
      provider: provider.names[locale],
      subscriber: found.transfer.destination.display,
      subscriberName: payment.subscriberName,
      providerReference: payment.providerReference,
    });
    const pdf = await renderer.render(data);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFilename(data.reference)}"`)
      .header('cache-control', 'no-store')
      .code(200)
      .send(pdf);
  });
}
