/**
 * The effective annual rate (APR) of a loan from its cash flows: the yearly rate X at which the
 * money the borrower receives equals the present value of everything they pay,
 *   net amount received = Σ payment_k · (1 + X)^(−t_k),
 * with t_k the years from the payout to payment k counted as days / 365 — the actuarial method
 * of the central bank's and the EU consumer-credit rules. Costs paid at the payout (an insurance
 * premium) reduce the net amount received, so they raise the rate.
 */
import { Temporal } from 'temporal-polyfill';

export interface LoanCashFlows {
  /** yyyy-MM-dd the money is paid out. */
  payoutDate: string;
  /** What the borrower actually receives, minor units (the amount less costs paid at payout). */
  netReceivedMinor: number;
  payments: readonly { date: string; amountMinor: number }[];
}

function presentValue({ payoutDate, payments }: LoanCashFlows, rate: number): number {
  const start = Temporal.PlainDate.from(payoutDate);
  let sum = 0;
  for (const { date, amountMinor } of payments) {
    const years = start.until(Temporal.PlainDate.from(date), { largestUnit: 'days' }).days / 365;
    sum += amountMinor / (1 + rate) ** years;
  }
  return sum;
}

/**
 * The APR in percent, rounded to 2 decimals. Found by bisection: the present value falls as the
 * rate grows, so the root is bracketed between −99 % and 10 000 % and halved to float precision.
 */
export function effectiveAnnualRatePercent(flows: LoanCashFlows): number {
  if (flows.netReceivedMinor <= 0 || flows.payments.length === 0) {
    throw new RangeError('An APR needs money received and payments');
  }
  let low = -0.99;
  let high = 100;
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(flows, middle) > flows.netReceivedMinor) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 10_000) / 100;
}
