/**
 * Idempotency with Stripe's semantics, for every call that moves money:
 * - a retry with the same key returns the first response (a refusal too, such as
 *   INSUFFICIENT_FUNDS, rendered again in the retry's language);
 * - the same key with different parameters is refused (422 IDEMPOTENCY_KEY_REUSED);
 * - nothing is remembered when the call did not run: contract validation and 400s, and
 *   unexpected failures (5xx) roll the key back with everything else, so a retry runs afresh;
 * - two requests with the same key at once make one movement: the key's row is claimed with
 *   INSERT … ON CONFLICT DO NOTHING in the same database transaction as the movement, so the
 *   second waits on the first's uncommitted row and then replays its committed response.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { type Clock, toDate } from '../clock';
import { idempotencyKeys } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { MessageKey, MessageParams } from '../i18n';
import type { LedgerDb, LedgerTx } from './db';

export interface IdempotentRequest {
  /** Whose keys these are, e.g. the customer's id: two customers may choose the same key. */
  scope: string;
  /** The Idempotency-Key header. */
  key: string;
  /** Everything that defines the request (operation id, path, body); only its hash is kept. */
  fingerprint: unknown;
}

export interface IdempotentResponse<Body> {
  status: number;
  body: Body;
}

export interface IdempotentResult<Body> extends IdempotentResponse<Body> {
  /** True when this is the stored answer to an earlier request with the same key. */
  replayed: boolean;
}

/** Given to the operation: book with `reference`, so a key can never make two ledger entries. */
export interface IdempotencyContext {
  reference: string;
}

interface StoredRefusal {
  code: MessageKey;
  messageKey: MessageKey;
  params: MessageParams;
}

const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** Stripe's limit: up to 255 printable characters, e.g. a UUID the client made up. */
export function checkIdempotencyKey(key: string): void {
  if (!keyPattern.test(key)) {
    throw new BankError('VALIDATION_FAILED', 400, {}, 'IDEMPOTENCY_KEY_INVALID');
  }
}

export async function withIdempotency<Body>(
  db: LedgerDb,
  clock: Clock,
  request: IdempotentRequest,
  operation: (tx: LedgerTx, context: IdempotencyContext) => Promise<IdempotentResponse<Body>>,
): Promise<IdempotentResult<Body>> {
  checkIdempotencyKey(request.key);
  const { scope, key } = request;
  const requestHash = fingerprintHash(request.fingerprint);
  const thisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, createdAt: toDate(clock.now()) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(thisKey);
      if (!first || first.requestHash !== requestHash) {
        throw new BankError('IDEMPOTENCY_KEY_REUSED', 422);
      }
      return { status: first.responseStatus ?? 500, body: first.responseBody, replayed: true };
    }
    const response = await runRemembering(tx, operation, { reference: `${scope}:${key}` });
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: response.status, responseBody: response.body })
      .where(thisKey);
    return { ...response, replayed: false };
  });
  if (outcome.status >= 400) throw refusalError(outcome.status, outcome.body as StoredRefusal);
  return outcome as IdempotentResult<Body>;
}

/**
 * Runs the operation in a savepoint, so that a refusal it raises after writing something is
 * undone while the key row stays and remembers the refusal.
 */
async function runRemembering<Body>(
  tx: LedgerTx,
  operation: (tx: LedgerTx, context: IdempotencyContext) => Promise<IdempotentResponse<Body>>,
  context: IdempotencyContext,
): Promise<IdempotentResponse<Body | StoredRefusal>> {
  try {
    return await tx.transaction((savepoint) => operation(savepoint, context));
  } catch (error) {
    if (!(error instanceof BankError) || !isRemembered(error.httpStatus)) throw error;
    const { code, messageKey, params } = error;
    return { status: error.httpStatus, body: { code, messageKey, params } };
  }
}

/** Refusals of a request that did run (409, 422, 404…) are kept; 400 and 5xx are not. */
function isRemembered(status: number): boolean {
  return status > 400 && status < 500 && status !== 401 && status !== 429;
}

function refusalError(status: number, refusal: StoredRefusal): BankError {
  return new BankError(refusal.code, status, refusal.params, refusal.messageKey);
}

/** SHA-256 of a canonical JSON: object keys sorted, bigints written as digits with an n. */
export function fingerprintHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(`${value}n`);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Stripe forgets keys after 24 hours; the scheduled job calls this with its own horizon. */
export async function pruneIdempotencyKeys(db: LedgerDb, before: Temporal.Instant) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, toDate(before)));
}
