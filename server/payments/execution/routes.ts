/**
 * The payment calls under /api/v1/payments: quote, create (Idempotency-Key), confirm, resend,
 * cancel, read. Each by-id call first finds the caller's payment (store.ts: 404 for anyone
 * else's, and for a plain transfer), then runs the transfers' own step on its transfer.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import { toDate } from '../../clock';
import { requestLocale } from '../../i18n';
import { answerIdempotently } from '../../ledger';
import { registerOperation } from '../../openapi/operations';
import { cancelTransfer } from '../../transfers/execution/cancel';
import { confirmTransfer, resendCode } from '../../transfers/execution/confirm';
import { saveQuote } from '../../transfers/quotes/store';
import { createPayment, type PaymentContext } from './create';
import { paymentJson, paymentQuoteJson } from './json';
import { pricePayment } from './quote';
import { findPayment, findPaymentRow } from './store';

export function registerPaymentRoutes(app: FastifyInstance, context: PaymentContext) {
  const { db, clock } = context;

  registerOperation(app, 'quotePayment', async (request) => {
    const customerId = signedIn(request).customer.id;
    const locale = requestLocale(request);
    const priced = await pricePayment(context, customerId, request.body, locale);
    await saveQuote(db, priced.priced, toDate(clock.now()));
    return paymentQuoteJson(priced, locale);
  });

  registerOperation(app, 'createPayment', async (request, reply) => {
    const { customer } = signedIn(request);
    const locale = requestLocale(request);
    return answerIdempotently(
      request,
      reply,
      { db, clock },
      {
        scope: customer.id,
        fingerprint: { op: 'createPayment', body: request.body },
        // The code's SMS and the payment's row are written in this transaction.
        operation: async (tx) => {
          const input = { quoteId: request.body.quoteId, locale };
          const made = await createPayment(context, tx, customer, input, { ip: request.ip });
          return { status: 201, body: paymentJson(made, clock, locale) };
        },
      },
    );
  });

  registerOperation(app, 'confirmPayment', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { id } = request.params;
    const row = await findPaymentRow(db, customerId, id);
    const found = await confirmTransfer(context, customerId, id, request.body.code);
    return paymentJson({ ...row, found }, clock, requestLocale(request));
  });

  registerOperation(app, 'resendPaymentCode', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { id } = request.params;
    const locale = requestLocale(request);
    const row = await findPaymentRow(db, customerId, id);
    const found = await resendCode(context, customerId, id, locale, { ip: request.ip });
    return paymentJson({ ...row, found }, clock, locale);
  });

  registerOperation(app, 'cancelPayment', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { id } = request.params;
    const row = await findPaymentRow(db, customerId, id);
    const found = await cancelTransfer(context, customerId, id);
    return paymentJson({ ...row, found }, clock, requestLocale(request));
  });

  registerOperation(app, 'getPayment', async (request) => {
    const customerId = signedIn(request).customer.id;
    const found = await findPayment(db, customerId, request.params.id);
    return paymentJson(found, clock, requestLocale(request));
  });
}
