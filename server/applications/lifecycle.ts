/**
 * Every status change of an application goes through the lifecycle chart
 * (machines/loanApplication.machine.ts), the same one the web app runs: what the chart does not
 * allow is refused with 409 and nothing changes. REFRESHED also renews the deadline and the
 * offers, whoever sends it.
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
import { financesOf, replaceOffers } from './store';

/** How long the customer has to carry an application through (3 days), on the bank's clock. */
export const applicationDeadlineHours = 72;

export function deadlineFrom(clock: Clock): Date {
  return toDate(clock.now().add({ hours: applicationDeadlineHours }));
}

export function statusConflict(): BankError {
  return new BankError('APPLICATION_STATUS_CONFLICT', 409);
}

/** The status `type` leads to, or 409 when the chart does not allow it from here. */
export function statusAfter(application: LoanApplicationRow, type: LifecycleEventType) {
  const { status, product } = application;
  const next = isLoanApplicationStatus(status)
    ? nextStatus(status, { type }, product as ApplicationProduct)
    : undefined;
  if (next === undefined) throw statusConflict();
  return next;
}

export type ApplicationChanges = Partial<
  Omit<typeof loanApplications.$inferInsert, 'id' | 'customerId' | 'status'>
>;

/** Moves a locked application on by `type`, with any other changes of the same step. */
export async function applyEvent(
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
  return updated;
}

/** Fresh offers from today's finances, a new deadline, and no offer accepted any more. */
async function renew(tx: LedgerTx, clock: Clock, application: LoanApplicationRow) {
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
