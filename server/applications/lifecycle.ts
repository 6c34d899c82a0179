/**
 * Every status change of an application goes through the lifecycle chart
 * (machines/loanApplication.machine.ts), the same one the web app runs: what the chart does not
 * allow is refused with 409 and nothing changes. REFRESHED also renews the deadline and the
 * offers, whoever sends it; entering a status does what on-enter.ts says, in the same transaction,
 * including any step the bank then takes by itself.
 * A passed deadline counts from the moment it passes, not from the deadline job's next run.
 */
import { eq } from 'drizzle-orm';
import {
  type ApplicationProduct,
  isLoanApplicationStatus,
  type LifecycleEventType,
  type LoanApplicationStatus,
  nextStatus,
} from '../../machines/loanApplication.machine';
import { type Clock, toDate } from '../clock';
import { type LoanApplicationRow, loanApplications } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { LedgerTx } from '../ledger';
import { offersFor } from './offers';
import { automaticEvent, enterStatus } from './on-enter';
import { financesOf, replaceOffers } from './store';

/** How long the customer has to carry an application through (3 days), on the bank's clock. */
export const applicationDeadlineHours = 72;

export function deadlineFrom(clock: Clock): Date {
  return toDate(clock.now().add({ hours: applicationDeadlineHours }));
}

export function statusConflict(): BankError {
  return new BankError('APPLICATION_STATUS_CONFLICT', 409);
}

function nextOf({ status, product }: LoanApplicationRow, type: LifecycleEventType) {
  return isLoanApplicationStatus(status)
    ? nextStatus(status, { type }, product as ApplicationProduct)
    : undefined;
}

/** The status `type` leads to, or 409 when the chart does not allow it from here. */
export function statusAfter(application: LoanApplicationRow, type: LifecycleEventType) {
  const next = nextOf(application, type);
  if (next === undefined) throw statusConflict();
  return next;
}

/** Its deadline has passed on the bank's clock in a status the chart lets a deadline pass in. */
export function isOverdue(application: LoanApplicationRow, clock: Clock): boolean {
  return (
    application.deadline.getTime() <= clock.now().epochMilliseconds &&
    nextOf(application, 'DEADLINE_PASSED') !== undefined
  );
}

/**
 * The application as it stands on the bank's clock. The deadline job runs only every few
 * minutes, so for a while after a deadline the stored status is stale; rather than write on a
 * read, what the customer is shown is the status DEADLINE_PASSED leads to (WAITING_REFRESH),
 * the same one `applyEvent` starts from.
 */
export function asOfNow(application: LoanApplicationRow, clock: Clock): LoanApplicationRow {
  return isOverdue(application, clock)
    ? { ...application, status: statusAfter(application, 'DEADLINE_PASSED') }
    : application;
}

export type ApplicationChanges = Partial<
  Omit<typeof loanApplications.$inferInsert, 'id' | 'customerId' | 'status'>
>;

/**
 * Moves a locked application on by `type`, with any other changes of the same step. An overdue
 * one first takes DEADLINE_PASSED, as the deadline job would have: a refresh then renews it, and
 * a step the expired status does not take is refused with 409, the expiry rolled back with it.
 */
export async function applyEvent(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
  type: LifecycleEventType,
  changes: ApplicationChanges = {},
): Promise<LoanApplicationRow> {
  const current =
    type !== 'DEADLINE_PASSED' && isOverdue(application, clock)
      ? await move(tx, clock, application, 'DEADLINE_PASSED')
      : application;
  return move(tx, clock, current, type, changes);
}

async function move(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
  type: LifecycleEventType,
  changes: ApplicationChanges = {},
): Promise<LoanApplicationRow> {
  const status: LoanApplicationStatus = statusAfter(application, type);
  const renewal = type === 'REFRESHED' ? await renew(tx, clock, application) : {};
  const [updated] = await tx
    .update(loanApplications)
    .set({ ...renewal, ...changes, status, updatedAt: toDate(clock.now()) })
    .where(eq(loanApplications.id, application.id))
    .returning();
  if (!updated) throw new Error(`application ${application.id} vanished while locked`);
  await enterStatus(tx, clock, updated);
  const automatic = automaticEvent(updated);
  return automatic ? move(tx, clock, updated, automatic) : updated;
}

/**
 * Fresh offers from today's finances, a new deadline, and no offer accepted any more. Accounts
 * and deposits have no offers: only their deadline is renewed (their choice stands, on-enter.ts).
 */
async function renew(tx: LedgerTx, clock: Clock, application: LoanApplicationRow) {
  if (application.product === 'ACCOUNT' || application.product === 'DEPOSIT') {
    return { deadline: deadlineFrom(clock) } satisfies ApplicationChanges;
  }
  await replaceOffers(tx, application.id, await offerDrafts(tx, application));
  return {
    deadline: deadlineFrom(clock),
    acceptedOfferId: null,
    acceptedAmount: null,
    acceptedTerm: null,
    acceptedInterest: null,
    acceptedMonthlyPayment: null,
    refinancedLoans: [],
  } satisfies ApplicationChanges;
}

export async function offerDrafts(tx: LedgerTx, application: LoanApplicationRow) {
  const { finances, refinanceable } = await financesOf(tx, application.customerId);
  return offersFor({
    product: application.product === 'REFIN' ? 'REFIN' : 'LOAN',
    requestedManat: Number(application.requestedAmount / 100n),
    finances,
    refinanceable,
  });
}
