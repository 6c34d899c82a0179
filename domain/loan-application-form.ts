/**
 * What a new credit or refinancing application needs before it goes to the bank (PRODUCT 5, 9):
 * a whole requested amount of at least 300 manat and an Azerbaijani mobile number.
 */
import { loanDefaults } from './loan-offer';

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
