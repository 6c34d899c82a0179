/**
 * The access-token check of every secured call, in one prepared statement: one round trip that
 * finds the live session and its customer (never the password hash), reads the sandbox clock's
 * shared offset so the handler runs on the bank's current time, and writes the session's
 * last-seen time only when it is a minute old, so a burst of reads writes nothing.
 */

import { preparedStatement } from '../../db/prepared';
import type { CustomerProfile } from '../../db/schema';
import type { AuthSession, SessionContext } from './context';
import { accessHash } from './context';

/** What a secured call knows of its caller: never the password hash. */
export type SignedInCustomer = CustomerProfile;

/**
 * How stale `last_seen_at` may get. The idle timeout therefore ends a session between this
 * long before the timeout and the timeout itself after the customer's last call.
 */
export const lastSeenResolutionSeconds = 60;

interface SignedInRow {
  id: string;
  customer_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  offset_seconds: number;
  identifier_type: string;
  identifier_value: string;
  first_name: string;
  last_name: string;
  phone: string;
  registered_at: Date | null;
  customer_created_at: Date;
}

// $1 token hash, $2 the base clock in epoch ms, $3 idle timeout s, $4 resolution s, $5 sandbox.
const signedInByAccessToken = preparedStatement<SignedInRow>(
  'bank_signed_in_by_access_token',
  `with bank_time as (
     select to_timestamp($2::float8 / 1000) + make_interval(secs => o.offset_seconds) as now,
            o.offset_seconds
       from (select coalesce((select offset_seconds from sandbox_clock where $5::boolean), 0)::float8
                      as offset_seconds) o
   ),
   found as (
     select s.*, b.now, b.offset_seconds
       from session_tokens t
       join auth_sessions s on s.id = t.session_id
       cross join bank_time b
      where t.token_hash = $1 and t.kind = 'ACCESS' and t.replaced_at is null
        and t.expires_at > b.now and s.revoked_at is null and s.expires_at > b.now
        and s.last_seen_at > b.now - make_interval(secs => $3::float8)
   ),
   touched as (
     update auth_sessions s set last_seen_at = f.now
       from found f
      where s.id = f.id and s.last_seen_at <= f.now - make_interval(secs => $4::float8)
      returning s.id
   )
   select f.id, f.customer_id, f.created_at, f.expires_at, f.revoked_at, f.revoked_reason,
          f.ip, f.user_agent, f.offset_seconds,
          case when exists (select 1 from touched) then f.now else f.last_seen_at end
            as last_seen_at,
          c.identifier_type, c.identifier_value, c.first_name, c.last_name, c.phone,
          c.registered_at, c.created_at as customer_created_at
     from found f
     join customers c on c.id = f.customer_id`,
);

/** The live session and customer of an access token. */
export async function authenticateSession(
  context: SessionContext,
  accessToken: string,
): Promise<{ session: AuthSession; customer: SignedInCustomer } | undefined> {
  const { db, clock, config } = context;
  const [row] = await signedInByAccessToken(db, [
    accessHash(context, accessToken),
    clock.base.now().epochMilliseconds,
    config.sessionIdleTimeoutSeconds,
    lastSeenResolutionSeconds,
    config.sandbox,
  ]);
  if (!row) return undefined;
  // The statement already judged the session on this offset; the handler runs on it too.
  clock.adopt(row.offset_seconds);
  return { session: sessionOf(row), customer: customerOf(row) };
}

function sessionOf(row: SignedInRow): AuthSession {
  return {
    id: row.id,
    customerId: row.customer_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

function customerOf(row: SignedInRow): SignedInCustomer {
  return {
    id: row.customer_id,
    identifierType: row.identifier_type,
    identifierValue: row.identifier_value,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    registeredAt: row.registered_at,
    createdAt: row.customer_created_at,
  };
}
