/** GET /api/v1/operations (the history page) and /operations/spending, in the contract's shapes. */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import { amount, type Schemas } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { type OperationRow, readOperations } from './queries';
import { readSpending } from './spending';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function operationJson(row: OperationRow): Schemas['Operation'] {
  const { metadata, currency } = row;
  return {
    id: row.id,
    date: new Date(row.booked_at).toISOString(),
    kind: row.kind,
    category: text(metadata.category) ?? 'OTHER',
    merchant: text(metadata.merchant),
    description: row.description,
    amount: amount(BigInt(row.amount), currency),
    currency,
    balanceAfter: amount(BigInt(row.balance_after), currency),
    productId: row.product_id,
    cardId: text(metadata.cardId),
  };
}

export function registerOperationRoutes(app: FastifyInstance, { db }: BankDependencies) {
  registerOperation(app, 'listOperations', async (request) => {
    const { from, to, productId, cursor, limit } = request.query;
    const page = await readOperations(db, {
      customerId: signedIn(request).customer.id,
      from,
      to,
      productId,
      cursor,
      limit: limit ?? 20,
    });
    return { items: page.rows.map(operationJson), nextCursor: page.nextCursor };
  });

  registerOperation(app, 'getSpendingByCategory', async (request) => {
    const { from, to, productId } = request.query;
    return readSpending(db, { customerId: signedIn(request).customer.id, from, to, productId });
  });
}
