/**
 * The bank's exchange rates for transfers between currencies: one row per direction, the rate
 * the bank applies (it buys the currency it receives and sells the one it pays out). Quotes read
 * the rate once and keep it (PricedTransfer.rate), so a later change never touches a quote.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { rateFromMicros } from '../../../domain/transfers/exchange';
import { type Clock, toDate } from '../../clock';
import { type Currency, exchangeRates } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import type { Schemas } from '../../openapi/json';

export interface ExchangeRate {
  from: Currency;
  to: Currency;
  rateMicros: bigint;
}

/**
 * The rates a new bank starts with: the Central Bank's 1.7000 AZN per USD and about 1.98 per
 * EUR with the bank's margin (it buys USD at 1.6950 and sells at 1.7050, EUR at 1.9650 and
 * 1.9950); the reverse and cross rates follow from those, rounded down to six decimals.
 */
export const initialExchangeRates: readonly ExchangeRate[] = [
  { from: 'USD', to: 'AZN', rateMicros: 1_695_000n },
  { from: 'AZN', to: 'USD', rateMicros: 586_510n },
  { from: 'EUR', to: 'AZN', rateMicros: 1_965_000n },
  { from: 'AZN', to: 'EUR', rateMicros: 501_253n },
  { from: 'EUR', to: 'USD', rateMicros: 1_152_492n },
  { from: 'USD', to: 'EUR', rateMicros: 849_624n },
];

/** Writes the initial rates where none is set yet; a rate set since is kept. */
export async function ensureExchangeRates(db: LedgerDb, clock: Clock): Promise<void> {
  const updatedAt = toDate(clock.now());
  await db
    .insert(exchangeRates)
    .values(
      initialExchangeRates.map(({ from, to, rateMicros }) => ({
        fromCurrency: from,
        toCurrency: to,
        rateMicros,
        updatedAt,
      })),
    )
    .onConflictDoNothing();
}

export async function listExchangeRates(db: LedgerDb): Promise<ExchangeRate[]> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.fromCurrency), asc(exchangeRates.toCurrency));
  return rows.map((row) => ({
    from: row.fromCurrency,
    to: row.toCurrency,
    rateMicros: row.rateMicros,
  }));
}

/** The rate for one direction, or undefined when the bank does not convert that pair. */
export async function exchangeRateOf(
  db: LedgerDb,
  from: Currency,
  to: Currency,
): Promise<bigint | undefined> {
  const [row] = await db
    .select({ rateMicros: exchangeRates.rateMicros })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, from), eq(exchangeRates.toCurrency, to)));
  return row?.rateMicros;
}

/** Sets the given directions, keeping the others. */
export async function setExchangeRates(
  db: LedgerDb,
  clock: Clock,
  rates: readonly ExchangeRate[],
): Promise<void> {
  if (rates.length === 0) return;
  await db
    .insert(exchangeRates)
    .values(
      rates.map(({ from, to, rateMicros }) => ({
        fromCurrency: from,
        toCurrency: to,
        rateMicros,
        updatedAt: toDate(clock.now()),
      })),
    )
    .onConflictDoUpdate({
      target: [exchangeRates.fromCurrency, exchangeRates.toCurrency],
      set: { rateMicros: sql`excluded.rate_micros`, updatedAt: sql`excluded.updated_at` },
    });
}

export function exchangeRateJson(rate: ExchangeRate): Schemas['ExchangeRate'] {
  return { from: rate.from, to: rate.to, rate: rateFromMicros(rate.rateMicros) };
}
