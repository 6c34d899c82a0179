/**
 * The request modal's loan calculator (PRODUCT 3, 5, 9) over one offer as the bank sends it
 * (amounts in whole manats): the term range of its brackets, the rate and monthly payment for
 * the chosen amount and month, whether that payment is over the customer's limit, and the cost
 * of credit (APR, total payable, total interest) from the function the loan papers use.
 */
import { monthlyPayment } from './loan';
import { type LoanCost, loanCost } from './loan-cost';
import {
  clampAmount,
  type DurationBracket,
  isOverMonthlyLimit,
  loanDefaults,
  rateForTerm,
} from './loan-offer';

/** An offer as the calculator needs it (the contract's Offer has these fields). */
export interface CalculatorOffer {
  id: string;
  /** PRODUCT 9's position of the offer; 999 is the amount the customer asked for. */
  index?: number;
  amount: number;
  minimumAmount?: number;
  term: number;
  /** The rate and payment at the offer's own amount and term. */
  interest: number;
  monthlyPayment: number;
  debtToIncomeRatio: number;
  refinancingLoansCombinationKey: string;
  durations: readonly DurationBracket[];
}

export interface CalculatorFigures {
  /** The annual rate of the month's bracket, undefined outside every bracket. */
  rate: number | undefined;
  /** The monthly payment with 2 decimals; '0.00' when anything is zero or invalid (PRODUCT 5). */
  payment: string;
  overLimit: boolean;
  /** What the loan costs at this amount and month; undefined when there is no payment. */
  cost: Omit<LoanCost, 'schedule'> | undefined;
}

/** A refinancing offer pays off named loans; a plain credit offer has an empty key. */
export function isRefinancingOffer(offer: Pick<CalculatorOffer, 'refinancingLoansCombinationKey'>) {
  return offer.refinancingLoansCombinationKey.trim() !== '';
}

/** The months the offer's brackets span (PRODUCT 3 monthMin..monthMax, defaults 3 and 48). */
export function termRange(durations: readonly DurationBracket[]): { min: number; max: number } {
  if (durations.length === 0) {
    return { min: loanDefaults.minimumTermMonths, max: loanDefaults.maximumTermMonths };
  }
  return {
    min: Math.min(...durations.map((bracket) => bracket.minTerm)),
    max: Math.max(...durations.map((bracket) => bracket.maxTerm)),
  };
}

/**
 * The amounts the customer may take: from the offer's minimum (default 300) to its amount. A
 * refinancing offer pays its loans off in full, so its amount is fixed.
 */
export function amountRange(offer: CalculatorOffer): { min: number; max: number } {
  const max = Math.floor(offer.amount);
  if (isRefinancingOffer(offer)) return { min: max, max };
  const minimum = Math.floor(offer.minimumAmount ?? loanDefaults.minimumAmount);
  return { min: Math.min(minimum, max), max };
}

/** A typed or slid amount, floored (PRODUCT 9) and kept inside the offer. */
export function offerAmount(offer: CalculatorOffer, amount: number | string): number {
  const { min, max } = amountRange(offer);
  return clampAmount(amount, min, max);
}

/** A chosen month kept inside the offer's brackets. */
export function offerMonth(offer: CalculatorOffer, month: number): number {
  const { min, max } = termRange(offer.durations);
  const whole = Number.isFinite(month) ? Math.round(month) : min;
  return Math.min(Math.max(whole, min), max);
}

/**
 * The cost of `amount` whole manat over `month` months at `rate`, paid out on `startDate`
 * (yyyy-MM-dd), with no upfront costs: a premium is chosen only later (step 4).
 */
function costOf(amount: number, rate: number, month: number, startDate: string) {
  const { totalInterestMinor, totalPayableMinor, aprPercent } = loanCost({
    amountMinor: Math.round(amount * 100),
    annualRatePercent: rate,
    months: month,
    startDate,
  });
  return { totalInterestMinor, totalPayableMinor, aprPercent };
}

/**
 * The rate, payment, over-limit flag and cost of credit for an amount and month of the offer,
 * the money paid out on `startDate` (yyyy-MM-dd, today in Baku for the customer).
 */
export function calculatorFigures(
  offer: CalculatorOffer,
  amount: number,
  month: number,
  startDate: string,
): CalculatorFigures {
  const rate = rateForTerm(offer.durations, month);
  const payment = rate === undefined ? '0.00' : monthlyPayment(amount, rate, month);
  const cost =
    rate === undefined || payment === '0.00' ? undefined : costOf(amount, rate, month, startDate);
  return {
    rate,
    payment,
    overLimit: isOverMonthlyLimit(Number(payment), offer.debtToIncomeRatio),
    cost,
  };
}

/** Whether the figures may be accepted: a real payment within the customer's limit. */
export function figuresAcceptable(figures: CalculatorFigures): boolean {
  return figures.rate !== undefined && figures.payment !== '0.00' && !figures.overLimit;
}

/**
 * The bank holding a loan account, by its IBAN's bank code (characters 5–8, 'AIIB' in
 * AZ12AIIB…) against the first four letters of each bank's BIC; undefined when none fits.
 */
export function bankOfAccount<B extends { bic: string }>(
  iban: string,
  banks: readonly B[],
): B | undefined {
  const code = iban.replace(/\s/g, '').toUpperCase().slice(4, 8);
  if (code.length < 4) return undefined;
  return banks.find((bank) => bank.bic.toUpperCase().startsWith(code));
}
