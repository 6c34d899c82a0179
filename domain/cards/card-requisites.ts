/**
 * What a card carries in print: the holder's name as embossed (Latin capitals without diacritics,
 * Ə as A, Ş as S and so on, as cards are embossed) and the full number, whose middle digits the bank chose
 * so the number passes Luhn's check with the BIN and last four the masked number shows.
 */
import { cardNumberLength, passesLuhn } from '../transfers/card-number';

const azerbaijaniToLatin: Readonly<Record<string, string>> = {
  Ə: 'A',
  Ç: 'C',
  Ş: 'S',
  Ğ: 'G',
  I: 'I',
  İ: 'I',
  Ö: 'O',
  Ü: 'U',
};

/** "Leyla Məmmədova" → "LEYLA MAMMADOVA"; only A–Z, spaces and hyphens stay. */
export function embossedName(firstName: string, lastName: string): string {
  const upper = `${firstName} ${lastName}`.toLocaleUpperCase('az');
  const latin = [...upper].map((letter) => azerbaijaniToLatin[letter] ?? letter).join('');
  return latin
    .normalize('NFD')
    .replace(/[^A-Z -]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A whole card number from the BIN (6 digits), five random middle digits, the one digit that
 * makes Luhn's check pass, and the last four.
 */
export function cardNumberWith(bin: string, randomFive: string, last4: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `${bin}${randomFive}${digit}${last4}`;
    if (candidate.length === cardNumberLength && passesLuhn(candidate)) return candidate;
  }
  throw new Error('no card number passes Luhn with these digits');
}

/** The card's expiry as printed, MM/YY, from its last valid day ('2029-05-31' → '05/29'). */
export function printedExpiry(expiresOn: string): string {
  const [year = '', month = ''] = expiresOn.split('-');
  return `${month}/${year.slice(-2)}`;
}
