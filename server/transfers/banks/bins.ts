/**
 * Which bank issued a card, by the first six digits of its number (the BIN). In production the
 * card scheme routes a payment to the issuer; the sandbox keeps this small table instead, so a
 * transfer to another bank's card knows where it goes. The other banks' BINs are illustrative.
 */
import { ownBank } from './directory';

const issuerByBin: Readonly<Record<string, string>> = {
  // This bank's Visa Classic and Mastercard Gold.
  '462213': ownBank.id,
  '522145': ownBank.id,
  '416973': 'kapital-bank',
  '532438': 'kapital-bank',
  '404030': 'pasha-bank',
  '427865': 'abb',
  '539621': 'abb',
  '458215': 'bank-respublika',
  '441295': 'accessbank',
  '536405': 'unibank',
  '418940': 'xalq-bank',
  '526979': 'yelo-bank',
  '402938': 'rabitabank',
  '434719': 'bank-of-baku',
  '476071': 'vtb-azerbaijan',
};

/** The directory id of the card's issuer, or undefined when the BIN is unknown. */
export function issuerOfCard(cardNumber: string): string | undefined {
  return issuerByBin[cardNumber.slice(0, 6)];
}

/** The card scheme a number belongs to, by its first digits (ISO/IEC 7812 ranges). */
export function cardSchemeOf(cardNumber: string): 'Visa' | 'Mastercard' | undefined {
  if (cardNumber.startsWith('4')) return 'Visa';
  const two = Number(cardNumber.slice(0, 2));
  const four = Number(cardNumber.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  return undefined;
}
