/**
 * Payment card numbers as a transfer names them (PRODUCT 5): 16 digits that pass the Luhn check
 * (ISO/IEC 7812), shown masked as '4169 73•• •••• 1234' — the issuer's six digits and the last
 * four, as card schemes allow a number to be displayed.
 */

export const cardNumberLength = 16;

/** A card number as typed or pasted: digits only, spaces and dashes dropped. */
export function normalizeCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * The Luhn (mod 10) check: from the right, every second digit is doubled (minus 9 when it
 * exceeds 9) and the sum must be a multiple of 10. It catches every single mistyped digit and
 * most swapped neighbours, so a typo is refused before anyone looks the card up.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** PRODUCT 5: exactly 16 digits, no spaces, passing the Luhn check. */
export function isValidCardNumber(digits: string): boolean {
  return digits.length === cardNumberLength && passesLuhn(digits);
}

/**
 * '416973******4821' → '4169 73•• •••• 4821': a card number as the bank keeps it masked (the
 * issuer's six digits and the last four), in groups of four with the hidden digits as dots. The
 * cards page, the transfer form and the server's transfer parties all show cards this way.
 */
export function formatMaskedPan(maskedPan: string): string {
  return maskedPan
    .replace(/[*xX]/g, '•')
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim();
}

/**
 * '4169738812341234' → '4169 73•• •••• 1234'. Throws RangeError for anything but 16 digits: a
 * number shown masked has been validated first, so anything else is a bug upstream.
 */
export function maskCardNumber(digits: string): string {
  if (!/^[0-9]{16}$/.test(digits)) throw new RangeError('A card number is 16 digits');
  return formatMaskedPan(`${digits.slice(0, 6)}******${digits.slice(-4)}`);
}
