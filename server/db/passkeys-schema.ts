/**
 * Passkeys (issue 18, re-exported by schema.ts): a customer's WebAuthn credentials, the
 * challenges the bank handed out for them, and the networks each passkey is known from, so a
 * sign-in from a new network asks for a one-time code first (server/auth/passkeys).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytes, instant } from './columns';
import { customers } from './customers-schema';

/** A passkey: what the authenticator registered. Removing one deletes its row, so it stops at once. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The credential id, base64url as WebAuthn's JSON carries it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key the assertions are checked with. */
    publicKey: bytes('public_key').notNull(),
    /** The authenticator's signature counter; a passkey that keeps 0 never counts. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** Browser and system of the device it was added on, from the user agent. */
    deviceName: text('device_name').notNull(),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [
    uniqueIndex('passkeys_credential').on(table.credentialId),
    index('passkeys_customer').on(table.customerId, table.createdAt),
    check('passkeys_counter', sql`${table.counter} >= 0`),
  ],
);

/**
 * A challenge of a registration (the signed-in customer's) or of a sign-in (no one yet): valid a
 * few minutes and used once, by the conditional UPDATE that sets `usedAt`.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    challenge: text('challenge').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('passkey_challenges_expiry').on(table.expiresAt),
    check('passkey_challenges_purpose', sql`${table.purpose} in ('REGISTRATION', 'SIGN_IN')`),
  ],
);

/**
 * The networks (an IPv4 /24, an IPv6 /48) a passkey was added or used from. A sign-in from
 * another one waits for its one-time code: the row is kept with that code session and
 * `confirmedAt` empty until the code is right.
 */
export const passkeyNetworks = pgTable(
  'passkey_networks',
  {
    passkeyId: uuid('passkey_id')
      .notNull()
      .references(() => passkeys.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    otpSessionId: text('otp_session_id'),
    confirmedAt: instant('confirmed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.passkeyId, table.network] }),
    index('passkey_networks_code').on(table.otpSessionId),
  ],
);
