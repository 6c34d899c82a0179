/**
 * Banks of Azerbaijan whose loans the bank refinances (`listBankDetails`), with their SWIFT
 * BICs: every other bank of the transfers' bank directory (server/transfers/banks/directory.ts),
 * the one table of banks.
 */
import { otherBanks } from '../transfers/banks/directory';

export interface Bank {
  id: string;
  bic: string;
  name: string;
}

export const refinancingBanks: readonly Bank[] = otherBanks.map(({ id, bic, name }) => ({
  id,
  bic,
  name,
}));

export function bankById(id: string): Bank | undefined {
  return refinancingBanks.find((bank) => bank.id === id);
}
