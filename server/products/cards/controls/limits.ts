/**
 * The limits a customer asked for, checked against the bank's maxima with the rules the card
 * dialog uses (domain/cards/limits.ts): 400 with the first refused limit's code and maximum.
 */
import {
  type CardLimitKind,
  cardLimitFromAmount,
  cardLimitKinds,
} from '../../../../domain/cards/limits';
import { formatMoney } from '../../../../domain/money';
import type { Currency } from '../../../db/schema';
import { BankError } from '../../../errors/bank-error';
import { amount, type Schemas } from '../../../openapi/json';
import type { CardControlsState, CardLimitsMinor } from './store';

export function requestedLimits(
  request: Schemas['CardLimitsRequest'],
  currency: Currency,
  maxima: CardLimitsMinor,
): CardLimitsMinor {
  const limits = {} as CardLimitsMinor;
  for (const kind of cardLimitKinds) {
    const max = Number(maxima[kind]);
    const checked = cardLimitFromAmount(request[kind], currency, max);
    if (!checked.ok) {
      throw new BankError(checked.problem, 400, { max: formatMoney(max, currency) });
    }
    limits[kind] = BigInt(checked.minor);
  }
  return limits;
}

/** What a code for these limits confirms: the card and the three figures in minor units. */
export const limitsBinding = (cardId: string, limits: CardLimitsMinor) =>
  [cardId, ...cardLimitKinds.map((kind) => String(limits[kind]))].join(':');

export function cardControlsJson(
  cardId: string,
  currency: Currency,
  controls: CardControlsState,
  used: CardLimitsMinor,
): Schemas['CardControls'] {
  const limit = (kind: CardLimitKind): Schemas['CardLimit'] => ({
    daily: amount(controls.limits[kind], currency),
    max: amount(controls.maxima[kind], currency),
    usedToday: amount(used[kind], currency),
  });
  return {
    cardId,
    currency,
    cash: limit('cash'),
    purchases: limit('purchases'),
    online: limit('online'),
    onlinePayments: controls.onlinePayments,
  };
}
