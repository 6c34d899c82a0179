/**
 * Authentication's tables (PRODUCT 7): the server key, sign-in guards, one-time-code sessions,
 * signed-in sessions and their tokens, rate-limit counters, the code SMS sent and the security
 * audit trail.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { customers } from './customers-schema';

/**
 * Server-wide secrets that several processes must agree on. In sandbox and development the
 * one-time-code key is generated once and kept here; production takes AUTH_SECRET instead.
 */
export const bankSecrets = pgTable('bank_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull(),
});

/**
 * Failed sign-ins per identifier (not per customer row), so an identifier the bank does not know
 * locks exactly like a real one and the lock reveals nothing. `lockedUntil` is set by the attempt
 * that reaches the limit, before its password is checked, so no parallel attempt slips past it.
 */
export const signInGuards = pgTable('sign_in_guards', {
  identifierKey: text('identifier_key').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: instant('locked_until'),
  updatedAt: instant('updated_at').notNull(),
});

/**
 * A one-time-code session (the `Session-Id` of the contract). Only keyed hashes of the code and
 * of the registration token are stored. A decoy for an unknown identifier has no customer and a
 * code hash no code can match, so it behaves like a real session without reaching anyone.
 */
export const otpSessions = pgTable(
  'otp_sessions',
  {
    id: text('id').primaryKey(),
    customerId: uuid('customer_id').references(() => customers.id),
    operation: text('operation').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    resends: integer('resends').notNull().default(0),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    verifiedAt: instant('verified_at'),
    /** Registration and password reset: proves the code was validated, for set-password. */
    registrationTokenHash: text('registration_token_hash'),
    registrationTokenExpiresAt: instant('registration_token_expires_at'),
    registrationTokenUsedAt: instant('registration_token_used_at'),
    /** Password change: the new password's hash, applied when the code is validated. */
    pendingPasswordHash: text('pending_password_hash'),
    /** A change confirmed by the code (card limits): a keyed hash of its exact figures. */
    confirmsHash: text('confirms_hash'),
    /** Password change: the signed-in session that asked for it and stays signed in. */
    authSessionId: uuid('auth_session_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('otp_sessions_customer').on(table.customerId)],
);

/** A signed-in session: idle timeout from lastSeenAt, absolute lifetime from expiresAt. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('auth_sessions_customer').on(table.customerId)],
);

/**
 * Access and refresh tokens of a session, stored as keyed hashes. A token replaced by rotation
 * keeps its row (replacedAt set), so presenting it again is recognised as reuse.
 */
export const sessionTokens = pgTable(
  'session_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id),
    kind: text('kind').notNull(),
    expiresAt: instant('expires_at').notNull(),
    replacedAt: instant('replaced_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('session_tokens_session').on(table.sessionId),
    check('session_tokens_kind', sql`${table.kind} in ('ACCESS', 'REFRESH')`),
  ],
);

/** Fixed-window request counters shared by every server process (rate limits). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
});

/**
 * Every one-time-code SMS the bank sent (and every decoy's, which sends nothing), kept a day:
 * the code SMS limits count them per phone and per client address (server/auth/otp/sms-limits).
 */
export const codeSmsSends = pgTable(
  'code_sms_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The phone's digits, or for a decoy `identifier:<key>`, standing in for a phone. */
    recipient: text('recipient').notNull(),
    /** The client's address (an IPv6 client's /64 network). */
    address: text('address').notNull(),
    otpSessionId: text('otp_session_id').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (table) => [
    index('code_sms_sends_recipient').on(table.recipient, table.sentAt),
    index('code_sms_sends_address').on(table.address, table.sentAt),
    index('code_sms_sends_session').on(table.otpSessionId),
  ],
);

/** Security events: sign-ins, failures, locks, password changes, token reuse, logouts. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id').references(() => customers.id),
    event: text('event').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('audit_events_customer').on(table.customerId, table.createdAt)],
);
