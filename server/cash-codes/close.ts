/**
 * Ending an active withdrawal code without cash: canceled by the customer or expired by the
 * job. Its hold is released and its status written in one transaction, under the code's row
 * lock, and only while it is still ACTIVE: a code the ATM took meanwhile stays USED, and its hold
 * (captured) is never released. This module alone releases these holds (releasedByOwner), so
 * the ledger's own expiry job never races it.
 */
import { and, eq } from 'drizzle-orm';
import { type Clock, toDate } from '../clock';
import { type CashCodeRow, cashCodes } from '../db/schema';
import { type LedgerTx, releaseHold } from '../ledger';

type ClosingStatus = 'CANCELED' | 'EXPIRED';

/** Releases a locked ACTIVE code's hold and writes its new status; returns the row. */
export async function closeCode(
  tx: LedgerTx,
  clock: Clock,
  code: CashCodeRow,
  status: ClosingStatus,
): Promise<CashCodeRow> {
  await releaseHold(tx, clock, code.holdId);
  const [closed] = await tx
    .update(cashCodes)
    .set({ status, canceledAt: status === 'CANCELED' ? toDate(clock.now()) : null })
    .where(and(eq(cashCodes.id, code.id), eq(cashCodes.status, 'ACTIVE')))
    .returning();
  if (!closed) throw new Error(`cash code ${code.id} was not ACTIVE under its lock`);
  return closed;
}
