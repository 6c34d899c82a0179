/**
 * Money in the bank's rules is always an integer number of minor units (qəpik, cents, kopecks).
 * Decimals exist only at the edges: what the customer types, what the API shows, what the screen
 * prints. This file is those edges.
 */
import { isMinorUnits } from './rate';

export const currencies = ['AZN', 'USD', 'EUR', 'RUB'] as const;
export type Currency = (typeof currencies)[number];

/** PRODUCT 3's symbols. */
export const currencySymbols: Readonly<Record<Currency, string>> = {
  AZN: '₼',
  USD: '$',
  EUR: '€',
  RUB: '₽',
};

/** Digits after the decimal point (ISO 4217 minor units); all four currencies have 2. */
export const minorUnitDigits: Readonly<Record<Currency, number>> = {
  AZN: 2,
  USD: 2,
  EUR: 2,
  RUB: 2,
};

export function isCurrency(code: unknown): code is Currency {
  return typeof code === 'string' && (currencies as readonly string[]).includes(code);
}

/**
 * The bank's currency for a code as it arrives from outside, case-insensitive. RUR is the
 * pre-1998 ruble code that some systems still send (PRODUCT 3 shows it as the ruble too).
 */
export function toCurrency(code: string): Currency | undefined {
  const upper = code.trim().toUpperCase();
  if (upper === 'RUR') return 'RUB';
  return isCurrency(upper) ? upper : undefined;
}

/** The symbol of a currency code; an unknown code is shown as itself rather than hidden. */
export function currencySymbol(code: string): string {
  const currency = toCurrency(code);
  return currency ? currencySymbols[currency] : code;
}

function digitsOf(code: string): number {
  const currency = toCurrency(code);
  return currency ? minorUnitDigits[currency] : 2;
}

/** The plain decimal the API carries: 123450 AZN → '1234.50', -5 → '-0.05'. No grouping. */
export function toDecimalString(minor: number, currency: string): string {
  if (!isMinorUnits(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const digits = digitsOf(currency);
  const magnitude = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - digits);
  const fraction = magnitude.slice(magnitude.length - digits);
  const sign = minor < 0 ? '-' : '';
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/**
 * PRODUCT 9's money format: fixed decimals, a space as thousands separator, then a space and the
 * currency symbol — 123456780 AZN → '1 234 567.80 ₼', -123450 → '-1 234.50 ₼'.
 *
 * "Empty or zero returned unchanged" (PRODUCT 9), for an input of minor units, means:
 * - nothing to show (null or undefined) gives '' — the screen prints nothing;
 * - zero (0 or -0) gives '0' — the value itself, without decimals or symbol, as the bank's
 *   original screens print a zero balance.
 * The decimal point is '.', as in the original (fixed-decimal) output. Spaces are plain U+0020.
 * Throws RangeError for a value that is not a whole number of minor units: a fractional qəpik
 * is a bug upstream, not something to round away on screen.
 */
export function formatMoney(minor: number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined) return '';
  if (minor === 0) return '0';
  const plain = toDecimalString(minor, currency);
  const sign = plain.startsWith('-') ? '-' : '';
  const [whole = '', fraction] = plain.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const number = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return `${sign}${number} ${currencySymbol(currency)}`;
}

export type AmountProblem = 'empty' | 'invalid' | 'too-many-decimals' | 'too-large';
export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

// Group separators people type or paste: space, no-break space, narrow no-break space, thin space.
const groupSeparators = /[\u0020\u00a0\u202f\u2009]/g;

/**
 * A typed amount ('1 234,50', '1234.5', '0,05') as minor units, by string arithmetic only — no
 * floating point ever touches it. Either ',' or '.' is the decimal separator (Azerbaijani and
 * Russian keyboards type ',', English '.'); only spaces may group thousands, so '1,234.50' and
 * '1.234,50' are refused rather than guessed. A sign is refused too: what a customer types is
 * an amount to move, its direction comes from the operation. More decimals than the currency
 * has are refused ('too-many-decimals'), never rounded, so nobody pays a qəpik they didn't type.
 */
export function parseAmount(text: string, currency: string): ParsedAmount {
  const compact = text.trim().replace(groupSeparators, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(compact);
  const [, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'invalid' };
  const digits = digitsOf(currency);
  if (fraction.length > digits) return { ok: false, problem: 'too-many-decimals' };
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'too-large' };
  return { ok: true, minor };
}

/**
 * An amount the API sent as a JSON number (1234.5) as minor units. The number is read through
 * its shortest decimal spelling, so 0.1 + 0.2 style noise cannot creep in; negative amounts are
 * allowed here because balances can be negative. Returns undefined when it isn't a valid amount
 * of this currency.
 */
export function amountToMinor(amount: number, currency: string): number | undefined {
  if (!Number.isFinite(amount) || /e/i.test(String(amount))) return undefined;
  const parsed = parseAmount(String(Math.abs(amount)), currency);
  if (!parsed.ok) return undefined;
  return amount < 0 ? -parsed.minor : parsed.minor;
}
