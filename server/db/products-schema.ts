/**
 * The customer's products (PRODUCT 3, 4.5) on top of the ledger (re-exported by schema.ts). A
 * product holds no money of its own: every balance is a ledger account's (ledger-schema.ts), so
 * the books stay the one truth and a product row only says what the money is for.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../domain/locale';
import { instant, minor } from './columns';
import { customers } from './customers-schema';
import { type Currency, ledgerAccounts, ledgerTransactions } from './ledger-schema';

/** A calendar day in Baku, as 'yyyy-MM-dd' (Temporal.PlainDate's spelling). */
const day = (name: string) => date(name, { mode: 'string' });
/** Annual rates in percent, exact: '16.5' never becomes 16.499999. */
const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });

/**
 * A product's name in every interface language. Names are the bank's data, kept as the product
 * was sold (a later rename of the catalogue in server/products/names.ts leaves them be), and
 * each call answers the one of its Accept-Language.
 */
export type ProductNames = Readonly<Record<Locale, string>>;
const names = () => jsonb('names').$type<ProductNames>().notNull();
/** Every language present as a string: a missing one would answer undefined. */
const namesComplete = (column: unknown) =>
  sql`jsonb_typeof(${column}->'az') = 'string' and jsonb_typeof(${column}->'ru') = 'string' and jsonb_typeof(${column}->'en') = 'string'`;

/** Serial part of new account numbers: a sequence, so two processes never hand out one twice. */
export const accountNumberSerial = pgSequence('account_number_serial', { startWith: 1 });

export const currentAccounts = pgTable(
  'current_accounts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    ledgerAccountId: uuid('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** 28 characters with valid AZ check digits; also the account number (PRODUCT 5, 9). */
    iban: text('iban').notNull(),
    names: names(),
    currency: text('currency').$type<Currency>().notNull(),
    openedAt: instant('opened_at').notNull(),
  },
  (table) => [
    unique('current_accounts_ledger_unique').on(table.ledgerAccountId),
    unique('current_accounts_iban_unique').on(table.iban),
    index('current_accounts_customer').on(table.customerId),
    check('current_accounts_names', namesComplete(table.names)),
    check('current_accounts_iban', sql`length(${table.iban}) = 28`),
  ],
);

export const paymentSystems = ['VISA', 'MASTERCARD'] as const;
export type PaymentSystem = (typeof paymentSystems)[number];
export const cardStatuses = ['ACTIVE', 'BLOCKED'] as const;
export type CardStatus = (typeof cardStatuses)[number];

/** A debit card spends from its linked current account: the card has no ledger account. */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => currentAccounts.id),
    names: names(),
    /** Only the masked number is kept: the bank's web side never needs the full PAN. */
    maskedPan: text('masked_pan').notNull(),
    paymentSystem: text('payment_system').$type<PaymentSystem>().notNull(),
    status: text('status').$type<CardStatus>().notNull(),
    /** The last day the card is valid: the end of its expiry month. */
    expiresOn: day('expires_on').notNull(),
    issuedAt: instant('issued_at').notNull(),
    blockedAt: instant('blocked_at'),
  },
  (table) => [
    index('cards_customer').on(table.customerId),
    check('cards_names', namesComplete(table.names)),
    check('cards_status', sql`${table.status} in ('ACTIVE', 'BLOCKED')`),
    check('cards_payment_system', sql`${table.paymentSystem} in ('VISA', 'MASTERCARD')`),
  ],
);

