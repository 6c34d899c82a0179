import type { Locale } from '../../../domain/locale';

export interface Hotline {
  /** The language the operators answer in. */
  language: Locale;
  /** The short number, free from mobile phones in Azerbaijan. */
  short: string;
  /** The full number, also from abroad. */
  full: string;
}

/** The bank's hotline per language (the contact-us dialog of PRODUCT 2.2). */
export const hotlines: readonly Hotline[] = [
  { language: 'az', short: '*0000', full: '+994 12 000 00 00' },
  { language: 'ru', short: '*0001', full: '+994 12 000 00 01' },
  { language: 'en', short: '*0002', full: '+994 12 000 00 02' },
];

/** A tel: link keeps only what a dialler reads: digits, the leading + and the * of short numbers. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+*]/g, '')}`;
}
