/**
 * GET /api/v1/operations (the history page), /operations/spending, /operations/{id} and its
 * receipt, in the contract's shapes.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import { requestLocale } from '../../i18n';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { readOperationDetails } from './details';
import { operationDetailsJson, operationJson } from './json';
import { readOperations } from './queries';
import { registerOperationReceiptRoute } from './receipt/route';
import { readSpending } from './spending';

export function registerOperationRoutes(app: FastifyInstance, { db, replica }: BankDependencies) {
  // The history and the spending chart read from a standby when there is one: a transfer made a
  // moment ago may show a moment later, and no decision about money rests on them.
  registerOperation(app, 'listOperations', async (request) => {
    const { from, to, productId, cursor, limit, search } = request.query;
    const page = await readOperations(replica, {
      customerId: signedIn(request).customer.id,
      from,
      to,
      productId,
      cursor,
      search,
      limit: limit ?? 20,
    });
    const locale = requestLocale(request);
    return {
      items: page.rows.map((row) => operationJson(row, locale)),
      nextCursor: page.nextCursor,
    };
  });

  registerOperation(app, 'getSpendingByCategory', async (request) => {
    const { from, to, productId } = request.query;
    return readSpending(replica, {
      customerId: signedIn(request).customer.id,
      from,
      to,
      productId,
    });
  });

  registerOperation(app, 'getOperation', async (request) => {
    const row = await readOperationDetails(db, signedIn(request).customer.id, request.params.id);
    return operationDetailsJson(row, requestLocale(request));
  });

  registerOperationReceiptRoute(app, db);
}
