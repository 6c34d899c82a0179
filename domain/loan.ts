/**
 * The annuity loan: equal monthly payments at a monthly rate of annual rate / 12 (PRODUCT 5), every
 * month the same length — the calculator's convention, kept on the server too so the payment
 * the customer was shown is the payment the schedule collects.
 *
 * All money is integer minor units; the rate maths is exact (BigInt fractions) and rounds half
 * up to the minor unit only where money is fixed: the payment and each month's interest.
 */
import { Temporal } from 'temporal-polyfill';
import { minorUnitDigits, toCurrency, toDecimalString } from './money';
import {
  divideRoundHalfUp,
  type Fraction,
  isMinorUnits,
  percentToFraction,
  toSafeNumber,
} from './rate';

/** The monthly rate of an annual rate in percent, as an exact fraction (18 % → 18/1200). */
export function monthlyRate(annualRatePercent: number | string): Fraction | undefined {
  const annual = percentToFraction(annualRatePercent);
  return annual && { numerator: annual.numerator, denominator: annual.denominator * 12n };
}

function checkLoanTerms(amountMinor: number, months: number): void {
  if (!isMinorUnits(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`A loan amount is a positive number of minor units: ${amountMinor}`);
  }
  if (!Number.isSafeInteger(months) || months <= 0) {
    throw new RangeError(`A loan term is a positive whole number of months: ${months}`);
  }
}

function requireMonthlyRate(annualRatePercent: number | string): Fraction {
  const rate = monthlyRate(annualRatePercent);
  if (!rate) throw new RangeError(`Not an annual rate in percent: ${annualRatePercent}`);
  return rate;
}

/**
 * The monthly annuity payment in minor units: P·m·(1+m)^n / ((1+m)^n − 1), exactly, rounded
 * half up. With m = a/D this is P·a·N^n / (D·(N^n − D^n)) where N = D + a. An interest-free
 * loan (rate 0) pays amount / months, rounded half up. Throws RangeError for a non-positive
 * amount or term or a rate that is not a non-negative percentage.
 */
export function annuityPaymentMinor(
  amountMinor: number,
  annualRatePercent: number | string,
  months: number,
): number {
  checkLoanTerms(amountMinor, months);
  const { numerator: a, denominator: d } = requireMonthlyRate(annualRatePercent);
  const principal = BigInt(amountMinor);
  const n = BigInt(months);
  if (a === 0n) return toSafeNumber(divideRoundHalfUp(principal, n));
  const growth = (d + a) ** n;
  const discount = d ** n;
  return toSafeNumber(divideRoundHalfUp(principal * a * growth, d * (growth - discount)));
}

function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
}

/**
 * PRODUCT 5's calculator: the monthly payment as a string with 2 decimals ('499.24'), or '0.00' if
 * any value is zero or invalid (a zero rate too — PRODUCT 5 says so, although an interest-free
 * loan would repay amount / months). The amount is what the calculator holds: whole units of
 * the currency (manats), floored to an integer as PRODUCT 9 says; it is converted to minor units
 * here so the figure is exactly the one annuityPaymentMinor gives the bank server.
 */
export function monthlyPayment(
  amount: number | string,
  annualRate: number | string,
  months: number | string,
  currency = 'AZN',
): string {
  const zero = '0.00';
  const wholeAmount = Math.floor(toNumber(amount));
  const rate = typeof annualRate === 'number' ? annualRate : annualRate.trim().replace(',', '.');
  const term = toNumber(months);
  if (!(wholeAmount > 0) || !(term > 0) || !Number.isInteger(term)) return zero;
  if (!Number.isSafeInteger(wholeAmount) || !monthlyRate(rate) || toNumber(rate) === 0) {
    return zero;
  }
  const digits = minorUnitDigits[toCurrency(currency) ?? 'AZN'];
  const amountMinor = wholeAmount * 10 ** digits;
  if (!Number.isSafeInteger(amountMinor)) return zero;
  return toDecimalString(annuityPaymentMinor(amountMinor, rate, term), currency);
}

/** One instalment of a repayment schedule; money in minor units, the date as yyyy-MM-dd. */
export interface Instalment {
  /** 1-based position in the schedule. */
  number: number;
  dueDate: string;
  paymentMinor: number;
  principalMinor: number;
  interestMinor: number;
  /** Principal still owed after this instalment is paid. */
  balanceAfterMinor: number;
}

export interface ScheduleTerms {
  amountMinor: number;
  annualRatePercent: number | string;
  months: number;
  /** The day the money is paid out; instalment k falls due k months later. */
  startDate: Temporal.PlainDate | string;
  /** A payment other than the annuity (after an early repayment that keeps the term short). */
  paymentMinor?: number;
}

/**
 * The due date of instalment k: the start date plus k calendar months, each counted from the
 * start date so a loan taken on 31 January falls due on 28/29 February, 31 March, 30 April —
 * never drifting to the 28th for good. Due dates are not moved off holidays here; collection on
 * a non-business day is the ledger's concern (see calendar.ts).
 */
export function dueDate(startDate: Temporal.PlainDate | string, instalment: number): string {
  return Temporal.PlainDate.from(startDate).add({ months: instalment }).toString();
}

/**
 * The full annuity schedule. Each month's interest is the balance × monthly rate rounded half up
 * to the minor unit; principal is the payment minus that interest. The last instalment pays the
 * whole remaining balance (absorbing every rounding of the months before), so the principals
 * sum exactly to the amount. With a payment larger than the annuity the schedule ends as soon
 * as the balance is repaid, possibly before `months`.
 */
export function repaymentSchedule(terms: ScheduleTerms): Instalment[] {
  const { amountMinor, annualRatePercent, months, startDate } = terms;
  checkLoanTerms(amountMinor, months);
  const rate = requireMonthlyRate(annualRatePercent);
  const payment = terms.paymentMinor ?? annuityPaymentMinor(amountMinor, annualRatePercent, months);
  if (!isMinorUnits(payment) || payment <= 0) {
    throw new RangeError(`A payment is a positive number of minor units: ${payment}`);
  }
  const schedule: Instalment[] = [];
  let balance = amountMinor;
  for (let number = 1; number <= months && balance > 0; number += 1) {
    const interest = toSafeNumber(
      divideRoundHalfUp(BigInt(balance) * rate.numerator, rate.denominator),
    );
    const last = number === months || payment - interest >= balance;
    const principal = last ? balance : Math.max(payment - interest, 0);
    balance -= principal;
    schedule.push({
      number,
      dueDate: dueDate(startDate, number),
      paymentMinor: principal + interest,
      principalMinor: principal,
      interestMinor: interest,
      balanceAfterMinor: balance,
    });
  }
  return schedule;
}

/** Total interest and total cost (principal + interest) of a schedule, in minor units. */
export function scheduleTotals(schedule: readonly Instalment[]): {
  principalMinor: number;
  interestMinor: number;
  paymentMinor: number;
} {
  let principalMinor = 0;
  let interestMinor = 0;
  for (const instalment of schedule) {
    principalMinor += instalment.principalMinor;
    interestMinor += instalment.interestMinor;
  }
  return { principalMinor, interestMinor, paymentMinor: principalMinor + interestMinor };
}
