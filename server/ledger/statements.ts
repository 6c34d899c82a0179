/** An account's postings, newest first, paged by posting id (a stable cursor: ids only grow). */
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { toDate } from '../clock';
import { type Currency, ledgerPostings, ledgerTransactions } from '../db/schema';
import { readBalance } from './accounts';
import type { LedgerDb } from './db';
import type { LedgerTransactionKind } from './transaction-kinds';

export interface StatementLine {
  postingId: number;
  transactionId: string;
  kind: LedgerTransactionKind;
  description: string;
  bookedAt: Temporal.Instant;
  metadata: Record<string, unknown>;
  /** Credit positive, debit negative, minor units. */
  amount: bigint;
  currency: Currency;
  balanceAfter: bigint;
}

export interface PostingsPage {
  lines: StatementLine[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
}

export interface PostingsQuery {
  /** 1–500, default 50. */
  limit?: number;
  /** Only postings older than this posting id. */
  before?: number;
  /** Only postings booked at or after this instant, e.g. "past month". */
  since?: Temporal.Instant;
  /** When given, the account must be this customer's (404 LEDGER_ACCOUNT_NOT_FOUND otherwise). */
  customerId?: string;
}

export async function listPostings(
  db: LedgerDb,
  accountId: string,
  query: PostingsQuery = {},
): Promise<PostingsPage> {
  // Also the ownership check, and a 404 for an unknown account rather than an empty page.
  await readBalance(db, accountId, query.customerId);
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50), 1), 500);
  const rows = await db
    .select({ posting: ledgerPostings, transaction: ledgerTransactions })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerPostings.accountId, accountId),
        query.before === undefined ? undefined : lt(ledgerPostings.id, query.before),
        query.since === undefined
          ? undefined
          : gte(ledgerTransactions.bookedAt, toDate(query.since)),
      ),
    )
    .orderBy(desc(ledgerPostings.id))
    .limit(limit + 1);
  const lines = rows.slice(0, limit).map(({ posting, transaction }) => ({
    postingId: posting.id,
    transactionId: transaction.id,
    kind: transaction.kind,
    description: transaction.description,
    bookedAt: Temporal.Instant.fromEpochMilliseconds(transaction.bookedAt.getTime()),
    metadata: transaction.metadata,
    amount: posting.amount,
    currency: posting.currency,
    balanceAfter: posting.balanceAfter,
  }));
  const last = lines.at(-1);
  return { lines, nextBefore: rows.length > limit && last ? last.postingId : null };
}
