/**
 * Cancelling a prepayment in review: its hold is released and it is CANCELED, in one
 * transaction under its row lock, so the processing job (which takes the same lock) either
 * books it first, and the cancel is then refused, or finds it canceled.
 */
import { eq } from 'drizzle-orm';
import { type Clock, toDate } from '../clock';
import { type Prepayment, prepayments } from '../db/schema';
import { type LedgerTx, releaseHold } from '../ledger';
import { invalidRequest } from './refusals';

/** Releases the hold and marks the (locked) prepayment CANCELED. */
export async function cancelInReview(
  tx: LedgerTx,
  clock: Clock,
  prepayment: Prepayment,
): Promise<Prepayment> {
  if (prepayment.status !== 'IN_REVIEW') throw invalidRequest(409, 'PREPAYMENT_CLOSED');
  if (prepayment.holdId) await releaseHold(tx, clock, prepayment.holdId);
  const [canceled] = await tx
    .update(prepayments)
    .set({ status: 'CANCELED', canceledAt: toDate(clock.now()) })
    .where(eq(prepayments.id, prepayment.id))
    .returning();
  if (!canceled) throw new Error('cancelling a prepayment returned no row');
  return canceled;
}
