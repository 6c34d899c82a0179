/**
 * The card block chart as a test model: a card that starts active or blocked, what the customer
 * presses and what the bank answers, shared by the chart test and the dialog test.
 */

import type { CardBlockEvent, cardBlockMachine } from '../../machines/cardBlock.machine';
import type { components } from '../../openapi/generated/schema';
import type { ModelPathsOptions } from './support/model-paths';

type Card = components['schemas']['Card'];

export const sampleCard: Card = {
  id: '0b6f5c6e-8a4f-4d5e-9c1a-3f2b7d9e1a01',
  name: 'Visa Classic',
  maskedPan: '462213******4821',
  paymentSystem: 'VISA',
  status: 'ACTIVE',
  currency: 'AZN',
  balance: 1234.5,
  blockedAmount: 23.4,
  isDefault: true,
  expiry: '05/29',
  account: {
    id: '0b6f5c6e-8a4f-4d5e-9c1a-3f2b7d9e1a02',
    name: 'Cari hesab AZN',
    iban: 'AZ21IBNK38019440000000000001',
    currency: 'AZN',
  },
};

export const cardInputs = [
  { cardId: sampleCard.id, status: 'ACTIVE' },
  { cardId: sampleCard.id, status: 'BLOCKED' },
] as const;

export const cardBlockModel: ModelPathsOptions<typeof cardBlockMachine> = {
  inputs: cardInputs,
  events: () =>
    (['BLOCK', 'CONFIRM', 'CANCEL', 'ACTIVATE'] as const).map(
      (type) => ({ type }) as CardBlockEvent,
    ),
  actorResults: {
    blockCard: {
      outputs: [{ ...sampleCard, status: 'BLOCKED' }],
      errors: [new Error('The card could not be blocked now')],
    },
    activateCard: {
      outputs: [{ ...sampleCard, status: 'ACTIVE' }],
      errors: [new Error('The card has expired')],
    },
  },
  serializeState: ({ value, context }) => JSON.stringify({ value, status: context.status }),
};
