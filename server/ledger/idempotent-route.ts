/**
 * For routes that move money: reads the `Idempotency-Key` header and answers with the first
 * response when the key was seen before (with `Idempotent-Replayed: true`, as Stripe does).
 *
 *   registerOperation(app, 'createTransfer', (request, reply) =>
 *     answerIdempotently(request, reply, { db, clock }, {
 *       scope: request.customer.id,
 *       fingerprint: { op: 'createTransfer', body: request.body },
 *       operation: async (tx, { reference }) => {
 *         const booked = await postLedgerTransaction(tx, clock, { ..., reference });
 *         return { status: 201, body: toTransferJson(booked) };
 *       },
 *     }));
 *
 * Validate the request before calling this: whatever is refused before the operation runs is
 * not remembered. Without the header the operation simply runs in its own transaction.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { inTransaction, type LedgerDb, type LedgerTx } from './db';
import {
  checkIdempotencyKey,
  type IdempotencyContext,
  type IdempotentResponse,
  withIdempotency,
} from './idempotency';

export const idempotencyKeyHeader = 'idempotency-key';

/** The header's value, checked; undefined when the caller sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value.join(',') : value;
  checkIdempotencyKey(key);
  return key;
}

export interface IdempotentCall<Body> {
  scope: string;
  fingerprint: unknown;
  operation: (
    tx: LedgerTx,
    context: Partial<IdempotencyContext>,
  ) => Promise<IdempotentResponse<Body>>;
}

export async function answerIdempotently<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, clock }: { db: LedgerDb; clock: Clock },
  call: IdempotentCall<Body>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    const response = await inTransaction(db, (tx) => call.operation(tx, {}));
    return reply.code(response.status).send(response.body);
  }
  const result = await withIdempotency(
    db,
    clock,
    { scope: call.scope, key, fingerprint: call.fingerprint },
    call.operation,
  );
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.status).send(result.body);
}
