/**
 * The bank's deposit product table and the customer's current accounts, as GET
 * /deposit-application/v1/products and /api/v1/accounts answer, for the stories and tests of
 * opening a deposit.
 */
import type { DepositProduct, SourceAccount } from '../../src/domain/deposit-opening';

export const depositProducts: DepositProduct[] = [
  {
    productType: 'PROFIT',
    currency: 'AZN',
    minAmount: 100,
    maxAmount: 100000,
    payoutFrequencies: ['MON', 'YEAR'],
    terms: [
      { termMonths: 6, ratePercent: 8 },
      { termMonths: 12, ratePercent: 10 },
      { termMonths: 24, ratePercent: 11 },
    ],
  },
  {
    productType: 'PROFIT',
    currency: 'USD',
    minAmount: 500,
    payoutFrequencies: ['YEAR'],
    terms: [{ termMonths: 12, ratePercent: 2.5 }],
  },
  {
    productType: 'AVANS',
    currency: 'AZN',
    minAmount: 500,
    payoutFrequencies: ['MON'],
    terms: [
      { termMonths: 12, ratePercent: 9 },
      { termMonths: 18, ratePercent: 9.5 },
    ],
  },
  {
    productType: 'TRGT',
    currency: 'AZN',
    minAmount: 50,
    payoutFrequencies: ['YEAR'],
    terms: [{ termMonths: 36, ratePercent: 12 }],
  },
];

export const aznSource: SourceAccount = {
  id: 'acc-azn',
  name: 'Cari hesab AZN',
  iban: 'AZ31IBNK00000000000000000001',
  currency: 'AZN',
  available: 5000,
};

export const usdSource: SourceAccount = {
  id: 'acc-usd',
  name: 'Cari hesab USD',
  iban: 'AZ04IBNK00000000000000000002',
  currency: 'USD',
  available: 300,
};

export const sourceAccounts: SourceAccount[] = [aznSource, usdSource];

/** The bank's date in Baku the fixtures are read on. */
export const openingDay = '2026-11-21';
