/**
 * Cash by code (re-exported by schema.ts): the customer's orders (a quote becomes an order
 * awaiting its one-time code, then CONFIRMED with its withdrawal codes), the withdrawal codes
 * themselves (one hold each). The sandbox ATM counts refused codes with the sign-in guards.
 *
 * A withdrawal code is never stored: only its keyed hash bound to the customer's phone, and its
 * last two digits for the list. Two ACTIVE codes never share a hash (a partial unique index), so
 * a phone and a code name at most one code at the ATM.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../domain/locale';
import type { TransferSourceSide } from '../transfers/priced-transfer';
import { otpSessions } from './auth-schema';
import { instant, minor } from './columns';
import { customers } from './customers-schema';
import { ledgerAccounts, ledgerHolds, ledgerTransactions } from './ledger-schema';

/** QUOTED until created (a quote is an order not yet asked for), then the contract's statuses. */
export const cashOrderStatusValues = ['QUOTED', 'AWAITING_CODE', 'CONFIRMED', 'CANCELED'] as const;
export type CashOrderStatus = (typeof cashOrderStatusValues)[number];

export const cashCodeStatusValues = ['ACTIVE', 'USED', 'EXPIRED', 'CANCELED'] as const;
export type CashCodeStatus = (typeof cashCodeStatusValues)[number];

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const cashOrders = pgTable(
  'cash_orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<CashOrderStatus>().notNull(),
    /** The source as the quote showed it (the same shape as a transfer's). */
    source: jsonb('source').$type<TransferSourceSide>().notNull(),
    /** The ledger account held and charged: the account, or the card's current account. */
    sourceAccountId: uuid('source_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: minor('amount_minor').notNull(),
    commissionMinor: minor('commission_minor').notNull(),
    /** The language of the code SMS and the withdrawal codes' SMS. */
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: instant('created_at').notNull(),
    /** Until then the quote may become an order. */
    quoteExpiresAt: instant('quote_expires_at').notNull(),
    /** The one-time code's session, only here: the code confirms this order and no other. */
    otpSessionId: text('otp_session_id').references(() => otpSessions.id),
    confirmedAt: instant('confirmed_at'),
    /** The commission's ledger transaction, booked by the confirmation. */
    commissionTransactionId: uuid('commission_transaction_id').references(
      () => ledgerTransactions.id,
    ),
  },
  (table) => [
    check('cash_orders_status', sql`${table.status} in (${quoted(cashOrderStatusValues)})`),
    check('cash_orders_amounts', sql`${table.amountMinor} > 0 and ${table.commissionMinor} >= 0`),
    index('cash_orders_customer').on(table.customerId),
  ],
);

export const cashCodes = pgTable(
  'cash_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Grows with every code: the list's order and its cursor. */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => cashOrders.id),
    /** The code's place among its order's parts, from 0. */
    part: integer('part').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The customer's phone (digits) the code was sent to; the ATM asks for it. */
    phone: text('phone').notNull(),
    /** Keyed hash of phone and code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    lastDigits: text('last_digits').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    /** The hold of the amount; this module alone releases it (released_by_owner). */
    holdId: uuid('hold_id')
      .notNull()
      .references(() => ledgerHolds.id),
    status: text('status').$type<CashCodeStatus>().notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    canceledAt: instant('canceled_at'),
    /** The ATM's withdrawal: the hold captured into the bank's cash. */
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
  },
  (table) => [
    check('cash_codes_status', sql`${table.status} in (${quoted(cashCodeStatusValues)})`),
    check('cash_codes_amount', sql`${table.amountMinor} > 0`),
    unique('cash_codes_position_unique').on(table.position),
    unique('cash_codes_order_part').on(table.orderId, table.part),
    // At the ATM a phone and a code name at most one active code.
    uniqueIndex('cash_codes_active_hash').on(table.codeHash).where(sql`${table.status} = 'ACTIVE'`),
    index('cash_codes_customer_position').on(table.customerId, table.position),
    // The expiry job's search.
    index('cash_codes_active_expiry').on(table.expiresAt).where(sql`${table.status} = 'ACTIVE'`),
  ],
);

export type CashOrderRow = typeof cashOrders.$inferSelect;
export type CashCodeRow = typeof cashCodes.$inferSelect;
