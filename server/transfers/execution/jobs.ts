/**
 * The transfers' scheduled work, settled by state like the products' jobs: one query finds the
 * transfers with something due, and each is then handled in its own transaction that first locks
 * its row with FOR UPDATE SKIP LOCKED and commits the status change together with the booking.
 * A rerun, or a second process, finds nothing left, so each transfer executes exactly once.
 *
 * - transfers.execute-scheduled: clearing transfers due on the bank's date: the hold is captured
 *   and booked to the clearing account. One the ledger refuses becomes FAILED, its hold released.
 * - transfers.cancel-dead-codes: a transfer whose code expired or ran out of tries is CANCELED
 *   (reads already show it so; this writes it, and frees its share of the limits).
 */
import { and, asc, eq, gte, lte, or } from 'drizzle-orm';
import { bakuDate } from '../../../domain/calendar';
import { maxOtpAttempts } from '../../auth/otp';
import { type Clock, toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import { otpSessions, type TransferRow, transfers } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import { every, type JobLog, type JobRegistrar } from '../../jobs';
import { type LedgerTx, releaseHold } from '../../ledger';
import { forEachProduct } from '../../shared/each-product';
import { bookHeldTransfer } from './booking';
import { deadCodeEvent, lockTransferInStatus, moveTransfer } from './store';

export const transferJobs = {
  executeScheduled: 'transfers.execute-scheduled',
  cancelDeadCodes: 'transfers.cancel-dead-codes',
} as const;

interface RunOptions {
  log: JobLog;
  signal: AbortSignal;
}

export async function executeDueTransfers(db: BankDb, clock: Clock, options: RunOptions) {
  const due = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      and(
        eq(transfers.status, 'SCHEDULED'),
        lte(transfers.executionDate, bakuDate(clock.now()).toString()),
      ),
    )
    .orderBy(asc(transfers.position));
  await forEachProduct(
    db,
    due.map((row) => row.id),
    options.log,
    options.signal,
    {
      what: 'scheduled transfer execution',
      lock: (tx, id) => lockTransferInStatus(tx, id, 'SCHEDULED'),
      work: (tx, { transfer }) => executeHeld(tx, clock, transfer),
    },
  );
}

async function executeHeld(tx: LedgerTx, clock: Clock, transfer: TransferRow): Promise<void> {
  const { holdId } = transfer;
  if (!holdId) throw new Error(`scheduled transfer ${transfer.id} has no hold`);
  try {
    // A savepoint, so a refusal undoes the attempt and the failure below still commits.
    await tx.transaction(async (savepoint) => {
      const booked = await bookHeldTransfer(savepoint, clock, { ...transfer, holdId });
      await moveTransfer(savepoint, transfer, 'EXECUTE', {
        ledgerTransactionId: booked.id,
        executedAt: toDate(booked.bookedAt),
      });
    });
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    await releaseHold(tx, clock, holdId);
    await moveTransfer(tx, transfer, 'FAIL');
  }
}

export async function cancelDeadCodes(db: BankDb, clock: Clock, options: RunOptions) {
  const now = toDate(clock.now());
  const dead = await db
    .select({ id: transfers.id })
    .from(transfers)
    .innerJoin(otpSessions, eq(otpSessions.id, transfers.otpSessionId))
    .where(
      and(
        eq(transfers.status, 'AWAITING_CODE'),
        or(lte(otpSessions.expiresAt, now), gte(otpSessions.attempts, maxOtpAttempts)),
      ),
    )
    .orderBy(asc(transfers.position));
  await forEachProduct(
    db,
    dead.map((row) => row.id),
    options.log,
    options.signal,
    {
      what: 'canceling a transfer whose code ended',
      lock: (tx, id) => lockTransferInStatus(tx, id, 'AWAITING_CODE'),
      work: async (tx, found) => {
        const event = deadCodeEvent(found, clock);
        if (event) await moveTransfer(tx, found.transfer, event);
      },
    },
  );
}

export function registerTransferExecutionJobs(jobs: JobRegistrar, log: JobLog) {
  // Clearing executes in the bank's business day; every few minutes is soon enough after 00:00.
  jobs.recurring(transferJobs.executeScheduled, every({ minutes: 5 }), ({ db, clock, signal }) =>
    executeDueTransfers(db, clock, { log, signal }),
  );
  jobs.recurring(transferJobs.cancelDeadCodes, every({ minutes: 1 }), ({ db, clock, signal }) =>
    cancelDeadCodes(db, clock, { log, signal }),
  );
}
