/** Azerbaijan's country calling code: phones are stored as 994 followed by 9 digits. */
export const countryCode = '994';

/**
 * Reads a phone as a person or client may write it: the 9 national digits, or all 12 digits
 * with the country code. Anything else is not a phone number (undefined).
 */
export function toPhoneDigits(input: string): string | undefined {
  if (/^[0-9]{9}$/.test(input)) return countryCode + input;
  if (/^994[0-9]{9}$/.test(input)) return input;
  return undefined;
}
