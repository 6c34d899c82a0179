/**
 * Holds: money blocked on an account (a card authorisation, a pending transfer) that lowers its
 * available balance until it is released or captured into a ledger transaction.
 *
 * Lock order everywhere: at most one hold row first, then accounts in id order (as in posting.ts),
 * so holds, captures and transfers running together cannot deadlock.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { type Clock, toDate } from '../clock';
import { type Currency, type LedgerHold, ledgerAccounts, ledgerHolds } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { inTransaction, isUuid, type LedgerDb, rowsOf } from './db';
import {
  type BookedTransaction,
  bookLocked,
  checkBalanced,
  type LedgerMetadata,
  maxAmount,
  type Posting,
} from './posting';
import type { LedgerTransactionKind } from './transaction-kinds';

export interface PlaceHoldInput {
  accountId: string;
  amount: bigint;
  reason: string;
  expiresAt?: Temporal.Instant;
  /**
   * The placing module releases the hold at its expiry itself, in the transaction that changes
   * its own state too (a cash code becomes EXPIRED): releaseExpiredHolds leaves it alone, so the
   * money and the module's state never disagree.
   */
  releasedByOwner?: boolean;
}

/**
 * Blocks `amount` on the account. One statement: the account's row is updated only when the
 * available balance covers the hold (or the account may go negative), so no lock dance is needed.
 * Refuses with 409 INSUFFICIENT_FUNDS or 404 LEDGER_ACCOUNT_NOT_FOUND, changing nothing.
 */
export async function placeHold(
  db: LedgerDb,
  clock: Clock,
  input: PlaceHoldInput,
): Promise<LedgerHold> {
  const { accountId, amount } = input;
  if (typeof amount !== 'bigint' || amount <= 0n || amount > maxAmount) {
    throw new BankError('LEDGER_UNBALANCED', 422, {}, 'LEDGER_AMOUNT_INVALID');
  }
  if (!isUuid(accountId)) throw new BankError('LEDGER_ACCOUNT_NOT_FOUND', 404);
  const now = toDate(clock.now());
  const result = await db.execute(sql`
    with blocked as (
      update ledger_accounts set held = held + ${String(amount)}::bigint
      where id = ${accountId}::uuid
        and (allow_negative or balance - held - ${String(amount)}::bigint >= -overdraft_limit)
      returning id
    )
    insert into ledger_holds (account_id, amount, reason, created_at, expires_at, released_by_owner)
    select id, ${String(amount)}::bigint, ${input.reason}, ${now.toISOString()}::timestamptz,
      ${input.expiresAt ? input.expiresAt.toString() : null}::timestamptz,
      ${input.releasedByOwner ?? false}::boolean
    from blocked
    returning id`);
  const [row] = rowsOf<{ id: string }>(result);
  if (row) return readHold(db, row.id);
  const [exists] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  throw exists
    ? new BankError('INSUFFICIENT_FUNDS', 409)
    : new BankError('LEDGER_ACCOUNT_NOT_FOUND', 404);
}

/** Gives the held money back to the available balance. 404 HOLD_NOT_FOUND, 409 HOLD_CLOSED. */
export async function releaseHold(db: LedgerDb, clock: Clock, holdId: string): Promise<LedgerHold> {
  if (!isUuid(holdId)) throw new BankError('HOLD_NOT_FOUND', 404);
  const now = toDate(clock.now()).toISOString();
  const result = await db.execute(sql`
    with released as (
      update ledger_holds set released_at = ${now}::timestamptz
      where id = ${holdId}::uuid and released_at is null and captured_at is null
      returning account_id, amount
    )
    update ledger_accounts a set held = a.held - released.amount
    from released where a.id = released.account_id
    returning a.id`);
  if (rowsOf(result).length === 0) await refuseClosedHold(db, holdId);
  return readHold(db, holdId);
}

export interface CaptureHoldInput {
  holdId: string;
  /** Where the money goes, e.g. the clearing account for a card purchase. Same currency. */
  counterAccountId?: string;
  /**
   * Instead of one counter account: the other side split several ways (a transfer's receiver,
   * commission and exchange), summing to zero per currency with the hold account's debit.
   */
  counterPostings?: readonly Posting[];
  /** At most the held amount; the rest is released. Defaults to the whole hold. */
  amount?: bigint;
  kind: LedgerTransactionKind;
  description: string;
  metadata?: LedgerMetadata;
  reference?: string;
}

