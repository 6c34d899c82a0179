/**
 * Quotes as stored: the priced transfer the customer saw, fixed until it expires, so the
 * execution side books exactly those figures and that rate (issue 12: an expired quote is
 * priced again, never silently changed).
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { toDate } from '../../clock';
import { transferQuotes } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import { isUuid } from '../../ledger/db';
import type { PricedTransfer } from '../priced-transfer';
import { decodePricedTransfer, encodePricedTransfer } from './codec';

export async function saveQuote(db: LedgerDb, priced: PricedTransfer, createdAt: Date) {
  await db.insert(transferQuotes).values({
    id: priced.quoteId,
    customerId: priced.customerId,
    priced: encodePricedTransfer(priced),
    createdAt,
    expiresAt: toDate(priced.expiresAt),
  });
}

/**
 * The customer's quote, expired or not (the caller compares `expiresAt` with its clock), or
 * null when it is not theirs or does not exist. `forUpdate` locks the row in the caller's
 * transaction, so two requests cannot both turn one quote into a transfer.
 */
export async function loadQuote(
  db: LedgerDb,
  customerId: string,
  quoteId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PricedTransfer | null> {
  if (!isUuid(quoteId)) return null;
  const query = db
    .select({ priced: transferQuotes.priced })
    .from(transferQuotes)
    .where(and(eq(transferQuotes.id, quoteId), eq(transferQuotes.customerId, customerId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? decodePricedTransfer(row.priced) : null;
}

/** Forgets quotes that expired before `before`; a transfer keeps its own copy of the figures. */
export async function pruneExpiredQuotes(db: LedgerDb, before: Temporal.Instant): Promise<void> {
  await db.delete(transferQuotes).where(lt(transferQuotes.expiresAt, toDate(before)));
}
