/** A card's controls and requisites as the bank answers them, for the card control models. */
import type { CardControls } from '../../machines/cardLimits.machine';
import type { CardRequisites } from '../../machines/cardRequisites.machine';

export const sampleControls: CardControls = {
  cardId: '3c9a1f00-5b6d-4e2a-9f10-7d8e9a0b1c01',
  currency: 'AZN',
  cash: { daily: 1000, max: 5000, usedToday: 0 },
  purchases: { daily: 5000, max: 20000, usedToday: 45.5 },
  online: { daily: 2000, max: 10000, usedToday: 120 },
  onlinePayments: true,
};

export const lowerOnline: CardControls = {
  ...sampleControls,
  online: { ...sampleControls.online, daily: 150 },
};

export const sampleRequisites: CardRequisites = {
  cardId: sampleControls.cardId,
  cardNumber: '4622131234564821',
  expiry: '11/29',
  holderName: 'LEYLA MAMMADOVA',
  visibleSeconds: 60,
};

export const challenge = { sessionId: 'code-session', expiresAt: '2026-03-02T08:05:00Z' };

/** The bank's refusals as the client throws them: message, code and the tries left. */
export const refusal = (code: string, message: string, attemptsLeft?: number) =>
  Object.assign(new Error(message), { code, ...(attemptsLeft ? { attemptsLeft } : {}) });
