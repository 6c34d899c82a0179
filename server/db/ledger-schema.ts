/**
 * The ledger's tables (re-exported by schema.ts, so drizzle-kit and the client see them).
 *
 * Sign convention: every amount is integer minor units (qəpik, cents), and a balance is seen
 * from the holder's side, i.e. it is the account's credit balance (credits minus debits).
 * A posting's amount is positive for a credit and negative for a debit, so the postings of one
 * ledger transaction sum to zero per currency exactly when debits equal credits. Hence:
 * - a customer's current, card and deposit account is positive while the bank owes them money;
 * - a loan account and the bank's assets (cash, loans receivable, clearing claims) go negative;
 * - interest and commission income grow positive, interest expense grows negative.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { type LedgerTransactionKind, ledgerTransactionKinds } from '../ledger/transaction-kinds';
import { instant, minor } from './columns';
import { customers } from './customers-schema';

export const currencies = ['AZN', 'USD', 'EUR', 'RUB'] as const;
export type Currency = (typeof currencies)[number];

/** Accounts a customer holds. */
export const customerAccountKinds = ['CURRENT', 'CARD', 'DEPOSIT', 'LOAN'] as const;
/** The bank's own accounts, one per kind and currency. */
export const bankAccountKinds = [
  'CASH',
  'LOANS_RECEIVABLE',
  'INTEREST_INCOME',
  'INTEREST_EXPENSE',
  'COMMISSION_INCOME',
  'FX_POSITION',
  'CLEARING',
  // Transfers to other banks: IPS's instant settlement, and the bank's correspondent account at
  // the Central Bank that settles both IPS and clearing.
  'IPS_SETTLEMENT',
  'CORRESPONDENT',
] as const;
/** A payment provider's settlement account at this bank, one per provider (payments-schema.ts). */
export const providerAccountKinds = ['PROVIDER_SETTLEMENT'] as const;
export type LedgerAccountKind =
  | (typeof customerAccountKinds)[number]
  | (typeof bankAccountKinds)[number]
  | (typeof providerAccountKinds)[number];

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Unique account number: an IBAN's account part for customers, e.g. BANK-CASH-AZN for the bank. */
    number: text('number').notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Null for the bank's own accounts. */
    customerId: uuid('customer_id').references(() => customers.id),
    balance: minor('balance').notNull().default(sql`0`),
    /** Sum of the account's open holds; available = balance − held (+ overdraft limit). */
    held: minor('held').notNull().default(sql`0`),
    /** The bank's accounts and loan accounts may go below zero; others only to −overdraftLimit. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    overdraftLimit: minor('overdraft_limit').notNull().default(sql`0`),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    unique('ledger_accounts_number_unique').on(table.number),
    index('ledger_accounts_customer').on(table.customerId),
    check(
      'ledger_accounts_kind',
      sql`${table.kind} in (${quoted([...customerAccountKinds, ...bankAccountKinds, ...providerAccountKinds])})`,
    ),
    check('ledger_accounts_currency', sql`${table.currency} in (${quoted(currencies)})`),
    check('ledger_accounts_held', sql`${table.held} >= 0 and ${table.overdraftLimit} >= 0`),
    // The last line of defence: even a faulty caller cannot overdraw a customer's account.
    check(
      'ledger_accounts_available',
      sql`${table.allowNegative} or ${table.balance} - ${table.held} >= -${table.overdraftLimit}`,
    ),
  ],
);

/** One movement of money: its postings (below) sum to zero per currency. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey(),
    /** What happened, e.g. TRANSFER, CARD_PURCHASE, SALARY (server/ledger/transaction-kinds.ts). */
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    description: text('description').notNull(),
    /** From the bank's clock (sandbox offset included), never the database's now(). */
    bookedAt: instant('booked_at').notNull(),
    /** Free details for history and statements, e.g. category and merchant. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The idempotency key (scope:key) that created it: the same request never books twice. */
    reference: text('reference').unique('ledger_transactions_reference_unique'),
  },
  (table) => [
    check('ledger_transactions_kind', sql`${table.kind} in (${quoted(ledgerTransactionKinds)})`),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    /** A sequence: an account's postings in booking order, and a stable pagination cursor. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive credits the account, negative debits it. */
    amount: minor('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The account's balance right after this posting, so statements need no recomputation. */
    balanceAfter: minor('balance_after').notNull(),
  },
  (table) => [
    index('ledger_postings_account').on(table.accountId, table.id),
    index('ledger_postings_transaction').on(table.transactionId),
    check('ledger_postings_amount', sql`${table.amount} <> 0`),
  ],
);

/** Money blocked on an account (e.g. a card authorisation) until released or captured. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at'),
    releasedAt: instant('released_at'),
    capturedAt: instant('captured_at'),
    /** The ledger transaction that captured it. */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    /**
     * True when the module that placed it releases it at expiry, in the transaction that changes
     * its own state too (a cash code becomes EXPIRED); releaseExpiredHolds then leaves it alone.
     */
    releasedByOwner: boolean('released_by_owner').notNull().default(false),
  },
  (table) => [
    index('ledger_holds_account').on(table.accountId),
    check('ledger_holds_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * Stripe-style idempotency: the first response to (scope, key) is kept and replayed. The row is
 * written in the same database transaction as the movement, so both exist or neither does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is, e.g. the customer's id: two customers may pick the same key. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null only inside the transaction that claims the key; it commits with the response. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [table.scope, table.key] }),
    index('idempotency_keys_created').on(table.createdAt),
  ],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerHold = typeof ledgerHolds.$inferSelect;
