import type { components } from '../../../openapi/generated/schema';

/** One of the bank's hotlines: the language its operators answer in, a short and a full number. */
export type Hotline = components['schemas']['BankContacts']['hotlines'][number];

/**
 * The hotlines of the bank's configuration (GET /api/v1/bank-contacts, server/config.ts BANK_*),
 * with the bank client downloaded on the first call rather than with the sign-in page (its
 * JavaScript budget, checked by the e2e suite).
 */
export async function loadHotlines(): Promise<readonly Hotline[]> {
  const [{ api }, { unwrap }] = await Promise.all([
    import('../api/client'),
    import('../api/errors'),
  ]);
  return (await unwrap(api.GET('/api/v1/bank-contacts'))).hotlines;
}

/** A tel: link keeps only what a dialler reads: digits, the leading + and the * of short numbers. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+*]/g, '')}`;
}
