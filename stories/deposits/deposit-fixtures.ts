/** Deposits as GET /api/v1/deposits answers, for stories and the web tests. */
import type { Deposit } from '../../src/features/deposits/queries';

export const profitDeposit: Deposit = {
  id: '7b1d2a36-0c1e-4a55-9f57-2f0b8f0e5d01',
  name: 'Mənfəət',
  productType: 'PROFIT',
  currency: 'AZN',
  term: 12,
  payoutFrequency: 'MON',
  rate: 10.5,
  amount: 2000,
  accruedInterest: 17.26,
  totalAmount: 2017.26,
  startDate: '2026-01-05',
  endDate: '2027-01-05',
  sourceAccount: {
    id: '0c8b7d6e-1f2a-4b3c-8d9e-0a1b2c3d4e01',
    name: 'Cari hesab AZN',
    iban: 'AZ31IBNK00000000000000000001',
    currency: 'AZN',
  },
};

export const targetDeposit: Deposit = {
  id: '7b1d2a36-0c1e-4a55-9f57-2f0b8f0e5d02',
  name: 'Hədəf',
  productType: 'TRGT',
  currency: 'USD',
  term: 6,
  payoutFrequency: 'YEARLY',
  rate: 3.5,
  amount: 12500,
  accruedInterest: 1234.5,
  totalAmount: 13734.5,
  startDate: '2026-02-20',
  endDate: '2026-08-20',
  sourceAccount: {
    id: '0c8b7d6e-1f2a-4b3c-8d9e-0a1b2c3d4e02',
    name: 'Cari hesab USD',
    iban: 'AZ04IBNK00000000000000000002',
    currency: 'USD',
  },
};

export const advanceDeposit: Deposit = {
  ...profitDeposit,
  id: '7b1d2a36-0c1e-4a55-9f57-2f0b8f0e5d03',
  name: 'Avans',
  productType: 'AVANS',
  term: 1,
  payoutFrequency: 'YEAR',
  rate: 9,
  amount: 1000,
  accruedInterest: 0,
  totalAmount: 1000,
  startDate: '2026-04-10',
  endDate: '2026-05-10',
};
