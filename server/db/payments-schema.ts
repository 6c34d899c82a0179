/**
 * Payments to providers (re-exported by schema.ts): the providers the bank pays (the bank's
 * data, seeded), the sandbox's stand-in for the providers' own systems (subscribers and their
 * bills, and whether a provider answers), one row per payment beside the transfer that moves
 * its money, the customers' templates, and the default payment source.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../domain/locale';
import type { components } from '../../openapi/generated/schema';
import { instant, minor } from './columns';
import { customers } from './customers-schema';
import { ledgerAccounts } from './ledger-schema';
import { cards, currentAccounts } from './products-schema';
import { transfers } from './transfer-orders-schema';

type PaymentCategory = components['schemas']['PaymentCategory'];
type PaymentField = components['schemas']['PaymentField'];

export const paymentCategoryValues = [
  'MOBILE',
  'GAS',
  'ELECTRICITY',
  'WATER',
  'INTERNET',
] as const satisfies readonly PaymentCategory[];

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const paymentProviders = pgTable(
  'payment_providers',
  {
    id: text('id').primaryKey(),
    category: text('category').$type<PaymentCategory>().notNull(),
    names: jsonb('names').$type<Readonly<Record<Locale, string>>>().notNull(),
    /** The drawn mark: initials on a colour (no logos). */
    initials: text('initials').notNull(),
    color: text('color').notNull(),
    /** The form's fields and their rules, as the contract's PaymentField. */
    fields: jsonb('fields').$type<PaymentField[]>().notNull(),
    minMinor: minor('min_minor').notNull(),
    maxMinor: minor('max_minor').notNull(),
    debtLookup: boolean('debt_lookup').notNull(),
    /** The provider's settlement account at this bank, credited by every payment. */
    ledgerAccountId: uuid('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The order within its category. */
    position: integer('position').notNull(),
  },
  (table) => [
    check(
      'payment_providers_category',
      sql`${table.category} in (${quoted(paymentCategoryValues)})`,
    ),
    check(
      'payment_providers_limits',
      sql`0 < ${table.minMinor} and ${table.minMinor} <= ${table.maxMinor}`,
    ),
    check('payment_providers_color', sql`${table.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/** The sandbox's providers: who their subscribers are and what they were billed. */
export const sandboxProviderSubscribers = pgTable(
  'sandbox_provider_subscribers',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => paymentProviders.id),
    subscriberCode: text('subscriber_code').notNull(),
    /** Already masked, as the provider answers it: "Leyla M.". */
    name: text('name').notNull(),
    /** The last bill; the debt is this less the payments executed since billedAt. */
    billedMinor: minor('billed_minor').notNull(),
    billedAt: instant('billed_at').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'sandbox_provider_subscribers_pk',
      columns: [table.providerId, table.subscriberCode],
    }),
    check('sandbox_provider_subscribers_billed', sql`${table.billedMinor} >= 0`),
  ],
);

/** A sandbox provider taken down (PROVIDER_UNAVAILABLE) has a row here. */
export const sandboxProviderOutages = pgTable('sandbox_provider_outages', {
  providerId: text('provider_id')
    .primaryKey()
    .references(() => paymentProviders.id),
  since: instant('since').notNull(),
});

/**
 * What makes a transfer a payment: the provider and the subscriber. The money, the status and
 * the code are the transfer's (transfer-orders-schema.ts); this row is written in the same
 * transaction as the transfer.
 */
export const payments = pgTable(
  'payments',
  {
    transferId: uuid('transfer_id')
      .primaryKey()
      .references(() => transfers.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    providerId: text('provider_id')
      .notNull()
      .references(() => paymentProviders.id),
    phone: text('phone'),
    subscriberCode: text('subscriber_code'),
    /** The subscriber's masked name, as the provider answered it when the payment was made. */
    subscriberName: text('subscriber_name'),
    /** The provider's own number for the payment, printed on the receipt. */
    providerReference: text('provider_reference').notNull(),
  },
  (table) => [
    uniqueIndex('payments_provider_reference_unique').on(table.providerReference),
    // The debt a provider reports: the payments to one subscriber.
    index('payments_subscriber').on(table.providerId, table.subscriberCode),
    check(
      'payments_subscriber_named',
      sql`num_nonnulls(${table.phone}, ${table.subscriberCode}) = 1`,
    ),
  ],
);

export const paymentTemplates = pgTable(
  'payment_templates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => paymentProviders.id),
    phone: text('phone'),
    subscriberCode: text('subscriber_code'),
    /** The usual amount in qəpik, or null to ask each time. */
    amountMinor: minor('amount_minor'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    // Names are unique per customer, letter case ignored.
    uniqueIndex('payment_templates_customer_name').on(table.customerId, sql`lower(${table.name})`),
    check(
      'payment_templates_amount',
      sql`${table.amountMinor} is null or ${table.amountMinor} > 0`,
    ),
    check(
      'payment_templates_subscriber_named',
      sql`num_nonnulls(${table.phone}, ${table.subscriberCode}) = 1`,
    ),
  ],
);

/**
 * The customer's default payment source, pre-selected on every transfer and payment form: one
 * of their current accounts or cards. Without a row the first usable source stands in.
 */
export const paymentDefaults = pgTable(
  'payment_defaults',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id),
    accountId: uuid('account_id').references(() => currentAccounts.id),
    cardId: uuid('card_id').references(() => cards.id),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    check('payment_defaults_one', sql`num_nonnulls(${table.accountId}, ${table.cardId}) = 1`),
  ],
);

export type PaymentProviderRow = typeof paymentProviders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentTemplateRow = typeof paymentTemplates.$inferSelect;
