/** Accounts as GET /api/v1/accounts and /accounts/{id} answer, for stories. */
import type { Account, AccountDetails } from '../../src/features/accounts/queries';

export const aznAccount: Account = {
  id: '0c8b7d6e-1f2a-4b3c-8d9e-0a1b2c3d4e01',
  name: 'Cari hesab AZN',
  iban: 'AZ31IBNK00000000000000000001',
  accountNumber: 'AZ31IBNK00000000000000000001',
  currency: 'AZN',
  balance: 1865.77,
  available: 1842.37,
  blockedAmount: 23.4,
  openedAt: '2025-12-24T05:00:00.000Z',
};

export const usdAccount: Account = {
  ...aznAccount,
  id: '0c8b7d6e-1f2a-4b3c-8d9e-0a1b2c3d4e02',
  name: 'Cari hesab USD',
  iban: 'AZ04IBNK00000000000000000002',
  accountNumber: 'AZ04IBNK00000000000000000002',
  currency: 'USD',
  balance: 1500,
  available: 1500,
  blockedAmount: 0,
};

export const aznRequisites: AccountDetails = {
  ...aznAccount,
  requisites: {
    beneficiary: 'Leyla Məmmədova',
    iban: aznAccount.iban,
    accountNumber: aznAccount.accountNumber,
    currency: 'AZN',
    bankName: 'Internet Bank',
    bankCode: 'IBNK',
    bic: 'IBNKAZ22',
  },
};
