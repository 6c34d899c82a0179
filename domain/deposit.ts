/**
 * Deposits (PRODUCT 3, 4.5): daily interest accrual, payout dates, and the interest a deposit will
 * earn, shown before the customer commits.
 *
 * Day count: ACT/365 Fixed — each calendar day earns balance × annual rate / 365, leap years
 * included (366 days of a leap year earn 366/365 of the annual rate). It is the convention of
 * AZN money markets and the simplest to explain on a statement: "rate / 365 per day".
 *
 * Rounding: interest accrues exactly, in fractions of a qəpik. Each day posts the whole minor
 * units earned and carries the fraction (an exact remainder, see AccrualCarry) into the next
 * day. Rounding every day would lose up to one qəpik a day to one side; carrying loses nothing,
 * so what is posted over any run of days is the exact interest rounded down once. At the last
 * payout the remaining fraction (under one qəpik) is not paid.
 */
import { Temporal } from 'temporal-polyfill';
import { isMinorUnits, percentToFraction } from './rate';

export const depositTypes = ['PROFIT', 'AVANS', 'TRGT'] as const;
export type DepositType = (typeof depositTypes)[number];

/** MON pays monthly; YEAR and YEARLY (both spellings occur, PRODUCT 4.5) pay at the term's end. */
export const payoutFrequencies = ['MON', 'YEAR', 'YEARLY'] as const;
export type PayoutFrequency = (typeof payoutFrequencies)[number];

export const daysInYear = 365;

// Rates are held in millionths of a percent, so every accrual is an integer division by this.
const rateScale = 1_000_000n;
/**
 * The denominator of the carried fraction: interest in minor units × this is an integer. It is
 * 365 × 100 (percent) × 10^6 (rate scale) = 3.65 × 10^10, so a carry always fits a JS number.
 */
export const accrualDenominator = Number(BigInt(daysInYear) * 100n * rateScale);

/** Fraction of a minor unit carried between accruals, in 1/accrualDenominator; 0 to start. */
export type AccrualCarry = number;

function rateInMillionthsOfPercent(annualRatePercent: number | string): bigint {
  const rate = percentToFraction(annualRatePercent);
  if (!rate) throw new RangeError(`Not an annual rate in percent: ${annualRatePercent}`);
  // rate = numerator / denominator of one; in millionths of a percent: × 100 × 10^6.
  const scaled = rate.numerator * 100n * rateScale;
  if (scaled % rate.denominator !== 0n) throw new RangeError('Rate has too many decimals');
  return scaled / rate.denominator;
}

/**
 * Interest for `days` days on a balance, in whole minor units, and the new carry. Pass the carry
 * from the previous accrual back in (persist it with the deposit); start from 0.
 */
export function accrueInterest(
  balanceMinor: number,
  annualRatePercent: number | string,
  days = 1,
  carry: AccrualCarry = 0,
): { interestMinor: number; carry: AccrualCarry } {
  if (!isMinorUnits(balanceMinor) || balanceMinor < 0) {
    throw new RangeError(`A deposit balance is a non-negative amount: ${balanceMinor}`);
  }
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`Not a day count: ${days}`);
  if (!Number.isSafeInteger(carry) || carry < 0 || carry >= accrualDenominator) {
    throw new RangeError(`Not a carry: ${carry}`);
  }
  const rate = rateInMillionthsOfPercent(annualRatePercent);
  const total = BigInt(balanceMinor) * rate * BigInt(days) + BigInt(carry);
  const denominator = BigInt(accrualDenominator);
  return { interestMinor: Number(total / denominator), carry: Number(total % denominator) };
}

type DateLike = Temporal.PlainDate | string;

/** The term ends the given number of months after the start (31 Jan + 1 month = 28/29 Feb). */
export function depositEndDate(startDate: DateLike, termMonths: number): Temporal.PlainDate {
  return Temporal.PlainDate.from(startDate).add({ months: termMonths });
}

/**
 * The days interest is paid out: MON on the start day of every following month (each counted
 * from the start, so a deposit of 31 January pays on 28 February, then 31 March), the last on
 * the end date; YEAR and YEARLY once, on the end date.
 */
export function payoutDates(
  startDate: DateLike,
  termMonths: number,
  frequency: PayoutFrequency,
): Temporal.PlainDate[] {
  if (!Number.isSafeInteger(termMonths) || termMonths <= 0) {
    throw new RangeError(`A deposit term is a positive number of months: ${termMonths}`);
  }
  const start = Temporal.PlainDate.from(startDate);
  if (frequency !== 'MON') return [depositEndDate(start, termMonths)];
  return Array.from({ length: termMonths }, (_, index) => start.add({ months: index + 1 }));
}

/**
 * The first payout date strictly after `after` (pass the start date for the first payout), or
 * undefined once the last payout (the end date) is behind. A deposit remembers this date, so the
 * daily job only asks "is it today or before?".
 */
export function nextPayoutDate(
  startDate: DateLike,
  termMonths: number,
  frequency: PayoutFrequency,
  after: DateLike,
): Temporal.PlainDate | undefined {
  return payoutDates(startDate, termMonths, frequency).find(
    (date) => Temporal.PlainDate.compare(date, after) > 0,
  );
}

export interface DepositTerms {
  principalMinor: number;
  annualRatePercent: number | string;
  startDate: DateLike;
  termMonths: number;
  payout: PayoutFrequency;
}

export interface InterestPayout {
  date: Temporal.PlainDate;
  /** Days of interest in this payout: from the previous payout (or the start) to this date. */
  days: number;
  interestMinor: number;
}

/**
 * The interest a deposit will earn over its term, payout by payout, for showing before the
 * customer commits. Interest is paid out, not added to the deposit (docs/PRODUCT.md knows no
 * capitalisation), so the balance stays the principal; each day from the start date up to but
 * not including the end date earns interest.
 */
export function projectedInterest(terms: DepositTerms): {
  payouts: InterestPayout[];
  totalInterestMinor: number;
  endDate: Temporal.PlainDate;
} {
  const { principalMinor, annualRatePercent, termMonths, payout } = terms;
  let from = Temporal.PlainDate.from(terms.startDate);
  let carry: AccrualCarry = 0;
  const payouts: InterestPayout[] = [];
  for (const date of payoutDates(from, termMonths, payout)) {
    const days = from.until(date).days;
    const accrued = accrueInterest(principalMinor, annualRatePercent, days, carry);
    carry = accrued.carry;
    payouts.push({ date, days, interestMinor: accrued.interestMinor });
    from = date;
  }
  const totalInterestMinor = payouts.reduce((sum, p) => sum + p.interestMinor, 0);
  return { payouts, totalInterestMinor, endDate: depositEndDate(terms.startDate, termMonths) };
}
