/**
 * The quote side of transfers (re-exported by schema.ts): the directory of Azerbaijani banks,
 * the bank's exchange rates, the sandbox's stand-in for IPS's phone directory, and the quotes
 * customers asked for. Money is integer minor units; a rate is micros (units × 1 000 000).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredPricedTransfer } from '../transfers/quotes/codec';
import { instant } from './columns';
import { customers } from './customers-schema';
import { type Currency, currencies } from './ledger-schema';

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Every bank a transfer can reach, this one included, as the code of server/transfers/banks
 * keeps it (the list changes with a licence): written at start, read by SQL.
 */
export const bankDirectory = pgTable(
  'bank_directory',
  {
    id: text('id').primaryKey(),
    bic: text('bic').notNull().unique('bank_directory_bic_unique'),
    /** The four letters after an IBAN's check digits: the BIC's first four. */
    ibanCode: text('iban_code').notNull().unique('bank_directory_iban_code_unique'),
    name: text('name').notNull(),
    /** Whether the bank takes part in IPS, the Central Bank's instant payment system. */
    ips: boolean('ips').notNull(),
    /** The order banks are listed in. */
    position: integer('position').notNull(),
  },
  (table) => [check('bank_directory_iban_code', sql`${table.ibanCode} ~ '^[A-Z]{4}$'`)],
);

/** One row per direction: units of `to` for one unit of `from`, as the bank applies it. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    fromCurrency: text('from_currency').$type<Currency>().notNull(),
    toCurrency: text('to_currency').$type<Currency>().notNull(),
    rateMicros: bigint('rate_micros', { mode: 'bigint' }).notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'exchange_rates_pk', columns: [table.fromCurrency, table.toCurrency] }),
    check('exchange_rates_positive', sql`${table.rateMicros} > 0`),
    check('exchange_rates_pair', sql`${table.fromCurrency} <> ${table.toCurrency}`),
    check('exchange_rates_from', sql`${table.fromCurrency} in (${quoted(currencies)})`),
    check('exchange_rates_to', sql`${table.toCurrency} in (${quoted(currencies)})`),
  ],
);

/** The sandbox's IPS directory: other banks' customers by mobile number (994 and 9 digits). */
export const ipsDirectory = pgTable(
  'ips_directory',
  {
    phone: text('phone').primaryKey(),
    /** Already masked, as IPS answers it: "Rəşad Q.". */
    name: text('name').notNull(),
    bankId: text('bank_id')
      .notNull()
      .references(() => bankDirectory.id),
  },
  (table) => [check('ips_directory_phone', sql`${table.phone} ~ '^994[0-9]{9}$'`)],
);

/**
 * A priced would-be transfer (server/transfers/priced-transfer.ts), fixed for a few minutes:
 * `priced` is that shape in JSON, minor units and the rate as decimal strings.
 */
export const transferQuotes = pgTable(
  'transfer_quotes',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    priced: jsonb('priced').$type<StoredPricedTransfer>().notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('transfer_quotes_customer').on(table.customerId),
    index('transfer_quotes_expires').on(table.expiresAt),
  ],
);

export type BankDirectoryRow = typeof bankDirectory.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type TransferQuoteRow = typeof transferQuotes.$inferSelect;
