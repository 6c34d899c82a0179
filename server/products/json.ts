/**
 * The products' answers in the contract's shapes (openapi/components/products.yaml). Money
 * leaves the bank here and only here: minor units become a number of major units with at most
 * two decimals, read through its decimal spelling so no float noise can appear.
 */

import type { components } from '../../openapi/generated/schema';
import { toDecimalString } from '../../src/domain/money';
import type { Currency, CurrentAccount } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { isUuid } from '../ledger/db';

export type Schemas = components['schemas'];

export function amount(minor: bigint, currency: Currency): number {
  return Number(toDecimalString(Number(minor), currency));
}

export function accountRef(account: CurrentAccount): Schemas['AccountRef'] {
  return { id: account.id, name: account.name, iban: account.iban, currency: account.currency };
}

/** Another customer's product and a made-up id get the same answer: there is none of yours. */
export function productNotFound(): BankError {
  return new BankError('NOT_FOUND', 404, {}, 'PRODUCT_NOT_FOUND');
}

/** An id that cannot be a product's never reaches the database. */
export function checkProductId(id: string): string {
  if (!isUuid(id)) throw productNotFound();
  return id;
}
