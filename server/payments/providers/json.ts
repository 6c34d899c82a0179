/** Providers in the contract's shapes, named in the caller's language. */
import type { Locale } from '../../../domain/locale';
import type { PaymentProviderRow } from '../../db/schema';
import { amount, type Schemas } from '../../openapi/json';
import { categoryOrder } from './catalogue';

export function providerSummaryJson(
  row: PaymentProviderRow,
  locale: Locale,
): Schemas['PaymentProviderSummary'] {
  return {
    id: row.id,
    name: row.names[locale],
    category: row.category,
    mark: { initials: row.initials, color: row.color },
  };
}

export function providerJson(row: PaymentProviderRow, locale: Locale): Schemas['PaymentProvider'] {
  return {
    ...providerSummaryJson(row, locale),
    fields: row.fields,
    minAmount: amount(row.minMinor, 'AZN'),
    maxAmount: amount(row.maxMinor, 'AZN'),
    currency: 'AZN',
    debtLookup: row.debtLookup,
  };
}

/** The categories that have providers, in /payments' order. */
export function providersJson(
  rows: PaymentProviderRow[],
  locale: Locale,
): Schemas['PaymentProviders'] {
  return {
    categories: categoryOrder
      .map((category) => ({
        category,
        providers: rows
          .filter((row) => row.category === category)
          .map((row) => providerSummaryJson(row, locale)),
      }))
      .filter((group) => group.providers.length > 0),
  };
}
