/**
 * prepayments.process-due: the partial prepayments (FM_1, FM_2) whose business day has come,
 * settled by state like the products' jobs. Each is handled in its own transaction that locks
 * the prepayment (SKIP LOCKED) and then its loan, so no instalment collection runs beside it;
 * the hold is captured into the one ledger transaction and the loan's unpaid schedule replaced,
 * all committed together with the COMPLETED status. A prepayment that can no longer be applied
 * (the loan repaid, an instalment now overdue, the accrued interest above the amount) is
 * CANCELED and its hold released.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../domain/calendar';
import { prepay } from '../../domain/prepayment';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type Prepayment, prepayments } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { every, type JobLog, type JobRegistrar } from '../jobs';
import type { LedgerTx } from '../ledger';
import { forEachProduct } from '../shared/each-product';
import { bookFromHold } from './booking';
import { cancelInReview } from './cancel';
import { type LoanState, readLoanState } from './loan-state';
import { replaceUnpaidSchedule } from './schedule';

export const prepaymentJobs = { processDue: 'prepayments.process-due' } as const;

export function registerPrepaymentJobs(jobs: JobRegistrar, log: JobLog) {
  // Hourly, like the instalments: a prepayment's day starts at midnight in Baku.
  jobs.recurring(prepaymentJobs.processDue, every({ hours: 1 }), ({ db, clock, signal }) =>
    processDuePrepayments(db, clock, { log, signal }),
  );
}

export async function processDuePrepayments(
  db: BankDb,
  clock: Clock,
  { log, signal }: { log: JobLog; signal: AbortSignal },
) {
  const due = await db
    .select({ id: prepayments.id })
    .from(prepayments)
    .where(
      and(
        eq(prepayments.status, 'IN_REVIEW'),
        lte(prepayments.executionDate, bakuDate(clock.now()).toString()),
      ),
    )
    .orderBy(asc(prepayments.executionDate), asc(prepayments.id));
  await forEachProduct(
    db,
    due.map((row) => row.id),
    log,
    signal,
    {
      what: 'prepayment processing',
      lock: lockInReview,
      work: (tx, prepayment) => processOne(tx, clock, prepayment, log),
    },
  );
}

async function lockInReview(tx: LedgerTx, id: string): Promise<Prepayment | undefined> {
  const [row] = await tx
    .select()
    .from(prepayments)
    .where(and(eq(prepayments.id, id), eq(prepayments.status, 'IN_REVIEW')))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * The prepayment on the loan as it is now: the same arithmetic on its execution date, or why it
 * can no longer be applied.
 */
async function reassess(tx: LedgerTx, prepayment: Prepayment) {
  let state: LoanState;
  try {
    state = await readLoanState(tx, prepayment.loanId, { lock: true });
  } catch (error) {
    if (error instanceof BankError) return { problem: 'loan-not-running' } as const;
    throw error;
  }
  const result = prepay({
    schedule: state.schedule,
    startDate: state.loan.startDate,
    annualRatePercent: state.loan.ratePercent,
    paidInstalments: state.paidInstalments,
    onDate: prepayment.executionDate,
    option: prepayment.option,
    amountMinor: Number(prepayment.amount),
  });
  if (!result.ok) return { problem: result.problem } as const;
  const { ok: _, ...outcome } = result;
  const executionDate = Temporal.PlainDate.from(prepayment.executionDate);
  return { state, assessment: { ...outcome, option: prepayment.option, executionDate } };
}

async function processOne(tx: LedgerTx, clock: Clock, prepayment: Prepayment, log: JobLog) {
  const { holdId } = prepayment;
  if (!holdId) throw new Error(`prepayment ${prepayment.id} has no hold`);
  const outcome = await reassess(tx, prepayment);
  if ('problem' in outcome) {
    log.info({ prepayment: prepayment.id, problem: outcome.problem }, 'prepayment canceled');
    await cancelInReview(tx, clock, prepayment);
    return;
  }
  const { state, assessment } = outcome;
  const booked = await bookFromHold(tx, clock, state.loan, assessment, {
    id: prepayment.id,
    holdId,
  });
  await replaceUnpaidSchedule(tx, state.loan, assessment);
  await tx
    .update(prepayments)
    .set({
      status: 'COMPLETED',
      transactionId: booked.id,
      accruedInterest: BigInt(assessment.accruedInterestMinor),
      principalRepaid: BigInt(assessment.principalRepaidMinor),
      completedAt: toDate(booked.bookedAt),
    })
    .where(eq(prepayments.id, prepayment.id));
}
