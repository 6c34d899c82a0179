/**
 * Exact arithmetic for interest rates. A rate such as 18.5 % is held as the fraction 185/1000 of
 * a hundred, in BigInt, so that interest on minor units is computed without floating-point drift
 * and the browser and the bank server round every instalment and accrual to the same qəpik.
 */

/** A non-negative fraction numerator/denominator (denominator > 0). */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

// Rates are percentages with at most this many decimals (0.0001 %); more would be a typo.
const maxRateDecimals = 6;

/**
 * An annual rate in percent (18, 18.5, '17.99') as an exact fraction of one (18 % → 18/100).
 * Numbers are read through their shortest decimal spelling, which is what the person typed.
 * Returns undefined for a negative, non-finite or over-precise rate.
 */
export function percentToFraction(percent: number | string): Fraction | undefined {
  const text = typeof percent === 'number' ? numberToPlainDecimal(percent) : percent.trim();
  const match = text === undefined ? null : /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, whole = '0', decimals = ''] = match;
  if (decimals.length > maxRateDecimals) return undefined;
  return {
    numerator: BigInt(whole + decimals),
    denominator: 100n * 10n ** BigInt(decimals.length),
  };
}

/** The shortest decimal spelling of a finite number without exponent, or undefined. */
function numberToPlainDecimal(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  return /e/i.test(text) ? undefined : text;
}

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero — the
 * "commercial" rounding customers and auditors expect on statements.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** A bigint that must fit a JavaScript number exactly (all minor-unit amounts do). */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value}`);
  return result;
}

/** Whether a value is a whole, exactly representable number of minor units. */
export function isMinorUnits(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}
