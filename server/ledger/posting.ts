/**
 * Booking a ledger transaction: postings that sum to zero per currency, written with the new
 * balances in one database transaction. The affected accounts are locked in id order
 * (`SELECT … ORDER BY id FOR UPDATE`), so two movements touching the same accounts queue
 * behind each other instead of deadlocking, and no balance is lost or counted twice.
 *
 * Round trips per call: BEGIN, one locking SELECT, one write statement, COMMIT.
 */
import { randomUUID } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { OperationCategory } from '../../domain/operation-categories';
import type { Clock } from '../clock';
import { type Currency, type LedgerAccount, ledgerAccounts } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { inTransaction, isUuid, type LedgerDb, type LedgerTx } from './db';
import type { LedgerTransactionKind } from './transaction-kinds';

/** Credit when positive, debit when negative, in minor units of the account's currency. */
export interface Posting {
  accountId: string;
  amount: bigint;
  currency: Currency;
}

/** What the history and the spending breakdown read besides the postings. */
export interface LedgerMetadata {
  /** Only the contract's categories, so the app can name every one it is sent. */
  category?: OperationCategory;
  [detail: string]: unknown;
}

export interface LedgerTransactionInput {
  kind: LedgerTransactionKind;
  description: string;
  postings: readonly Posting[];
  metadata?: LedgerMetadata;
  /** Unique when given: a second transaction with the same reference is refused by the database. */
  reference?: string;
}

export interface BookedPosting extends Posting {
  balanceAfter: bigint;
}

export interface BookedTransaction {
  id: string;
  kind: LedgerTransactionKind;
  bookedAt: Temporal.Instant;
  postings: BookedPosting[];
}

/** A hold captured by the transaction being booked: its amount stops being held. */
export interface HeldRelease {
  accountId: string;
  amount: bigint;
}

/** Far below int8's limit, far above any retail movement: a larger number is a bug. */
export const maxAmount = 10n ** 15n;

/**
 * Books one ledger transaction. Refuses, changing nothing: unbalanced postings (422
 * LEDGER_UNBALANCED), an unknown account (404 LEDGER_ACCOUNT_NOT_FOUND), a posting in another
 * currency than its account (422 CURRENCY_MISMATCH), and a debit beyond an account's available
 * balance when it may not go negative (409 INSUFFICIENT_FUNDS).
 */
export async function postLedgerTransaction(
  db: LedgerDb,
  clock: Clock,
  input: LedgerTransactionInput,
): Promise<BookedTransaction> {
  checkBalanced(input.postings);
  return inTransaction(db, (tx) => bookLocked(tx, clock, input, []));
}

/** Called inside a transaction; also used by hold capture, which frees held money as it books. */
export async function bookLocked(
  tx: LedgerTx,
  clock: Clock,
  input: LedgerTransactionInput,
  releases: readonly HeldRelease[],
  id: string = randomUUID(),
): Promise<BookedTransaction> {
  const ids = [...new Set([...input.postings, ...releases].map((entry) => entry.accountId))];
  const accounts = await lockAccounts(tx, ids);
  const booked = applyPostings(accounts, input.postings, releases);
  const bookedAt = clock.now();
  await writeBooking(tx, { id, bookedAt, input, booked, accounts });
  return { id, kind: input.kind, bookedAt, postings: booked };
}

export function checkBalanced(postings: readonly Posting[]): void {
  const totals = new Map<Currency, bigint>();
  for (const { amount, currency } of postings) {
    if (typeof amount !== 'bigint' || amount === 0n || amount > maxAmount || -amount > maxAmount) {
      throw new BankError('LEDGER_UNBALANCED', 422, {}, 'LEDGER_AMOUNT_INVALID');
    }
    totals.set(currency, (totals.get(currency) ?? 0n) + amount);
  }
  if (postings.length < 2 || [...totals.values()].some((total) => total !== 0n)) {
    throw new BankError('LEDGER_UNBALANCED', 422);
  }
}

async function lockAccounts(tx: LedgerTx, ids: string[]): Promise<Map<string, LedgerAccount>> {
  if (!ids.every(isUuid)) throw new BankError('LEDGER_ACCOUNT_NOT_FOUND', 404);
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  if (rows.length !== ids.length) throw new BankError('LEDGER_ACCOUNT_NOT_FOUND', 404);
  return new Map(rows.map((row) => [row.id, { ...row }]));
}

/** Moves the locked accounts' balances in memory and checks each debited one can bear it. */
function applyPostings(
  accounts: Map<string, LedgerAccount>,
  postings: readonly Posting[],
  releases: readonly HeldRelease[],
): BookedPosting[] {
  for (const release of releases) {
    const account = accounts.get(release.accountId);
    if (account) account.held -= release.amount;
  }
  const debited = new Set<string>();
  const booked = postings.map((posting) => {
    const account = accounts.get(posting.accountId);
    if (!account) throw new BankError('LEDGER_ACCOUNT_NOT_FOUND', 404);
    if (account.currency !== posting.currency) throw new BankError('CURRENCY_MISMATCH', 422);
    account.balance += posting.amount;
    if (posting.amount < 0n) debited.add(account.id);
    return { ...posting, balanceAfter: account.balance };
  });
  for (const id of debited) {
    const account = accounts.get(id);
    if (account && !account.allowNegative && available(account) < 0n) {
      throw new BankError('INSUFFICIENT_FUNDS', 409);
    }
  }
  return booked;
}

/** What the holder may still spend: balance less holds, plus any overdraft the bank allows. */
export function available(account: Pick<LedgerAccount, 'balance' | 'held' | 'overdraftLimit'>) {
  return account.balance - account.held + account.overdraftLimit;
}

interface Booking {
  id: string;
  bookedAt: Temporal.Instant;
  input: LedgerTransactionInput;
  booked: BookedPosting[];
  accounts: Map<string, LedgerAccount>;
}

/** The transaction, its postings and the new balances and holds in one statement. */
async function writeBooking(tx: LedgerTx, { id, bookedAt, input, booked, accounts }: Booking) {
  const balances = sql.join(
    [...accounts.values()].map(
      (a) => sql`(${a.id}::uuid, ${String(a.balance)}::bigint, ${String(a.held)}::bigint)`,
    ),
    sql`, `,
  );
  const postings = sql.join(
    booked.map(
      (p) =>
        sql`(${id}::uuid, ${p.accountId}::uuid, ${String(p.amount)}::bigint, ${p.currency},
          ${String(p.balanceAfter)}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    with moved as (
      update ledger_accounts a set balance = v.balance, held = v.held
      from (values ${balances}) as v(id, balance, held) where a.id = v.id
    ), booked as (
      insert into ledger_transactions (id, kind, description, booked_at, metadata, reference)
      values (${id}::uuid, ${input.kind}, ${input.description}, ${bookedAt.toString()}::timestamptz,
        ${JSON.stringify(input.metadata ?? {})}::jsonb, ${input.reference ?? null})
    )
    insert into ledger_postings (transaction_id, account_id, amount, currency, balance_after)
    values ${postings}`);
}
