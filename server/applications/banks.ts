/**
 * Banks of Azerbaijan whose loans the bank refinances (`listBankDetails`), with their SWIFT
 * BICs. A static table: the list changes with a licence, not with a customer's request.
 */
export interface Bank {
  id: string;
  bic: string;
  name: string;
}

export const refinancingBanks: readonly Bank[] = [
  { id: 'kapital-bank', bic: 'AIIBAZ2X', name: 'Kapital Bank' },
  { id: 'pasha-bank', bic: 'PAHAAZ22', name: 'PAŞA Bank' },
  { id: 'abb', bic: 'IBAZAZ2X', name: 'ABB (Azərbaycan Beynəlxalq Bankı)' },
  { id: 'bank-respublika', bic: 'BRESAZ22', name: 'Bank Respublika' },
  { id: 'accessbank', bic: 'ACAZAZ22', name: 'AccessBank' },
  { id: 'unibank', bic: 'UBAZAZ22', name: 'Unibank' },
  { id: 'xalq-bank', bic: 'HAJCAZ22', name: 'Xalq Bank' },
  { id: 'yelo-bank', bic: 'NICBAZ22', name: 'Yelo Bank' },
  { id: 'rabitabank', bic: 'RBTAAZ22', name: 'Rabitəbank' },
  { id: 'bank-of-baku', bic: 'JBBKAZ22', name: 'Bank of Baku' },
  { id: 'vtb-azerbaijan', bic: 'VTBAAZ22', name: 'Bank VTB (Azərbaycan)' },
];

export function bankById(id: string): Bank | undefined {
  return refinancingBanks.find((bank) => bank.id === id);
}