interface CapturedHold {
  accountId: string;
  amount: string;
  expired: boolean;
  currency: Currency;
}

/**
 * Turns a hold into a ledger transaction: the hold's account is debited and the counter account
 * credited, and the whole hold stops being held, all in one database transaction. Refuses an
 * expired hold (409 HOLD_EXPIRED) and more than was held (422 HOLD_CAPTURE_TOO_LARGE).
 */
export async function captureHold(
  db: LedgerDb,
  clock: Clock,
  input: CaptureHoldInput,
): Promise<BookedTransaction> {
  if (!isUuid(input.holdId)) throw new BankError('HOLD_NOT_FOUND', 404);
  return inTransaction(db, async (tx) => {
    const now = clock.now();
    const transactionId = randomUUID();
    const result = await tx.execute(sql`
      update ledger_holds h set captured_at = ${now.toString()}::timestamptz
      from ledger_accounts a
      where h.id = ${input.holdId}::uuid and a.id = h.account_id
        and h.released_at is null and h.captured_at is null
      returning h.account_id as "accountId", h.amount::text as amount,
        coalesce(h.expires_at <= ${now.toString()}::timestamptz, false) as expired, a.currency`);
    const [hold] = rowsOf<CapturedHold>(result);
    if (!hold) return refuseClosedHold(tx, input.holdId);
    if (hold.expired) throw new BankError('HOLD_EXPIRED', 409);
    const held = BigInt(hold.amount);
    const amount = input.amount ?? held;
    if (amount > held) throw new BankError('HOLD_CAPTURE_TOO_LARGE', 422);
    const postings = [
      { accountId: hold.accountId, amount: -amount, currency: hold.currency },
      ...counterSide(input, amount, hold.currency),
    ];
    checkBalanced(postings);
    const booked = await bookLocked(
      tx,
      clock,
      { ...input, postings },
      [{ accountId: hold.accountId, amount: held }],
      transactionId,
    );
    await tx.update(ledgerHolds).set({ transactionId }).where(eq(ledgerHolds.id, input.holdId));
    return booked;
  });
}

function counterSide(input: CaptureHoldInput, amount: bigint, currency: Currency): Posting[] {
  if (input.counterPostings) return [...input.counterPostings];
  if (!input.counterAccountId) throw new BankError('LEDGER_UNBALANCED', 422);
  return [{ accountId: input.counterAccountId, amount, currency }];
}

/**
 * Releases every open hold whose expiry has passed, one statement per hold so the lock order
 * stays hold-then-account, except those their owner releases (releasedByOwner). For the
 * scheduled job; returns how many were released.
 */
export async function releaseExpiredHolds(db: LedgerDb, clock: Clock): Promise<number> {
  const expired = await db
    .select({ id: ledgerHolds.id })
    .from(ledgerHolds)
    .where(
      and(
        isNull(ledgerHolds.releasedAt),
        isNull(ledgerHolds.capturedAt),
        eq(ledgerHolds.releasedByOwner, false),
        lte(ledgerHolds.expiresAt, toDate(clock.now())),
      ),
    );
  let released = 0;
  for (const { id } of expired) {
    try {
      await releaseHold(db, clock, id);
      released += 1;
    } catch (error) {
      // Captured or released by someone else in the meantime: nothing left to do.
      if (!(error instanceof BankError && error.code === 'HOLD_CLOSED')) throw error;
    }
  }
  return released;
}

export async function readHold(db: LedgerDb, holdId: string): Promise<LedgerHold> {
  const [hold] = isUuid(holdId)
    ? await db.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId))
    : [];
  if (!hold) throw new BankError('HOLD_NOT_FOUND', 404);
  return hold;
}

async function refuseClosedHold(db: LedgerDb, holdId: string): Promise<never> {
  await readHold(db, holdId);
  throw new BankError('HOLD_CLOSED', 409);
}
