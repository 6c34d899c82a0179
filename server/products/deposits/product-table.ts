/**
 * The bank's deposit product table (PRODUCT 4.5): what a customer may open online, at which rate.
 * Rates follow Azerbaijani retail terms: manat deposits pay far more than dollar or euro ones,
 * and a longer term pays more. A rate is fixed for the deposit's whole term when it is applied
 * for (server/product-applications), so a later change of this table never touches it.
 *
 * The types, decided here since docs/PRODUCT.md names them only:
 * - PROFIT ("Mənfəət"), the classic term deposit: interest monthly (MON) or all at the term's
 *   end (YEAR), at the same rate.
 * - AVANS, an income deposit: interest every month (MON only) — an "advance" on the deposit's
 *   income, never interest before it is earned, so a little below PROFIT.
 * - TRGT ("Hədəf"), a savings target: interest only at the term's end (YEAR), which the bank
 *   rewards with the highest rate.
 * Online amounts run from 100 to 100 000 in the deposit's currency; more is opened at a branch.
 */
import type { Currency } from '../../db/schema';

export type DepositProductType = 'PROFIT' | 'AVANS' | 'TRGT';
export type ProductCurrency = Extract<Currency, 'AZN' | 'USD' | 'EUR'>;
export type DepositPayout = 'MON' | 'YEAR';

export interface DepositProduct {
  productType: DepositProductType;
  currency: ProductCurrency;
  /** Limits in minor units. */
  minAmount: bigint;
  maxAmount: bigint;
  payoutFrequencies: readonly DepositPayout[];
  /** Annual rates in percent as exact decimal strings, by term in months. */
  terms: readonly { termMonths: number; ratePercent: string }[];
}

const onlineLimits = { minAmount: 100_00n, maxAmount: 100_000_00n } as const;

type RatesByTerm = Readonly<Record<number, string>>;

function product(
  productType: DepositProductType,
  payoutFrequencies: readonly DepositPayout[],
  rates: Readonly<Record<ProductCurrency, RatesByTerm>>,
): DepositProduct[] {
  return (Object.keys(rates) as ProductCurrency[]).map((currency) => ({
    productType,
    currency,
    ...onlineLimits,
    payoutFrequencies,
    terms: Object.entries(rates[currency]).map(([term, ratePercent]) => ({
      termMonths: Number(term),
      ratePercent,
    })),
  }));
}

export const depositProducts: readonly DepositProduct[] = [
  ...product('PROFIT', ['MON', 'YEAR'], {
    AZN: { 3: '6', 6: '8', 12: '10.5', 18: '10.75', 24: '11' },
    USD: { 3: '1', 6: '1.5', 12: '2.5', 18: '2.75', 24: '3' },
    EUR: { 3: '0.5', 6: '0.75', 12: '1.25', 18: '1.5', 24: '1.75' },
  }),
  ...product('AVANS', ['MON'], {
    AZN: { 6: '7.5', 9: '9', 12: '10', 24: '10.5' },
    USD: { 6: '1.25', 12: '2.25', 24: '2.75' },
    EUR: { 6: '0.5', 12: '1', 24: '1.5' },
  }),
  ...product('TRGT', ['YEAR'], {
    AZN: { 6: '8.5', 12: '11', 24: '11.5' },
    USD: { 6: '2', 12: '3', 24: '3.5' },
    EUR: { 6: '1', 12: '1.5', 24: '2' },
  }),
];

export function depositProductOf(
  productType: string,
  currency: string,
): DepositProduct | undefined {
  return depositProducts.find(
    (candidate) => candidate.productType === productType && candidate.currency === currency,
  );
}