/** A deposit is CLOSED once matured and paid back; a loan once its last instalment is paid. */
export const productStatuses = ['ACTIVE', 'CLOSED'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    names: names(),
    productType: text('product_type').$type<'PROFIT' | 'AVANS' | 'TRGT'>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    termMonths: integer('term_months').notNull(),
    payoutFrequency: text('payout_frequency').$type<'MON' | 'YEAR' | 'YEARLY'>().notNull(),
    ratePercent: rate('rate_percent').notNull(),
    principal: minor('principal').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    /** The customer's deposit account holding the principal. */
    principalAccountId: uuid('principal_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Interest accrued and not yet paid out; the bank owes it, so it is the customer's side. */
    interestAccountId: uuid('interest_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Where the money came from, and where interest and principal are paid back. */
    sourceAccountId: uuid('source_account_id')
      .notNull()
      .references(() => currentAccounts.id),
    /** Interest is accrued for every day before this one; the next accrual starts here. */
    accruedUntil: day('accrued_until').notNull(),
    /** The fraction of a minor unit carried between accruals (domain/deposit.ts). */
    accrualCarry: bigint('accrual_carry', { mode: 'number' }).notNull().default(0),
    /** The next payout date not yet paid; the last one is the end date, when the deposit matures. */
    nextPayoutOn: day('next_payout_on').notNull(),
    status: text('status').$type<ProductStatus>().notNull().default('ACTIVE'),
    /** When the principal went back to the source account. */
    closedAt: instant('closed_at'),
  },
  (table) => [
    index('deposits_customer').on(table.customerId),
    // Which deposit a ledger account belongs to, without reading every deposit.
    index('deposits_principal_account').on(table.principalAccountId),
    index('deposits_interest_account').on(table.interestAccountId),
    check('deposits_names', namesComplete(table.names)),
    check('deposits_product_type', sql`${table.productType} in ('PROFIT', 'AVANS', 'TRGT')`),
    check('deposits_payout', sql`${table.payoutFrequency} in ('MON', 'YEAR', 'YEARLY')`),
    check('deposits_terms', sql`${table.termMonths} > 0 and ${table.principal} > 0`),
    check('deposits_status', sql`${table.status} in ('ACTIVE', 'CLOSED')`),
    check('deposits_closed', sql`(${table.status} = 'CLOSED') = (${table.closedAt} is not null)`),
  ],
);

export const loans = pgTable(
  'loans',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    names: names(),
    contractNumber: text('contract_number').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    principal: minor('principal').notNull(),
    ratePercent: rate('rate_percent').notNull(),
    termMonths: integer('term_months').notNull(),
    startDate: day('start_date').notNull(),
    monthlyPayment: minor('monthly_payment').notNull(),
    /** The customer's loan account: negative by what they owe (ledger sign convention). */
    loanAccountId: uuid('loan_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Instalments are collected from this account on their due dates. */
    repaymentAccountId: uuid('repayment_account_id')
      .notNull()
      .references(() => currentAccounts.id),
    status: text('status').$type<ProductStatus>().notNull().default('ACTIVE'),
    /** When the last instalment was collected. */
    closedAt: instant('closed_at'),
  },
  (table) => [
    unique('loans_contract_number_unique').on(table.contractNumber),
    index('loans_customer').on(table.customerId),
    index('loans_loan_account').on(table.loanAccountId),
    check('loans_names', namesComplete(table.names)),
    check('loans_terms', sql`${table.termMonths} > 0 and ${table.principal} > 0`),
    check('loans_status', sql`${table.status} in ('ACTIVE', 'CLOSED')`),
    check('loans_closed', sql`(${table.status} = 'CLOSED') = (${table.closedAt} is not null)`),
  ],
);

export const instalmentStatuses = ['DUE', 'PAID'] as const;
export type InstalmentStatus = (typeof instalmentStatuses)[number];

/** The loan's schedule as agreed (domain/loan.ts), one row per instalment. */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    number: integer('number').notNull(),
    dueDate: day('due_date').notNull(),
    principal: minor('principal').notNull(),
    interest: minor('interest').notNull(),
    /** Principal still owed once this instalment is paid. */
    balanceAfter: minor('balance_after').notNull(),
    status: text('status').$type<InstalmentStatus>().notNull().default('DUE'),
    paidAt: instant('paid_at'),
    /** The ledger transaction that collected it. */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
  },
  (table) => [
    primaryKey({ name: 'loan_instalments_pk', columns: [table.loanId, table.number] }),
    check('loan_instalments_status', sql`${table.status} in ('DUE', 'PAID')`),
    check('loan_instalments_paid', sql`(${table.status} = 'PAID') = (${table.paidAt} is not null)`),
    // The collection job's question, "what is due by today and unpaid", reads only this.
    index('loan_instalments_due').on(table.dueDate).where(sql`${table.status} = 'DUE'`),
  ],
);

export type CurrentAccount = typeof currentAccounts.$inferSelect;
export type Card = typeof cards.$inferSelect;
export type Deposit = typeof deposits.$inferSelect;
export type Loan = typeof loans.$inferSelect;
export type LoanInstalment = typeof loanInstalments.$inferSelect;
