/**
 * The figures a deposit agreement prints: the payout plan, the interest each payout brings and
 * the total, computed by domain/deposit.ts, the same rules the bank accrues and pays with.
 * The plan assumes the deposit starts on the day the papers are prepared.
 */
import { projectedInterest } from '../../domain/deposit';
import type { DepositFacts } from './model';

export interface PlannedPayout {
  number: number;
  /** yyyy-MM-dd */
  date: string;
  days: number;
  interestMinor: number;
}

export interface DepositPlan {
  payouts: PlannedPayout[];
  totalInterestMinor: number;
  /** yyyy-MM-dd: the principal goes back to the source account on this day. */
  endDate: string;
  /** The principal and every payout: what the depositor receives over the term. */
  totalReturnedMinor: number;
}

export function depositPlan(
  facts: Pick<
    DepositFacts,
    'amountMinor' | 'annualRatePercent' | 'startDate' | 'termMonths' | 'payout'
  >,
): DepositPlan {
  const projection = projectedInterest({
    principalMinor: facts.amountMinor,
    annualRatePercent: facts.annualRatePercent,
    startDate: facts.startDate,
    termMonths: facts.termMonths,
    payout: facts.payout,
  });
  return {
    payouts: projection.payouts.map((payout, index) => ({
      number: index + 1,
      date: payout.date.toString(),
      days: payout.days,
      interestMinor: payout.interestMinor,
    })),
    totalInterestMinor: projection.totalInterestMinor,
    endDate: projection.endDate.toString(),
    totalReturnedMinor: facts.amountMinor + projection.totalInterestMinor,
  };
}
