/**
 * A card's daily limits (issue 16, card controls): cash, purchases in shops and online
 * (card-not-present) payments, each per Baku day in the card's currency. The bank sets a maximum
 * for each; the customer chooses any figure from 0 to it. A card the customer never changed has
 * the defaults. Shared by the bank server (checks and enforcement) and the card dialog.
 */
import { amountToMinor, type Currency, parseAmount } from '../money';

export const cardLimitKinds = ['cash', 'purchases', 'online'] as const;
export type CardLimitKind = (typeof cardLimitKinds)[number];

/** Minor units per kind. */
export type CardLimitFigures = Readonly<Record<CardLimitKind, number>>;

const major = (cash: number, purchases: number, online: number): CardLimitFigures => ({
  cash: cash * 100,
  purchases: purchases * 100,
  online: online * 100,
});

/** The bank's maximum a customer may set, per currency (about the same worth in each). */
export const cardLimitMaxima: Readonly<Record<Currency, CardLimitFigures>> = {
  AZN: major(5_000, 20_000, 10_000),
  USD: major(3_000, 12_000, 6_000),
  EUR: major(2_500, 10_000, 5_000),
  RUB: major(250_000, 1_000_000, 500_000),
};

/** What a new card allows until the customer changes it: well below the maxima. */
export const defaultCardLimits: Readonly<Record<Currency, CardLimitFigures>> = {
  AZN: major(1_000, 5_000, 2_000),
  USD: major(600, 3_000, 1_200),
  EUR: major(500, 2_500, 1_000),
  RUB: major(50_000, 250_000, 100_000),
};

export type CardLimitProblem =
  | 'CARD_LIMIT_REQUIRED'
  | 'CARD_LIMIT_INVALID'
  | 'CARD_LIMIT_NEGATIVE'
  | 'CARD_LIMIT_OVER_MAX';

/** What is wrong with one limit in minor units (undefined: it may be set). */
export function cardLimitProblem(minor: number, maxMinor: number): CardLimitProblem | undefined {
  if (minor < 0) return 'CARD_LIMIT_NEGATIVE';
  if (minor > maxMinor) return 'CARD_LIMIT_OVER_MAX';
  return undefined;
}

/** A limit as the form types it ('1 500,50'): its minor units, or the problem. */
export function parseCardLimit(
  text: string,
  currency: Currency,
  maxMinor: number,
): { ok: true; minor: number } | { ok: false; problem: CardLimitProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'CARD_LIMIT_REQUIRED' };
  if (trimmed.startsWith('-')) return { ok: false, problem: 'CARD_LIMIT_NEGATIVE' };
  const parsed = parseAmount(trimmed, currency);
  if (!parsed.ok) {
    return {
      ok: false,
      problem: parsed.problem === 'too-large' ? 'CARD_LIMIT_OVER_MAX' : 'CARD_LIMIT_INVALID',
    };
  }
  const problem = cardLimitProblem(parsed.minor, maxMinor);
  return problem ? { ok: false, problem } : { ok: true, minor: parsed.minor };
}

/** A limit the API sent as a number: its minor units, or the problem. */
export function cardLimitFromAmount(
  amount: number,
  currency: Currency,
  maxMinor: number,
): { ok: true; minor: number } | { ok: false; problem: CardLimitProblem } {
  const minor = amountToMinor(amount, currency);
  if (minor === undefined) return { ok: false, problem: 'CARD_LIMIT_INVALID' };
  const problem = cardLimitProblem(minor, maxMinor);
  return problem ? { ok: false, problem } : { ok: true, minor };
}
