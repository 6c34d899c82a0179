/**
 * Banks of Azerbaijan whose loans the bank refinances (`listBankDetails`), with their SWIFT
 * BICs: every other bank of the transfers' bank directory (server/transfers/banks/directory.ts),
 * the one table of banks. A loan to refinance is matched to its bank by BIC (SPEC 9): its
 * account's IBAN bank code is the first four letters of the holding bank's BIC.
 */
import { otherBanks } from '../transfers/banks/directory';

export interface Bank {
  id: string;
  bic: string;
  name: string;
  /** SPEC 3's isVtb: Bank VTB (Azərbaycan), by either of its two BICs. */
  isVtb: boolean;
  /** SPEC 3's supportIps: the bank takes part in IPS, so a payoff reaches it at once. */
  supportIps: boolean;
}

/**
 * SPEC 9's "two specific bank BIC codes": Bank VTB (Azərbaycan)'s BIC in the directory and its
 * head office's primary BIC, which older loan contracts quote.
 */
export const vtbBics: readonly string[] = ['VTBAAZ22', 'VTBAAZ2X'];

export const refinancingBanks: readonly Bank[] = otherBanks.map(({ id, bic, name, ips }) => ({
  id,
  bic,
  name,
  isVtb: vtbBics.includes(bic),
  supportIps: ips,
}));

export function bankById(id: string): Bank | undefined {
  return refinancingBanks.find((bank) => bank.id === id);
}

/** The bank holding a loan account: its IBAN's bank code (AZ12AIIB… → AIIB) opens the BIC. */
export function bankOfLoanAccount(iban: string): Bank | undefined {
  const code = iban.replace(/\s/g, '').toUpperCase().slice(4, 8);
  if (code.length < 4) return undefined;
  return refinancingBanks.find((bank) => bank.bic.startsWith(code));
}
