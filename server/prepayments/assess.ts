/**
 * The rules of an early repayment (PRODUCT 4.5, 8), in the order the customer should hear them:
 * a request already in review, an overdue instalment, a loan or date the bank takes only at a
 * branch, then the amount. The arithmetic is domain/prepayment.ts, the one the form runs.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { nextBusinessDay } from '../../domain/calendar';
import type { Instalment } from '../../domain/loan';
import { amountToMinor, toDecimalString } from '../../domain/money';
import { type PrepaymentOption, type PrepaymentProblem, prepay } from '../../domain/prepayment';
import { prepayments } from '../db/schema';
import type { LedgerDb } from '../ledger';
import type { LoanState } from './loan-state';
import { invalidRequest, refusal } from './refusals';

/** The smallest partial prepayment, in qəpik: 50 ₼. */
export const minimumPrepaymentMinor = 50_00;

export interface PrepaymentAsk {
  option: PrepaymentOption;
  /** Major units, as the contract sends it; FM_1 and FM_2 only. */
  amount?: number;
}

export interface Assessment {
  option: PrepaymentOption;
  executionDate: Temporal.PlainDate;
  paidNowMinor: number;
  accruedInterestMinor: number;
  principalRepaidMinor: number;
  monthlyPaymentMinor: number;
  remaining: Instalment[];
}

/** Refuses with PRODUCT 8's catalogue, or gives what the prepayment would do on its day. */
export async function assessPrepayment(
  db: LedgerDb,
  state: LoanState,
  ask: PrepaymentAsk,
  today: Temporal.PlainDate,
): Promise<Assessment> {
  const { loan } = state;
  if (await inReview(db, loan.id)) throw refusal('PREPAYMENT_ALREADY_EXISTS', 409);
  const overdue = state.rows.some((row) => row.status === 'DUE' && row.dueDate < today.toString());
  if (overdue) throw refusal('PREPAYMENT_OVERDUE_DEBT', 422);
  // FM_3 is booked today; a partial one on the next business day (PRODUCT 4.5).
  const executionDate = ask.option === 'FM_3' ? today : nextBusinessDay(today);
  await checkPayableOnline(db, state, ask.option, executionDate);
  const amountMinor = ask.option === 'FM_3' ? undefined : partialAmount(ask, loan.currency);
  const result = prepay({
    schedule: state.schedule,
    startDate: loan.startDate,
    annualRatePercent: loan.ratePercent,
    paidInstalments: state.paidInstalments,
    onDate: executionDate,
    option: ask.option,
    amountMinor,
  });
  if (!result.ok) throw problemRefusal(result.problem);
  if (state.availableMinor < BigInt(result.paidNowMinor)) {
    throw invalidRequest(409, 'PREPAYMENT_INSUFFICIENT_FUNDS');
  }
  const { ok: _, ...outcome } = result;
  return { option: ask.option, executionDate, ...outcome };
}

async function inReview(db: LedgerDb, loanId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: prepayments.id })
    .from(prepayments)
    .where(and(eq(prepayments.loanId, loanId), eq(prepayments.status, 'IN_REVIEW')));
  return row !== undefined;
}

/**
 * PREPAYMENT_INVALID_LOAN, "payable only at a branch": a loan in another currency than manats
 * (its kind); a remaining debt too small for a partial prepayment (its debt amount); an
 * instalment falling due by the execution day, which its collection must settle first, or a
 * prepayment already booked in the current period, whose accrued interest the domain's
 * convention counts from the last paid instalment (its date).
 */
async function checkPayableOnline(
  db: LedgerDb,
  state: LoanState,
  option: PrepaymentOption,
  executionDate: Temporal.PlainDate,
) {
  const { loan, schedule, paidInstalments } = state;
  const invalid = () => refusal('PREPAYMENT_INVALID_LOAN', 422);
  if (loan.currency !== 'AZN') throw invalid();
  const next = schedule[paidInstalments];
  if (!next || next.dueDate <= executionDate.toString()) throw invalid();
  const owed = next.principalMinor + next.balanceAfterMinor;
  if (option !== 'FM_3' && owed <= minimumPrepaymentMinor) throw invalid();
  const periodStart = schedule[paidInstalments - 1]?.dueDate ?? loan.startDate;
  const [prepaid] = await db
    .select({ id: prepayments.id })
    .from(prepayments)
    .where(
      and(
        eq(prepayments.loanId, loan.id),
        eq(prepayments.status, 'COMPLETED'),
        gt(prepayments.executionDate, periodStart),
      ),
    );
  if (prepaid) throw invalid();
}

function partialAmount(ask: PrepaymentAsk, currency: string): number {
  if (ask.amount === undefined) throw invalidRequest(400, 'PREPAYMENT_AMOUNT_REQUIRED');
  const minor = amountToMinor(ask.amount, currency);
  if (minor === undefined || minor <= 0) {
    throw invalidRequest(400, 'FIELD_INVALID', { field: 'amount' });
  }
  if (minor < minimumPrepaymentMinor) {
    throw refusal('PREPAYMENT_AMOUNT_BELOW_MIN', 422, 'PREPAYMENT_AMOUNT_BELOW_MIN', {
      min: toDecimalString(minimumPrepaymentMinor, currency),
    });
  }
  return minor;
}

function problemRefusal(problem: PrepaymentProblem) {
  switch (problem) {
    case 'loan-repaid':
      return invalidRequest(404, 'PREPAYMENT_LOAN_NOT_FOUND');
    case 'instalment-overdue':
      return refusal('PREPAYMENT_OVERDUE_DEBT', 422);
    case 'amount-below-accrued-interest':
      return refusal('PREPAYMENT_AMOUNT_BELOW_MIN', 422, 'PREPAYMENT_AMOUNT_BELOW_INTEREST');
    case 'amount-covers-whole-debt':
      return invalidRequest(422, 'PREPAYMENT_AMOUNT_COVERS_DEBT');
  }
}
