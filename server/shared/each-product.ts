/**
 * The common shape of the jobs that settle rows one by one (the products' accruals and
 * instalments, the applications' expiry): each product in its own database transaction, which
 * first locks the product's row with `FOR UPDATE SKIP LOCKED`. A row another process has locked
 * is skipped (that process is doing the work, and the next run finds it done); a product that
 * fails is logged and the others go on. The job fails at the end if any product did, so the
 * queue retries it with backoff; the products already done are then no-ops.
 */
import type { BankDb } from '../db/client';
import type { JobLog } from '../jobs';
import type { LedgerTx } from '../ledger';

export interface ProductRun<Locked> {
  /** What the log calls the work, e.g. 'deposit payout'. */
  what: string;
  /** Locks the product's row in `tx` and reads it fresh; undefined when skipped or done. */
  lock: (tx: LedgerTx, id: string) => Promise<Locked | undefined>;
  work: (tx: LedgerTx, locked: Locked) => Promise<void>;
}

export async function forEachProduct<Locked>(
  db: BankDb,
  ids: readonly string[],
  log: JobLog,
  signal: AbortSignal,
  { what, lock, work }: ProductRun<Locked>,
): Promise<void> {
  let failed = 0;
  for (const id of ids) {
    // Stopping: the occurrence goes back to the queue and the next worker finishes the rest.
    if (signal.aborted) throw new Error(`stopped before every ${what} was done`);
    try {
      await db.transaction(async (tx) => {
        const locked = await lock(tx, id);
        if (locked !== undefined) await work(tx, locked);
      });
    } catch (error) {
      failed += 1;
      log.error({ product: id, err: error }, `${what} failed`);
    }
  }
  if (failed > 0) throw new Error(`${what} failed for ${failed} of ${ids.length} products`);
}
