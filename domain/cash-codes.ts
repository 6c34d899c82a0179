/**
 * Cash by code (PRODUCT 5, 9): the rules of the amount, the split into withdrawal codes, and
 * the codes' shape and lifetime. The form and the bank read them here, so both refuse the same
 * amounts with the same codes and show the same split.
 */
import { parseTransferAmount, type TransferProblem } from './transfers/validation';

/** PRODUCT 5 "minimum {min} AZN": the bank's figure, 10 ₼, kept in this one place. */
export const cashMinimumMinor = 1_000n;
/** ATMs dispense notes: an amount is a whole number of 5 ₼ (PRODUCT 5). */
export const cashStepMinor = 500n;
/** PRODUCT 9: over 4 000 ₼ the cash comes as several codes, each at most 4 000 ₼. */
export const cashCodeMaxMinor = 400_000n;
/**
 * The most one order may take: 40 000 ₼, ten codes. Not a PRODUCT figure: it bounds the SMS one
 * confirmation sends and the holds it places; a larger sum is a branch's business.
 */
export const cashOrderMaxMinor = 4_000_000n;
/** PRODUCT 9: a withdrawal code is active 24 hours. */
export const cashCodeLifetimeHours = 24;
/** A withdrawal code's digits: longer than a one-time code, since it lives a day. */
export const cashCodeDigits = 8;

export type CashAmountProblem =
  | TransferProblem
  | 'CASH_AMOUNT_BELOW_MINIMUM'
  | 'CASH_AMOUNT_NOT_MULTIPLE'
  | 'CASH_AMOUNT_TOO_LARGE';

export type ParsedCashAmount =
  | { ok: true; minor: bigint }
  | { ok: false; problem: CashAmountProblem };

/**
 * An amount of manats as typed or sent: a positive amount with at most two decimals (the
 * transfers' rule), then at least the minimum, a multiple of 5 ₼, and at most one order's most.
 */
export function parseCashAmount(amount: string | number): ParsedCashAmount {
  const parsed = parseTransferAmount(amount, 'AZN');
  if (!parsed.ok) return parsed;
  const problem = cashAmountProblem(parsed.minor);
  return problem ? { ok: false, problem } : parsed;
}

export function cashAmountProblem(minor: bigint): CashAmountProblem | undefined {
  if (minor < cashMinimumMinor) return 'CASH_AMOUNT_BELOW_MINIMUM';
  if (minor % cashStepMinor !== 0n) return 'CASH_AMOUNT_NOT_MULTIPLE';
  if (minor > cashOrderMaxMinor) return 'CASH_AMOUNT_TOO_LARGE';
  return undefined;
}

/**
 * The withdrawal codes an amount becomes: as many codes of 4 000 ₼ as fit, then one code for
 * the rest, if any. 4 500 → 4 000 + 500; 8 000 → 4 000 + 4 000; 12 005 → 4 000 × 3 + 5. The
 * rest of a valid amount is a multiple of 5 ₼ (possibly 5 ₼ alone: an ATM gives one note).
 */
export function splitCashAmount(minor: bigint): bigint[] {
  if (minor <= 0n) throw new RangeError(`A cash amount is positive: ${minor}`);
  const parts: bigint[] = [];
  for (let left = minor; left > 0n; left -= cashCodeMaxMinor) {
    parts.push(left < cashCodeMaxMinor ? left : cashCodeMaxMinor);
  }
  return parts;
}

/** A code as the list shows it: masked but for its last two digits ("•••• ••34"). */
export function maskCashCode(lastDigits: string): string {
  return `•••• ••${lastDigits}`;
}
