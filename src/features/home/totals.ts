/**
 * The customer's money per currency at a glance. Cards spend from current accounts, so a card's
 * balance is already in its account's and is not added again: own money is current accounts plus
 * deposits (principal and accrued interest); debt is the principal still owed on loans. Amounts
 * are summed in minor units and never across currencies.
 */

import { amountToMinor, currencies, toDecimalString } from '../../../domain/money';
import type { components } from '../../../openapi/generated/schema';

type Schemas = components['schemas'];

export interface CurrencyTotal {
  currency: Schemas['Currency'];
  /** Minor units. */
  accounts: number;
  deposits: number;
  own: number;
  debt: number;
}

type Part = 'accounts' | 'deposits' | 'debt';

/** Per currency, in the bank's currency order (AZN first); only currencies the customer holds. */
export function totalsByCurrency(
  accounts: readonly Schemas['Account'][],
  deposits: readonly Schemas['Deposit'][],
  loans: readonly Schemas['Loan'][],
): CurrencyTotal[] {
  const totals = new Map<Schemas['Currency'], CurrencyTotal>();
  const add = (currency: Schemas['Currency'], part: Part, amount: number) => {
    const total = totals.get(currency) ?? { currency, accounts: 0, deposits: 0, own: 0, debt: 0 };
    const minor = amountToMinor(amount, currency) ?? 0;
    total[part] += minor;
    if (part !== 'debt') total.own += minor;
    totals.set(currency, total);
  };
  for (const account of accounts) add(account.currency, 'accounts', account.balance);
  for (const deposit of deposits) add(deposit.currency, 'deposits', deposit.totalAmount);
  for (const loan of loans) add(loan.currency, 'debt', loan.remainingAmount);
  return [...totals.values()].sort(
    (a, b) => currencies.indexOf(a.currency) - currencies.indexOf(b.currency),
  );
}

/** Minor units back to the API's major-unit number, exactly (for <Money>). */
export function toAmount(minor: number, currency: string): number {
  return Number(toDecimalString(minor, currency));
}
