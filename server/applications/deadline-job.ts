/**
 * The deadline job: applications whose deadline has passed move to WAITING_REFRESH by
 * DEADLINE_PASSED, where the chart allows it (an open application before signing); the
 * customer then renews them with `refreshLoanApplication`.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import {
  type ApplicationProduct,
  isLoanApplicationStatus,
  loanApplicationStatuses,
  nextStatus,
} from '../../machines/loanApplication.machine';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { applicationProducts, type LoanApplicationRow, loanApplications } from '../db/schema';
import { every, type JobLog, type JobRegistrar } from '../jobs';
import { forEachProduct } from '../shared/each-product';
import { applyEvent } from './lifecycle';

export const applicationJobs = { expire: 'loan-applications.expire-deadlines' } as const;

/** Statuses some product can leave by DEADLINE_PASSED: the query's coarse filter. */
const expirable = loanApplicationStatuses.filter((status) =>
  applicationProducts.some(
    (product) => nextStatus(status, { type: 'DEADLINE_PASSED' }, product) !== undefined,
  ),
);

function canExpire({ status, product }: LoanApplicationRow): boolean {
  return (
    isLoanApplicationStatus(status) &&
    nextStatus(status, { type: 'DEADLINE_PASSED' }, product as ApplicationProduct) !== undefined
  );
}

export async function expireApplications(
  db: BankDb,
  clock: Clock,
  { log, signal }: { log: JobLog; signal: AbortSignal },
): Promise<void> {
  const now = toDate(clock.now());
  const due = await db
    .select({ id: loanApplications.id })
    .from(loanApplications)
    .where(and(lte(loanApplications.deadline, now), inArray(loanApplications.status, expirable)))
    .orderBy(asc(loanApplications.id));
  await forEachProduct(
    db,
    due.map((row) => row.id),
    log,
    signal,
    {
      what: 'application expiry',
      lock: async (tx, id) => {
        const [row] = await tx
          .select()
          .from(loanApplications)
          .where(and(eq(loanApplications.id, id), lte(loanApplications.deadline, now)))
          .for('update', { skipLocked: true });
        return row && canExpire(row) ? row : undefined;
      },
      work: async (tx, application) => {
        await applyEvent(tx, clock, application, 'DEADLINE_PASSED');
      },
    },
  );
}

export function registerApplicationJobs(jobs: JobRegistrar, log: JobLog) {
  // Every few minutes, so an expired application shows 'refresh' soon after its countdown ends.
  jobs.recurring(applicationJobs.expire, every({ minutes: 5 }), ({ db, clock, signal }) =>
    expireApplications(db, clock, { log, signal }),
  );
}
