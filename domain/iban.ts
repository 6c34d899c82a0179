/**
 * Azerbaijani IBANs (PRODUCT 5: account numbers are 28 characters): 'AZ', two check digits
 * (ISO 7064 MOD 97-10, as ISO 13616 prescribes), the bank code — the first four letters of the
 * bank's SWIFT BIC — and 20 letters or digits of account number.
 *
 * Validation leans on ibantools, which knows every country's IBAN layout; generation is this
 * bank's own job (it opens the accounts), so the check digits are computed here and the tests
 * cross-check them with ibantools.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * This bank's code in its IBANs. Fictional on purpose: 'IBNK' ("internet bank") is not the BIC
 * prefix of any bank licensed by the Central Bank of Azerbaijan (real ones include NABZ, IBAZ,
 * AIIB, PAHA, UBAZ, ACAB, JBBK), so demo IBANs can never be mistaken for real accounts.
 */
export const ourBankCode = 'IBNK';

export const azIbanLength = 28;
export const azAccountNumberLength = 20;

const bankCodePattern = /^[A-Z]{4}$/;
const accountNumberPattern = /^[A-Z0-9]{20}$/;

/**
 * ISO 7064 MOD 97-10 check digits for a country and BBAN: move the country and '00' behind the
 * BBAN, turn letters into numbers (A=10 … Z=35), and take 98 minus the remainder by 97.
 * The remainder is computed digit by digit so no big number is ever formed.
 */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const rearranged = `${bban}${countryCode}00`;
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    if (Number.isNaN(value)) throw new RangeError(`Not an IBAN character: ${character}`);
    // Letters stand for two digits, digits for one.
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return String(98 - remainder).padStart(2, '0');
}

/**
 * The IBAN of an account: bank code (4 capital letters) and 20-character account number
 * (capital letters and digits). Throws RangeError for anything else: an account number that
 * does not fit is a bug in whoever allocated it, not something to pad or trim silently.
 */
export function makeIban(bankCode: string, accountNumber20: string): string {
  if (!bankCodePattern.test(bankCode)) {
    throw new RangeError(`A bank code is 4 capital letters: ${bankCode}`);
  }
  if (!accountNumberPattern.test(accountNumber20)) {
    throw new RangeError(`An account number is 20 capital letters or digits: ${accountNumber20}`);
  }
  const bban = bankCode + accountNumber20;
  return `AZ${ibanCheckDigits('AZ', bban)}${bban}`;
}

/** An IBAN as typed or pasted, without spaces or dashes and in capitals. */
export function toElectronicIban(text: string): string {
  return electronicFormatIBAN(text) ?? '';
}

/** Whether text (spaces and lower case allowed) is a well-formed Azerbaijani IBAN. */
export function isValidAzIban(text: string): boolean {
  const iban = toElectronicIban(text);
  return iban.length === azIbanLength && iban.startsWith('AZ') && isValidIBAN(iban);
}

/** An IBAN in groups of four for reading aloud and copying by eye: 'AZ21 NABZ 0000 …'. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(toElectronicIban(iban)) ?? '';
}

/** "AZ21NABZ00000000137010001944" → "AZ…1944": how transfers and payment methods show one. */
export function maskedIban(iban: string): string {
  return `${iban.slice(0, 2)}…${iban.slice(-4)}`;
}

/** The bank code and the 20-character account number of a valid AZ IBAN. */
export function splitAzIban(text: string): { bankCode: string; accountNumber: string } | undefined {
  if (!isValidAzIban(text)) return undefined;
  const iban = toElectronicIban(text);
  return { bankCode: iban.slice(4, 8), accountNumber: iban.slice(8) };
}
