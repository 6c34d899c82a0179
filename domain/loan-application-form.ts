/**
 * What a new credit or refinancing application needs before it goes to the bank (PRODUCT 5, 9):
 * a whole requested amount of at least 300 manat, an Azerbaijani mobile number, and the
 * customer's monthly salary and official income (SPEC 3).
 */
import { loanDefaults } from './loan-offer';
import { parseAmount } from './money';

export type NewApplicationType = 'LOAN' | 'REFIN';

/** PRODUCT 5: the operator prefixes a customer's mobile number may start with. */
export const mobilePrefixes = ['50', '51', '77', '70', '99', '60', '10'] as const;

/** National digits of a phone: 9, after the +994 country code. */
export const phoneDigits = 9;

/** Keeps only digits, drops a typed or pasted country code and cuts to 9 digits. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national =
    digits.length > phoneDigits && digits.startsWith('994') ? digits.slice(3) : digits;
  return national.slice(0, phoneDigits);
}

/** PRODUCT 5: exactly 9 digits after +994, starting 50, 51, 77, 70, 99, 60 or 10. */
export function isValidMobilePhone(phone: string): boolean {
  return (
    new RegExp(`^[0-9]{${phoneDigits}}$`).test(phone) &&
    mobilePrefixes.some((prefix) => phone.startsWith(prefix))
  );
}

/** Keeps the whole manats a person typed: digits only, the fraction dropped (PRODUCT 9 floors). */
export function normalizeRequestedAmount(input: string): string {
  const whole = input.split(/[.,]/)[0] ?? '';
  return whole
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);
}

/** The requested amount in whole manats, floored; undefined when nothing usable was typed. */
export function requestedAmountValue(input: string): number | undefined {
  const amount = Math.floor(Number(input));
  return input.trim() === '' || !Number.isFinite(amount) ? undefined : amount;
}

/** PRODUCT 9: at least the default minimum amount of 300. */
export function isValidRequestedAmount(input: string): boolean {
  const amount = requestedAmountValue(input);
  return amount !== undefined && amount >= loanDefaults.minimumAmount;
}

/**
 * SPEC 3 "Credit application": the customer's monthly salary, which PRODUCT 5 requires, and the
 * part of it confirmed officially (a salary certificate, the tax office), which it does not: a
 * customer paid informally still applies. What is confirmed is part of what is earned, so the
 * official income cannot exceed the salary. Both are minor units (qəpik) a month.
 */
export type IncomeProblem =
  | 'SALARY_REQUIRED'
  | 'SALARY_INVALID'
  | 'OFFICIAL_INCOME_INVALID'
  | 'OFFICIAL_INCOME_ABOVE_SALARY';

/** The largest monthly amount the bank takes, 10 million manat: beyond it a typing slip. */
export const maximumMonthlyIncomeMinor = 1_000_000_000;

const isIncome = (minor: number) =>
  Number.isSafeInteger(minor) && minor >= 0 && minor <= maximumMonthlyIncomeMinor;

/** The first thing wrong with a salary and official income, or null; the server and the form. */
export function incomeProblem(
  salaryMinor: number | undefined,
  officialIncomeMinor: number | undefined,
): IncomeProblem | null {
  if (salaryMinor === undefined) return 'SALARY_REQUIRED';
  if (!isIncome(salaryMinor) || salaryMinor === 0) return 'SALARY_INVALID';
  if (officialIncomeMinor === undefined) return null;
  if (!isIncome(officialIncomeMinor)) return 'OFFICIAL_INCOME_INVALID';
  return officialIncomeMinor > salaryMinor ? 'OFFICIAL_INCOME_ABOVE_SALARY' : null;
}

/** Keeps what may be part of a typed amount of manat: digits, one separator, two decimals. */
export function normalizeIncome(input: string): string {
  const match = /^(\d*)(?:([.,])(\d*))?/.exec(input.replace(/[^\d.,]/g, ''));
  const [, whole = '', separator = '', fraction = ''] = match ?? [];
  return `${whole.slice(0, 8)}${separator}${fraction.slice(0, 2)}`;
}

/** A typed monthly amount as qəpik; undefined when empty, NaN when it is no amount at all. */
export function incomeMinor(input: string): number | undefined {
  if (input.trim() === '') return undefined;
  const parsed = parseAmount(input, 'AZN');
  return parsed.ok ? parsed.minor : Number.NaN;
}
