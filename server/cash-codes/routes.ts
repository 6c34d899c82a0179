/**
 * The cash-by-code calls under /api/v1/cash-codes: quote, create (Idempotency-Key), confirm and
 * resend the one-time code, list the codes, cancel one. Each by-id call finds the caller's own
 * order or code first (404 for anyone else's).
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../auth';
import { requestLocale } from '../i18n';
import { answerIdempotently } from '../ledger';
import { registerOperation } from '../openapi/operations';
import { cancelCashCode } from './cancel';
import { type ConfirmContext, confirmCashOrder, resendCashOrderCode } from './confirm';
import { createCashOrder } from './create';
import { cashCodeJson, cashOrderJson, cashQuoteJson } from './json';
import { quoteCashOrder } from './quote';
import { listCodes, orderAsOfNow } from './store';

export function registerCashCodeRoutes(app: FastifyInstance, context: ConfirmContext) {
  const { db, clock } = context;

  registerOperation(app, 'quoteCashCode', async (request) => {
    const customerId = signedIn(request).customer.id;
    const order = await quoteCashOrder(context, customerId, request.body, requestLocale(request));
    return cashQuoteJson(order);
  });

  registerOperation(app, 'createCashCode', async (request, reply) => {
    const { customer } = signedIn(request);
    return answerIdempotently(
      request,
      reply,
      { db, clock },
      {
        scope: customer.id,
        fingerprint: { op: 'createCashCode', body: request.body },
        // The code's session and SMS and the order's new status are written in this transaction.
        operation: async (tx) => {
          const { quoteId } = request.body;
          const made = await createCashOrder(context, tx, customer, quoteId, { ip: request.ip });
          return { status: 201, body: cashOrderJson(orderAsOfNow(made, clock)) };
        },
      },
    );
  });

  registerOperation(app, 'confirmCashCode', async (request) => {
    const customerId = signedIn(request).customer.id;
    const found = await confirmCashOrder(context, customerId, request.params.id, request.body.code);
    return cashOrderJson(orderAsOfNow(found, clock));
  });

  registerOperation(app, 'resendCashCodeOtp', async (request) => {
    const customerId = signedIn(request).customer.id;
    const locale = requestLocale(request);
    const requester = { ip: request.ip };
    const found = await resendCashOrderCode(
      context,
      customerId,
      request.params.id,
      locale,
      requester,
    );
    return cashOrderJson(orderAsOfNow(found, clock));
  });

  registerOperation(app, 'listCashCodes', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { status, cursor, limit = 20 } = request.query;
    const page = await listCodes(db, clock, customerId, { status, cursor, limit });
    return { items: page.items.map(cashCodeJson), nextCursor: page.nextCursor };
  });

  registerOperation(app, 'cancelCashCode', async (request) => {
    const customerId = signedIn(request).customer.id;
    return cashCodeJson(await cancelCashCode(context, customerId, request.params.id));
  });
}
