/**
 * The execution side of transfers (re-exported by schema.ts): one row per transfer the customer
 * made from a quote, with the quote's figures copied in integer minor units so nothing of it can
 * change after the code was sent. Its money is only ever in the ledger: the row points at the
 * hold (while SCHEDULED) and at the one ledger transaction that executed it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../domain/locale';
import { type TransferStatus, transferStatuses } from '../../machines/transferLifecycle.machine';
import type { TransferDestinationSide, TransferSourceSide } from '../transfers/priced-transfer';
import { otpSessions } from './auth-schema';
import { instant, minor } from './columns';
import { customers } from './customers-schema';
import { type Currency, ledgerAccounts, ledgerHolds, ledgerTransactions } from './ledger-schema';

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const transferRailValues = [
  'OWN',
  'INTERNAL',
  'IPS',
  'CLEARING',
  'CARD',
  'PAYMENT',
] as const;
export const transferTypeValues = ['A2A', 'A2C', 'C2A', 'C2C'] as const;

/** Serial part of the reference printed on receipts: a sequence, unique across processes. */
export const transferReferenceSerial = pgSequence('transfer_reference_serial', { startWith: 1 });

/** An exchange rate as stored: units of `to` for one unit of `from` × 10^6, in digits. */
export interface StoredRate {
  from: Currency;
  to: Currency;
  rateMicros: string;
}

export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Grows with every transfer: the list's order and its cursor. */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The bank's reference number, e.g. TR-2026-0000042. */
    reference: text('reference').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** A quote makes at most one transfer. */
    quoteId: uuid('quote_id').notNull(),
    type: text('type').$type<(typeof transferTypeValues)[number]>().notNull(),
    rail: text('rail').$type<(typeof transferRailValues)[number]>().notNull(),
    /** A status of the lifecycle chart (machines/transferLifecycle.machine.ts). */
    status: text('status').$type<TransferStatus>().notNull(),
    /** The quote's two sides as shown: names, masked numbers, banks, what was typed. */
    source: jsonb('source').$type<TransferSourceSide>().notNull(),
    destination: jsonb('destination').$type<TransferDestinationSide>().notNull(),
    /** The ledger account debited: the source account, or the card's current account. */
    sourceAccountId: uuid('source_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Credited for OWN and INTERNAL; null when the money leaves through a settlement account. */
    destinationAccountId: uuid('destination_account_id').references(() => ledgerAccounts.id),
    debitMinor: minor('debit_minor').notNull(),
    debitCurrency: text('debit_currency').$type<Currency>().notNull(),
    creditMinor: minor('credit_minor').notNull(),
    creditCurrency: text('credit_currency').$type<Currency>().notNull(),
    /** The exchange applied when the currencies differ, the rate as micros in digits. */
    rate: jsonb('rate').$type<StoredRate>(),
    commissionMinor: minor('commission_minor').notNull(),
    totalMinor: minor('total_minor').notNull(),
    /** What the transfer counts against the limits, in manats; 0 for OWN. */
    limitMinor: minor('limit_minor').notNull(),
    instant: boolean('instant').notNull(),
    codeRequired: boolean('code_required').notNull(),
    otpSessionId: text('otp_session_id').references(() => otpSessions.id),
    holdId: uuid('hold_id').references(() => ledgerHolds.id),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    comment: text('comment'),
    /** The customer's language when it was made: the code SMS and its resends speak it. */
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: instant('created_at').notNull(),
    executedAt: instant('executed_at'),
    /** The Baku date it executes (clearing after the cut-off: the next business day). */
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    /** When the sandbox's interbank settlement took an external transfer. */
    settledAt: instant('settled_at'),
  },
  (table) => [
    unique('transfers_reference_unique').on(table.reference),
    unique('transfers_quote_unique').on(table.quoteId),
    unique('transfers_position_unique').on(table.position),
    // The list: one customer's, newest first, paged by position.
    index('transfers_customer_position').on(table.customerId, table.position),
    // The limits: one customer's since the start of the day or month.
    index('transfers_customer_created').on(table.customerId, table.createdAt),
    // The clearing job: scheduled ones due by a date.
    index('transfers_scheduled_due')
      .on(table.executionDate)
      .where(sql`${table.status} = 'SCHEDULED'`),
    // The sandbox's settlement: executed ones that left the bank and are not settled yet.
    index('transfers_unsettled')
      .on(table.position)
      .where(
        sql`${table.status} = 'EXECUTED' and ${table.destinationAccountId} is null and ${table.settledAt} is null`,
      ),
    check('transfers_status', sql`${table.status} in (${quoted(transferStatuses)})`),
    check('transfers_rail', sql`${table.rail} in (${quoted(transferRailValues)})`),
    check('transfers_type', sql`${table.type} in (${quoted(transferTypeValues)})`),
    check(
      'transfers_amounts',
      sql`${table.debitMinor} > 0 and ${table.creditMinor} > 0 and ${table.commissionMinor} >= 0
        and ${table.totalMinor} = ${table.debitMinor} + ${table.commissionMinor}
        and ${table.limitMinor} >= 0`,
    ),
    check(
      'transfers_executed',
      sql`(${table.status} = 'EXECUTED') = (${table.ledgerTransactionId} is not null)`,
    ),
  ],
);

export type TransferRow = typeof transfers.$inferSelect;
