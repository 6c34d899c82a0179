/**
 * The products' answers in the contract's shapes (openapi/components/products.yaml), and the
 * one answer for a product the caller cannot see.
 */
import type { Locale } from '../../domain/locale';
import type { CurrentAccount } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { isUuid } from '../ledger/db';
import type { Schemas } from '../openapi/json';

/** The account as another product names it, called what the caller's language calls it. */
export function accountRef(account: CurrentAccount, locale: Locale): Schemas['AccountRef'] {
  return {
    id: account.id,
    name: account.names[locale],
    iban: account.iban,
    currency: account.currency,
  };
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
