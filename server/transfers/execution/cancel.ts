/**
 * cancelTransfer: a SCHEDULED transfer (or one still AWAITING_CODE) is canceled through the
 * chart, and a scheduled one's hold is released in the same transaction, so the money is
 * available again exactly when the transfer shows CANCELED. Anything else is a 409.
 */
import { releaseHold } from '../../ledger';
import type { ExecutionContext } from './create';
import { findTransfer, moveTransfer, type StoredTransfer } from './store';

export async function cancelTransfer(
  context: ExecutionContext,
  customerId: string,
  id: string,
): Promise<StoredTransfer> {
  const { db, clock } = context;
  await db.transaction(async (tx) => {
    const { transfer } = await findTransfer(tx, customerId, id, { forUpdate: true });
    await moveTransfer(tx, transfer, 'CANCEL');
    if (transfer.status === 'SCHEDULED' && transfer.holdId) {
      await releaseHold(tx, clock, transfer.holdId);
    }
  });
  return findTransfer(db, customerId, id);
}
