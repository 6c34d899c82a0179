/**
 * Open-banking consents (re-exported by schema.ts): the registered third parties (TPPs), their
 * consents on the customers' accounts and cards, what each consent covers, the log of every
 * read made under one, and the bank's own consents (data processing, marketing).
 *
 * A consent's status only moves forward from `received`/`valid` by conditional updates
 * (server/consents), so no write ever brings a consent back to `valid`.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../domain/locale';
import { instant } from './columns';
import { customers } from './customers-schema';

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const consentStatuses = [
  'received',
  'valid',
  'rejected',
  'revokedByPsu',
  'expired',
  'terminatedByTpp',
] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

/** SPEC 4.5's types of what a consent covers. */
export const consentAccountTypes = [
  'CURRENT_ACCOUNT',
  'SAVINGS_ACCOUNT',
  'LOAN_ACCOUNT',
  'MORTGAGE_ACCOUNT',
  'CREDIT_CARD',
  'SALARY_CARD',
  'DEBIT_CARD',
] as const;
export type ConsentAccountType = (typeof consentAccountTypes)[number];

export const consentEndpoints = ['ACCOUNTS', 'BALANCES', 'TRANSACTIONS'] as const;
export type ConsentEndpoint = (typeof consentEndpoints)[number];

/** A registered third party: its secret only as a keyed hash under the server key. */
export const thirdParties = pgTable(
  'third_parties',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** What it does, in every language. */
    descriptions: jsonb('descriptions').$type<Readonly<Record<Locale, string>>>().notNull(),
    clientId: text('client_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The TPP-Redirect-URIs it may give (without their query). */
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [unique('third_parties_client_id').on(table.clientId)],
);

export const accountConsents = pgTable(
  'account_consents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    thirdPartyId: text('third_party_id')
      .notNull()
      .references(() => thirdParties.id),
    /** Null until a customer answers it (authorises or rejects). */
    customerId: uuid('customer_id').references(() => customers.id),
    status: text('status').$type<ConsentStatus>().notNull(),
    readsBalances: boolean('reads_balances').notNull(),
    readsTransactions: boolean('reads_transactions').notNull(),
    /** The last Baku day it gives access. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    frequencyPerDay: integer('frequency_per_day').notNull(),
    recurring: boolean('recurring').notNull(),
    /** The TPP-Redirect-URI the third party gave, as given. */
    redirectUri: text('redirect_uri').notNull(),
    createdAt: instant('created_at').notNull(),
    statusChangedAt: instant('status_changed_at').notNull(),
    authorizedAt: instant('authorized_at'),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [
    check('account_consents_status', sql`${table.status} in (${quoted(consentStatuses)})`),
    check('account_consents_frequency', sql`${table.frequencyPerDay} between 1 and 4`),
    // A consent nobody has answered has no customer; one the customer answered has theirs.
    check(
      'account_consents_customer',
      sql`case ${table.status} when 'received' then ${table.customerId} is null
        when 'valid' then ${table.customerId} is not null
        when 'rejected' then ${table.customerId} is not null
        when 'revokedByPsu' then ${table.customerId} is not null else true end`,
    ),
    index('account_consents_customer').on(table.customerId, table.createdAt),
    index('account_consents_third_party').on(table.thirdPartyId),
  ],
);

/** What a valid consent covers: one of the customer's accounts, deposits, loans or cards. */
export const accountConsentProducts = pgTable(
  'account_consent_products',
  {
    consentId: uuid('consent_id')
      .notNull()
      .references(() => accountConsents.id),
    productId: uuid('product_id').notNull(),
    type: text('type').$type<ConsentAccountType>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.consentId, table.productId] }),
    check('account_consent_products_type', sql`${table.type} in (${quoted(consentAccountTypes)})`),
  ],
);

/** Every read a third party made under a consent, with the bank's time. */
export const consentAccessLog = pgTable(
  'consent_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => accountConsents.id),
    at: instant('at').notNull(),
    /** The Baku day of `at`: unattended reads are counted per day. */
    day: date('day', { mode: 'string' }).notNull(),
    endpoint: text('endpoint').$type<ConsentEndpoint>().notNull(),
    /** The account or card read; null for the list of accounts. */
    productId: uuid('product_id'),
    attended: boolean('attended').notNull(),
  },
  (table) => [
    check('consent_access_log_endpoint', sql`${table.endpoint} in (${quoted(consentEndpoints)})`),
    index('consent_access_log_consent').on(table.consentId, table.id),
    index('consent_access_log_count').on(table.consentId, table.day, table.endpoint),
  ],
);

export const otherConsentKinds = ['DATA_PROCESSING', 'MARKETING', 'CREDIT_BUREAU'] as const;
export type OtherConsentKind = (typeof otherConsentKinds)[number];

/** The bank's own consents a customer gave, each with its wording as given, in every language. */
export const otherConsents = pgTable(
  'other_consents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<OtherConsentKind>().notNull(),
    titles: jsonb('titles').$type<Readonly<Record<Locale, string>>>().notNull(),
    texts: jsonb('texts').$type<Readonly<Record<Locale, string>>>().notNull(),
    givenAt: instant('given_at').notNull(),
    withdrawnAt: instant('withdrawn_at'),
  },
  (table) => [
    check('other_consents_kind', sql`${table.kind} in (${quoted(otherConsentKinds)})`),
    index('other_consents_customer').on(table.customerId, table.givenAt),
  ],
);
