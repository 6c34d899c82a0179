/**
 * Early repayment of an annuity loan (PRODUCT 4.5): FM_1 keeps the payment and shortens the term,
 * FM_2 keeps the term and lowers the payment, FM_3 repays everything. Pure functions over a
 * schedule from loan.ts; the ledger decides when they run (PRODUCT 4.5: a partial prepayment is
 * processed on the next business day — see calendar.ts executionDate).
 *
 * Interest convention, so neither side loses money: on the execution day the bank is owed the
 * interest of the current period pro rata by days (current balance × monthly rate × days elapsed
 * / days in the period). The customer's amount pays that first and the rest reduces principal.
 * The next instalment then charges interest on the reduced balance only for the days left in
 * the period. Instalments not yet due keep their due dates.
 */
import { Temporal } from 'temporal-polyfill';
import { annuityPaymentMinor, type Instalment, monthlyRate } from './loan';
import { divideRoundHalfUp, isMinorUnits, toSafeNumber } from './rate';

export type PrepaymentOption = 'FM_1' | 'FM_2' | 'FM_3';

export interface PrepaymentRequest {
  /** The loan's whole schedule (paid and unpaid instalments). */
  schedule: readonly Instalment[];
  /** The day the money was paid out; the first period runs from it. */
  startDate: Temporal.PlainDate | string;
  annualRatePercent: number | string;
  /** How many instalments, from the first, are already paid. */
  paidInstalments: number;
  /** The day the prepayment is executed. */
  onDate: Temporal.PlainDate | string;
  option: PrepaymentOption;
  /** What the customer pays now, in minor units (ignored for FM_3, which pays the payoff). */
  amountMinor?: number;
}

export type PrepaymentProblem =
  /** Nothing is left to repay. */
  | 'loan-repaid'
  /** An instalment due before the execution day is still unpaid: pay it first. */
  | 'instalment-overdue'
  /** The amount does not even cover the interest accrued so far. */
  | 'amount-below-accrued-interest'
  /** The amount repays the whole debt: that is FM_3. */
  | 'amount-covers-whole-debt';

export type PrepaymentResult =
  | {
      ok: true;
      /** What the customer pays on the execution day. */
      paidNowMinor: number;
      accruedInterestMinor: number;
      principalRepaidMinor: number;
      /** The regular payment from now on: unchanged by FM_1, lowered by FM_2, 0 after FM_3. */
      monthlyPaymentMinor: number;
      /** The instalments still to pay, numbered on from the paid ones; empty after FM_3. */
      remaining: Instalment[];
    }
  | { ok: false; problem: PrepaymentProblem };

interface Period {
  balanceMinor: number;
  elapsedDays: number;
  periodDays: number;
}

/** The current period and how far into it the execution day is, or a problem. */
function currentPeriod(request: PrepaymentRequest): Period | PrepaymentProblem {
  const { schedule, paidInstalments } = request;
  if (!Number.isSafeInteger(paidInstalments) || paidInstalments < 0) {
    throw new RangeError(`Paid instalments must be a count: ${paidInstalments}`);
  }
  const next = schedule[paidInstalments];
  if (!next) return 'loan-repaid';
  const previous = schedule[paidInstalments - 1];
  const periodStart = Temporal.PlainDate.from(previous ? previous.dueDate : request.startDate);
  const onDate = Temporal.PlainDate.from(request.onDate);
  const periodEnd = Temporal.PlainDate.from(next.dueDate);
  if (Temporal.PlainDate.compare(onDate, periodEnd) > 0) return 'instalment-overdue';
  const days = (from: Temporal.PlainDate, to: Temporal.PlainDate) => from.until(to).days;
  return {
    balanceMinor: previous
      ? previous.balanceAfterMinor
      : next.principalMinor + next.balanceAfterMinor,
    elapsedDays: Math.max(days(periodStart, onDate), 0),
    periodDays: days(periodStart, periodEnd),
  };
}

/** balance × monthly rate × share of a period, in minor units rounded half up. */
function periodInterest(
  balance: number,
  annualRatePercent: number | string,
  share: [number, number],
) {
  const rate = monthlyRate(annualRatePercent);
  if (!rate) throw new RangeError(`Not an annual rate in percent: ${annualRatePercent}`);
  const [part, whole] = share;
  if (whole <= 0) return 0;
  const numerator = BigInt(balance) * rate.numerator * BigInt(part);
  return toSafeNumber(divideRoundHalfUp(numerator, rate.denominator * BigInt(whole)));
}

/**
 * The instalments after a prepayment: `payment` each month on the remaining due dates until the
 * balance is repaid; the first charges interest only for `firstShare` of its period; the last
 * takes the whole remaining balance so principal sums exactly to `balance`.
 */
function rebuild(
  balance: number,
  payment: number,
  pending: readonly Instalment[],
  annualRatePercent: number | string,
  firstShare: [number, number],
): Instalment[] {
  const remaining: Instalment[] = [];
  let owed = balance;
  for (const [index, slot] of pending.entries()) {
    if (owed <= 0) break;
    const share: [number, number] = index === 0 ? firstShare : [1, 1];
    const interest = periodInterest(owed, annualRatePercent, share);
    const last = index === pending.length - 1 || payment - interest >= owed;
    const principal = last ? owed : Math.max(payment - interest, 0);
    owed -= principal;
    remaining.push({
      number: slot.number,
      dueDate: slot.dueDate,
      paymentMinor: principal + interest,
      principalMinor: principal,
      interestMinor: interest,
      balanceAfterMinor: owed,
    });
  }
  return remaining;
}

/** What repaying the whole loan (FM_3) costs on a day: balance plus interest accrued to it. */
export function payoffAmount(request: Omit<PrepaymentRequest, 'option' | 'amountMinor'>) {
  return prepay({ ...request, option: 'FM_3' });
}

/** Apply an early repayment (see the file comment for the interest convention). */
export function prepay(request: PrepaymentRequest): PrepaymentResult {
  const period = currentPeriod(request);
  if (typeof period === 'string') return { ok: false, problem: period };
  const { balanceMinor, elapsedDays, periodDays } = period;
  const rate = request.annualRatePercent;
  const accrued = periodInterest(balanceMinor, rate, [elapsedDays, periodDays]);
  if (request.option === 'FM_3') {
    const paidNowMinor = balanceMinor + accrued;
    return {
      ok: true,
      paidNowMinor,
      accruedInterestMinor: accrued,
      principalRepaidMinor: balanceMinor,
      monthlyPaymentMinor: 0,
      remaining: [],
    };
  }
  const amount = request.amountMinor ?? 0;
  if (!isMinorUnits(amount)) throw new RangeError(`Not minor units: ${amount}`);
  if (amount <= accrued) return { ok: false, problem: 'amount-below-accrued-interest' };
  const principalRepaid = amount - accrued;
  if (principalRepaid >= balanceMinor) return { ok: false, problem: 'amount-covers-whole-debt' };
  const newBalance = balanceMinor - principalRepaid;
  const pending = request.schedule.slice(request.paidInstalments);
  const payment =
    request.option === 'FM_1'
      ? (pending[0]?.paymentMinor ?? 0)
      : annuityPaymentMinor(newBalance, rate, pending.length);
  const firstShare: [number, number] = [periodDays - elapsedDays, periodDays];
  return {
    ok: true,
    paidNowMinor: amount,
    accruedInterestMinor: accrued,
    principalRepaidMinor: principalRepaid,
    monthlyPaymentMinor: payment,
    remaining: rebuild(newBalance, payment, pending, rate, firstShare),
  };
}
