/**
 * Currency exchange in a transfer (AZN, USD, EUR): the bank's buy or sell rate, held as an exact
 * integer of millionths (1.7 → 1_700_000n) so the quote and the booking compute the same qəpik.
 * The contract shows the rate as a number; these are its edges.
 */
import { type Currency, minorUnitDigits } from '../money';

/** Rates have at most six decimals; one unit of a rate is 1 000 000 micros. */
export const rateScale = 1_000_000n;
const rateDecimals = 6;

/**
 * `amountMinor` of `from` in `to` at `rateMicros` (units of `to` for one unit of `from`, times
 * 10^6). Integer arithmetic only, rounded down to `to`'s minor unit: the fraction the customer
 * would get is never created, so the rounding is always in the bank's favour.
 */
export function applyRate(
  amountMinor: bigint,
  rateMicros: bigint,
  from: Currency,
  to: Currency,
): bigint {
  if (amountMinor < 0n)
    throw new RangeError(`An amount to exchange is not negative: ${amountMinor}`);
  if (rateMicros <= 0n) throw new RangeError(`A rate is positive: ${rateMicros}`);
  const toScale = 10n ** BigInt(minorUnitDigits[to]);
  const fromScale = 10n ** BigInt(minorUnitDigits[from]);
  return (amountMinor * rateMicros * toScale) / (rateScale * fromScale);
}

/**
 * The largest rate taken: a million units of `to` for one of `from`, far past any pair the bank
 * converts. Its micros (10^12) and what it converts stay inside the books' 64-bit integers.
 */
const maxRateMicros = 1_000_000n * rateScale;

/**
 * A rate as the sandbox or the contract gives it (1.7, '0.5882') in micros; undefined for a
 * rate that is not positive, not finite, above `maxRateMicros` or has more than six decimals.
 * Numbers are read through their shortest decimal spelling, so no floating-point noise gets in.
 */
export function toRateMicros(rate: number | string): bigint | undefined {
  const text = typeof rate === 'number' ? String(rate) : rate.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, whole = '0', decimals = ''] = match;
  if (decimals.length > rateDecimals) return undefined;
  const micros = BigInt(whole + decimals.padEnd(rateDecimals, '0'));
  return micros > 0n && micros <= maxRateMicros ? micros : undefined;
}

/** Micros as the contract's number: 1_700_000n → 1.7 (exact, six decimals at most). */
export function rateFromMicros(rateMicros: bigint): number {
  const whole = rateMicros / rateScale;
  const fraction = String(rateMicros % rateScale).padStart(rateDecimals, '0');
  return Number(`${whole}.${fraction}`);
}
