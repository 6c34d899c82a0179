/**
 * The figures every paper prints, computed once from the accepted offer with the same rules as
 * the calculator and the loan's own schedule (domain/loan.ts): the schedule, its totals, the
 * insurance premium and the effective annual rate.
 */
import { type Instalment, repaymentSchedule, scheduleTotals } from '../../domain/loan';
import { effectiveAnnualRatePercent } from './apr';
import type { LoanFacts } from './model';

export interface LoanFigures {
  schedule: Instalment[];
  totalInterestMinor: number;
  premiumMinor: number;
  /** Principal, interest and the premium: everything the borrower pays. */
  totalPayableMinor: number;
  aprPercent: number;
}

export function loanFigures(
  facts: Pick<
    LoanFacts,
    | 'amountMinor'
    | 'annualRatePercent'
    | 'months'
    | 'startDate'
    | 'monthlyPaymentMinor'
    | 'insurance'
  >,
): LoanFigures {
  const schedule = repaymentSchedule({
    amountMinor: facts.amountMinor,
    annualRatePercent: facts.annualRatePercent,
    months: facts.months,
    startDate: facts.startDate,
    // The payment the customer accepted is the one the schedule collects.
    paymentMinor: facts.monthlyPaymentMinor,
  });
  const totals = scheduleTotals(schedule);
  const premiumMinor = facts.insurance?.premiumMinor ?? 0;
  return {
    schedule,
    totalInterestMinor: totals.interestMinor,
    premiumMinor,
    totalPayableMinor: totals.paymentMinor + premiumMinor,
    aprPercent: effectiveAnnualRatePercent({
      payoutDate: facts.startDate,
      netReceivedMinor: facts.amountMinor - premiumMinor,
      payments: schedule.map((row) => ({ date: row.dueDate, amountMinor: row.paymentMinor })),
    }),
  };
}
