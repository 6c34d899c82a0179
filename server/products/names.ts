/**
 * The names the bank gives its products, in every interface language (issue 15). A product is
 * stored with all of them when it is opened (`names` of products-schema.ts), so a later rename
 * here leaves the products already sold as they were; each call answers the name of its
 * Accept-Language. Operations carry theirs in the ledger's metadata (`describedIn`).
 */
import type { DepositType } from '../../domain/deposit';
import type { Locale } from '../../domain/locale';
import type { Currency, ProductNames } from '../db/schema';
import type { LedgerTransactionInput } from '../ledger';

export type { ProductNames } from '../db/schema';

export type LoanProduct = 'LOAN' | 'REFIN';
export type CardProduct = 'VISA_CLASSIC' | 'MASTERCARD_GOLD';

export function currentAccountNames(currency: Currency): ProductNames {
  return {
    az: `Cari hesab ${currency}`,
    ru: `Текущий счёт ${currency}`,
    en: `Current account ${currency}`,
  };
}

/** The web app's deposit type labels say the same (src/features/deposits/labels.ts). */
export const depositNames: Readonly<Record<DepositType, ProductNames>> = {
  PROFIT: { az: 'Mənfəət', ru: 'Доходный', en: 'Profit' },
  AVANS: { az: 'Avans', ru: 'Авансовый', en: 'Advance' },
  TRGT: { az: 'Hədəf', ru: 'Целевой', en: 'Target' },
};

export const loanNames: Readonly<Record<LoanProduct, ProductNames>> = {
  LOAN: { az: 'İstehlak krediti', ru: 'Потребительский кредит', en: 'Consumer loan' },
  REFIN: {
    az: 'Refinanslaşdırma krediti',
    ru: 'Кредит на рефинансирование',
    en: 'Refinancing loan',
  },
};

/** Card products keep the payment system's brand, which is not translated. */
export const cardNames: Readonly<Record<CardProduct, ProductNames>> = {
  VISA_CLASSIC: { az: 'Visa Classic', ru: 'Visa Classic', en: 'Visa Classic' },
  MASTERCARD_GOLD: { az: 'Mastercard Gold', ru: 'Mastercard Gold', en: 'Mastercard Gold' },
};

/** The same words after each name ("İstehlak krediti KR-2026-000123"). */
export function withSuffix(names: ProductNames, suffix: string): ProductNames {
  return { az: `${names.az} ${suffix}`, ru: `${names.ru} ${suffix}`, en: `${names.en} ${suffix}` };
}

type Metadata = NonNullable<LedgerTransactionInput['metadata']>;

/**
 * What a ledger transaction named after a product records: the Azerbaijani text as its
 * description (what the books print when nothing else asks) and every language in its
 * metadata, which the history reads back with `describedIn`.
 */
export function namedAfter(
  names: ProductNames,
  metadata: Metadata,
): { description: string; metadata: Metadata } {
  return { description: names.az, metadata: { ...metadata, descriptions: names } };
}

function isNames(value: unknown): value is ProductNames {
  if (typeof value !== 'object' || value === null) return false;
  const names = value as Record<string, unknown>;
  return (
    typeof names.az === 'string' && typeof names.ru === 'string' && typeof names.en === 'string'
  );
}

/**
 * An operation's description in the caller's language: the one its metadata keeps for that
 * language when the transaction was named after a product, else the description as booked.
 */
export function describedIn(
  locale: Locale,
  operation: { description: string; metadata: Readonly<Record<string, unknown>> | null },
): string {
  const descriptions = operation.metadata?.descriptions;
  return isNames(descriptions) ? descriptions[locale] : operation.description;
}
