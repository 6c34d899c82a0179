/**
 * The figures every paper prints, computed once from the accepted offer by the same function as
 * the calculator the customer chose with (domain/loan-cost.ts): the schedule, its totals, the
 * insurance premium and the effective annual rate.
 */
import type { Instalment } from '../../domain/loan';
import { loanCost } from '../../domain/loan-cost';
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
  const premiumMinor = facts.insurance?.premiumMinor ?? 0;
  const cost = loanCost({
    amountMinor: facts.amountMinor,
    annualRatePercent: facts.annualRatePercent,
    months: facts.months,
    startDate: facts.startDate,
    // The payment the customer accepted is the one the schedule collects.
    paymentMinor: facts.monthlyPaymentMinor,
    upfrontCostMinor: premiumMinor,
  });
  return { ...cost, premiumMinor };
}
