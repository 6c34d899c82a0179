/**
 * A card's controls for web tests (issue 16), kept per card in a book the test can read: the
 * limits checked with the bank's own rules (domain/cards/limits.ts), two steps with the code
 * 123456 that confirms only the figures it was sent for, the online switch, and the requisites
 * with `Cache-Control: no-store`. A card the test did not give is the bank's 404.
 */
import { HttpResponse } from 'msw';
import { cardNumberWith } from '../../../domain/cards/card-requisites';
import {
  cardLimitFromAmount,
  cardLimitKinds,
  cardLimitMaxima,
  defaultCardLimits,
} from '../../../domain/cards/limits';
import type { Currency } from '../../../domain/money';
import type { components } from '../../../openapi/generated/schema';
import { bankError, notFound } from '../fixtures/errors';
import { http } from '../http';

type Schemas = components['schemas'];
type Card = Schemas['Card'];

/** The code every fake code session takes. */
export const fakeCardCode = '123456';

export interface ControlsBook {
  controls: Map<string, Schemas['CardControls']>;
  /** What each code session confirms: the card and, for limits, the figures. */
  sessions: Map<string, string>;
}

function defaultControls(card: Card): Schemas['CardControls'] {
  const currency = card.currency as Currency;
  const limit = (kind: (typeof cardLimitKinds)[number]) => ({
    daily: defaultCardLimits[currency][kind] / 100,
    max: cardLimitMaxima[currency][kind] / 100,
    usedToday: 0,
  });
  return {
    cardId: card.id,
    currency,
    cash: limit('cash'),
    purchases: limit('purchases'),
    online: limit('online'),
    onlinePayments: true,
  };
}

export function controlsBook(cards: readonly Card[]): ControlsBook {
  return {
    controls: new Map(cards.map((card) => [card.id, defaultControls(card)])),
    sessions: new Map(),
  };
}

const challengeOf = (book: ControlsBook, binding: string) => {
  const sessionId = `card-code-${book.sessions.size + 1}`;
  book.sessions.set(sessionId, binding);
  return { sessionId, expiresAt: '2026-03-02T08:05:00Z' };
};

/** The code's refusal, or undefined when it confirms exactly `binding`. */
function codeRefusal(book: ControlsBook, binding: string, given: Schemas['CodeConfirmation']) {
  const bound = book.sessions.get(given.sessionId);
  if (bound === undefined) return bankError('OTP_SESSION_INVALID', 'Ask for a new code.');
  if (bound !== binding) {
    return bankError('CONFIRMATION_MISMATCH', 'The code was sent for other figures.');
  }
  if (given.code !== fakeCardCode) {
    return { ...bankError('OTP_INVALID', 'The code is wrong.'), attemptsLeft: 4 };
  }
  book.sessions.delete(given.sessionId);
  return undefined;
}

export function cardControlHandlers(cards: readonly Card[], book = controlsBook(cards)) {
  const cardOf = (id: string) => cards.find((card) => card.id === id);
  return [
    http.get('/api/v1/cards/{id}/controls', ({ params, response }) => {
      const controls = book.controls.get(params.id);
      return controls ? response(200).json(controls) : response(404).json(notFound);
    }),
    http.put('/api/v1/cards/{id}/limits', async ({ params, request, response }) => {
      const controls = book.controls.get(params.id);
      if (!controls) return response(404).json(notFound);
      const { confirmation, ...limits } = await request.json();
      for (const kind of cardLimitKinds) {
        const max = Math.round(controls[kind].max * 100);
        const checked = cardLimitFromAmount(limits[kind], controls.currency as Currency, max);
        if (!checked.ok) return response(400).json(bankError(checked.problem, 'Wrong limit'));
      }
      const binding = `${params.id}:${limits.cash}:${limits.purchases}:${limits.online}`;
      if (!confirmation) return response(202).json(challengeOf(book, binding));
      const refused = codeRefusal(book, binding, confirmation);
      if (refused) return response(400).json(refused);
      const next = { ...controls };
      for (const kind of cardLimitKinds) next[kind] = { ...controls[kind], daily: limits[kind] };
      book.controls.set(params.id, next);
      return response(200).json(next);
    }),
    http.put('/api/v1/cards/{id}/online-payments', async ({ params, request, response }) => {
      const controls = book.controls.get(params.id);
      if (!controls) return response(404).json(notFound);
      const next = { ...controls, onlinePayments: (await request.json()).enabled };
      book.controls.set(params.id, next);
      return response(200).json(next);
    }),
    http.post('/api/v1/cards/{id}/requisites', async ({ params, request, response }) => {
      const card = cardOf(params.id);
      if (!card) return response(404).json(notFound);
      const { confirmation } = await request.json();
      if (!confirmation) return response(202).json(challengeOf(book, params.id));
      const refused = codeRefusal(book, params.id, confirmation);
      if (refused) return response(400).json(refused);
      const requisites: Schemas['CardRequisites'] = {
        cardId: card.id,
        cardNumber: cardNumberWith(card.maskedPan.slice(0, 6), '12345', card.maskedPan.slice(-4)),
        expiry: card.expiry,
        holderName: 'LEYLA MAMMADOVA',
        visibleSeconds: 60,
      };
      return response.untyped(
        HttpResponse.json(requisites, { headers: { 'Cache-Control': 'no-store' } }),
      );
    }),
  ];
}
