/** Cash orders, codes and quotes in the contract's shapes; money leaves as decimals only here. */
import { cashCodeLifetimeHours, maskCashCode, splitCashAmount } from '../../domain/cash-codes';
import type { CashCodeRow, CashOrderRow } from '../db/schema';
import { amount, type Schemas } from '../openapi/json';
import { sourceParty } from '../transfers/parties';
import type { StoredCashOrder } from './store';

const instantOf = (date: Date) => date.toISOString();

const partsOf = (order: CashOrderRow): Schemas['CashCodePart'][] =>
  splitCashAmount(order.amountMinor).map((part) => ({ amount: amount(part, 'AZN') }));

/** The money of an order or a quote: the cash, the commission and what the source gives up. */
function figures(order: CashOrderRow) {
  return {
    from: sourceParty(order.source),
    amount: amount(order.amountMinor, 'AZN'),
    currency: 'AZN' as const,
    commission: amount(order.commissionMinor, 'AZN'),
    total: amount(order.amountMinor + order.commissionMinor, 'AZN'),
    parts: partsOf(order),
  };
}

export function cashQuoteJson(order: CashOrderRow): Schemas['CashCodeQuote'] {
  return {
    id: order.id,
    ...figures(order),
    codeLifetimeHours: cashCodeLifetimeHours,
    expiresAt: instantOf(order.quoteExpiresAt),
  };
}

/** `code` is already as of now (store.ts codeAsOfNow). */
export function cashCodeJson(code: CashCodeRow): Schemas['CashCode'] {
  return {
    id: code.id,
    orderId: code.orderId,
    display: maskCashCode(code.lastDigits),
    amount: amount(code.amountMinor, 'AZN'),
    currency: 'AZN',
    status: code.status,
    createdAt: instantOf(code.createdAt),
    expiresAt: instantOf(code.expiresAt),
    usedAt: code.usedAt ? instantOf(code.usedAt) : null,
    canceledAt: code.canceledAt ? instantOf(code.canceledAt) : null,
  };
}

/** `found` is already as of now (store.ts orderAsOfNow). */
export function cashOrderJson({ order, code, codes }: StoredCashOrder): Schemas['CashOrder'] {
  if (order.status === 'QUOTED') throw new Error(`cash order ${order.id} is only a quote`);
  return {
    id: order.id,
    status: order.status,
    ...figures(order),
    codes: codes.map(cashCodeJson),
    createdAt: instantOf(order.createdAt),
    codeExpiresAt: order.status === 'AWAITING_CODE' && code ? instantOf(code.expiresAt) : null,
  };
}
