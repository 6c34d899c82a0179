/**
 * The cost of credit of an annuity loan: the schedule, its total interest, everything the
 * borrower pays, and the effective annual rate (APR) from those cash flows. One function for
 * the papers the bank prints (server/documents/figures.ts) and the calculator the customer
 * chooses with, so the figures shown before accepting are the figures signed afterwards.
 */
import { effectiveAnnualRatePercent } from './apr';
import { type Instalment, repaymentSchedule, scheduleTotals } from './loan';

export interface LoanCostTerms {
  amountMinor: number;
  annualRatePercent: number | string;
  months: number;
  /** yyyy-MM-dd the money is paid out; instalments fall due monthly from it. */
  startDate: string;
  /** The payment the schedule collects; the annuity when omitted. */
  paymentMinor?: number;
  /** Costs paid at the payout (an insurance premium): they count in the total and the APR. */
  upfrontCostMinor?: number;
}

export interface LoanCost {
  schedule: Instalment[];
  totalInterestMinor: number;
  /** Principal, interest and the upfront costs: everything the borrower pays. */
  totalPayableMinor: number;
  aprPercent: number;
}

export function loanCost(terms: LoanCostTerms): LoanCost {
  const schedule = repaymentSchedule(terms);
  const totals = scheduleTotals(schedule);
  const upfront = terms.upfrontCostMinor ?? 0;
  return {
    schedule,
    totalInterestMinor: totals.interestMinor,
    totalPayableMinor: totals.paymentMinor + upfront,
    aprPercent: effectiveAnnualRatePercent({
      payoutDate: terms.startDate,
      netReceivedMinor: terms.amountMinor - upfront,
      payments: schedule.map((row) => ({ date: row.dueDate, amountMinor: row.paymentMinor })),
    }),
  };
}
