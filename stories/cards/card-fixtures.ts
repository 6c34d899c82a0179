/** Cards as GET /api/v1/cards answers, for stories. */
import type { Card } from '../../src/features/cards/queries';

export const visaClassic: Card = {
  id: '3c9a1f00-5b6d-4e2a-9f10-7d8e9a0b1c01',
  name: 'Visa Classic',
  maskedPan: '462213******4821',
  paymentSystem: 'VISA',
  status: 'ACTIVE',
  currency: 'AZN',
  balance: 1842.37,
  blockedAmount: 23.4,
  isDefault: true,
  expiry: '11/29',
  account: {
    id: '0c8b7d6e-1f2a-4b3c-8d9e-0a1b2c3d4e01',
    name: 'Cari hesab AZN',
    iban: 'AZ31IBNK00000000000000000001',
    currency: 'AZN',
  },
};

export const mastercardGold: Card = {
  id: '3c9a1f00-5b6d-4e2a-9f10-7d8e9a0b1c02',
  name: 'Mastercard Gold',
  maskedPan: '522145******7305',
  paymentSystem: 'MASTERCARD',
  status: 'ACTIVE',
  currency: 'USD',
  balance: 1500,
  blockedAmount: 0,
  isDefault: false,
  expiry: '11/28',
  account: {
    id: '0c8b7d6e-1f2a-4b3c-8d9e-0a1b2c3d4e02',
    name: 'Cari hesab USD',
    iban: 'AZ04IBNK00000000000000000002',
    currency: 'USD',
  },
};

export const blockedVisa: Card = { ...visaClassic, status: 'BLOCKED', blockedAmount: 0 };
