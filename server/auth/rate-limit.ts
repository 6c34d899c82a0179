/**
 * Rate limits of the sign-in, registration and code calls, per client IP and per identifier.
 * Counters live in PostgreSQL (one upsert per hit), so every server process shares them and a
 * restart forgets nothing; windows follow the injected clock.
 *
 * Why not @fastify/rate-limit: its hook runs before the body is parsed, so it cannot key on the
 * identifier, and one route takes one key; two counters per call with a database store would
 * need as much code as this file.
 */
import { lte, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { type Clock, toDate } from '../clock';
import type { Config } from '../config';
import type { BankDb } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { BankError } from '../errors/bank-error';

export type LimitedCall =
  | 'login'
  | 'registration'
  | 'otp-validate'
  | 'otp-resend'
  | 'passkey-sign-in';

export interface RateLimiter {
  /** Counts one call by this IP; throws 429 RATE_LIMITED with Retry-After when over. */
  byIp(call: LimitedCall, ip: string): Promise<void>;
  /** Counts one call for this identifier or code session. */
  bySubject(call: LimitedCall, subject: string): Promise<void>;
}

type Limits = Pick<
  Config,
  'authRateLimitPerIp' | 'authRateLimitPerIdentifier' | 'authRateLimitWindowSeconds'
>;

export function rateLimiter(db: BankDb, clock: Clock, limits: Limits): RateLimiter {
  const windowMs = limits.authRateLimitWindowSeconds * 1000;

  async function hit(key: string, max: number) {
    const now = clock.now();
    const windowStart = toDate(now.subtract({ milliseconds: windowMs }));
    // One statement: a new window or one more hit, decided under the row's lock.
    const expired = sql`${rateLimitCounters.windowStartedAt} <= ${windowStart}`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, windowStartedAt: toDate(now) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then excluded.window_started_at
            else ${rateLimitCounters.windowStartedAt} end`,
        },
      })
      .returning();
    if (!row || row.hits <= max) return;
    const endsMs = row.windowStartedAt.getTime() + windowMs;
    const seconds = Math.max(1, Math.ceil((endsMs - now.epochMilliseconds) / 1000));
    throw new BankError('RATE_LIMITED', 429, { seconds }, 'RATE_LIMITED', {
      'retry-after': String(seconds),
    });
  }

  return {
    byIp: (call, ip) => hit(`${call}:ip:${ip}`, limits.authRateLimitPerIp),
    bySubject: (call, subject) => hit(`${call}:id:${subject}`, limits.authRateLimitPerIdentifier),
  };
}

/**
 * Deletes counters whose window ended by `now`: their next hit would start a new window at 1
 * anyway, so purging changes no limit. For the scheduled clean-up; returns how many went.
 */
export async function purgeRateLimitCounters(
  db: BankDb,
  now: Temporal.Instant,
  windowSeconds: number,
): Promise<number> {
  const windowStart = toDate(now.subtract({ seconds: windowSeconds }));
  const rows = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowStartedAt, windowStart))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}
