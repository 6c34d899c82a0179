/**
 * The execution side's calls under /api/v1/transfers (create, confirm, resend, cancel, get,
 * list, limits) and the sandbox's clearing settlement. Every call answers only the signed-in
 * customer's transfers: another customer's id is a 404, the same as one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import { requestLocale } from '../../i18n';
import { answerIdempotently } from '../../ledger';
import { registerOperation } from '../../openapi/operations';
import { cancelTransfer } from './cancel';
import { confirmTransfer, resendCode } from './confirm';
import { createTransfer, type ExecutionContext } from './create';
import { transferJson } from './json';
import { limitsLeft, transferLimitsJson } from './limits';
import { settleExternalTransfers } from './settlement';
import { findTransfer, listCustomerTransfers } from './store';

export function registerTransferExecutionRoutes(
  app: FastifyInstance,
  context: ExecutionContext,
  { sandbox }: { sandbox: boolean },
) {
  const { db, clock } = context;

  registerOperation(app, 'createTransfer', async (request, reply) => {
    const { customer } = signedIn(request);
    const { quoteId, comment } = request.body;
    const locale = requestLocale(request);
    const requester = { ip: request.ip };
    return answerIdempotently(
      request,
      reply,
      { db, clock },
      {
        scope: customer.id,
        fingerprint: { op: 'createTransfer', body: request.body },
        // The code's SMS is written in this transaction: it exists exactly when the transfer does.
        operation: async (tx) => {
          const input = { customerId: customer.id, quoteId, comment, locale };
          const created = await createTransfer(context, tx, customer, input, requester);
          return { status: 201, body: transferJson(created, clock) };
        },
      },
    );
  });

  registerOperation(app, 'confirmTransfer', async (request) => {
    const customerId = signedIn(request).customer.id;
    const confirmed = await confirmTransfer(
      context,
      customerId,
      request.params.id,
      request.body.code,
    );
    return transferJson(confirmed, clock);
  });

  registerOperation(app, 'resendTransferCode', async (request) => {
    const customerId = signedIn(request).customer.id;
    const locale = requestLocale(request);
    const resent = await resendCode(context, customerId, request.params.id, locale, {
      ip: request.ip,
    });
    return transferJson(resent, clock);
  });

  registerOperation(app, 'cancelTransfer', async (request) => {
    const customerId = signedIn(request).customer.id;
    return transferJson(await cancelTransfer(context, customerId, request.params.id), clock);
  });

  registerOperation(app, 'getTransfer', async (request) => {
    const customerId = signedIn(request).customer.id;
    return transferJson(await findTransfer(db, customerId, request.params.id), clock);
  });

  registerOperation(app, 'listTransfers', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { cursor, limit = 20 } = request.query;
    const page = await listCustomerTransfers(db, customerId, { cursor, limit });
    return {
      items: page.items.map((found) => transferJson(found, clock)),
      nextCursor: page.nextCursor,
    };
  });

  registerOperation(app, 'getTransferLimits', async (request) => {
    const customerId = signedIn(request).customer.id;
    return transferLimitsJson(await limitsLeft(db, clock, customerId));
  });

  if (sandbox) {
    registerOperation(app, 'settleSandboxClearing', async () => ({
      settled: await settleExternalTransfers(db, clock),
    }));
  }
}
