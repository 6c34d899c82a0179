/**
 * Locks an identifier after consecutive failed sign-ins. The same counter, under keys of their
 * own, counts one session's wrong current passwords on change-password (change-password.ts).
 *
 * An attempt is counted before its password is checked, by one conditional upsert: the attempt
 * that reaches the limit sets the lock at once, so while it is being checked no parallel attempt
 * gets a guess in. A correct password clears the count (and that lock); a wrong one leaves it.
 */
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { signInGuards } from '../db/schema';
import { BankError } from '../errors/bank-error';

export const maxFailedSignIns = 5;
export const lockMinutes = 15;

export interface Attempt {
  /** This attempt locked the identifier if its password turns out wrong. */
  locks: boolean;
  failures: number;
}

export interface SignInGuard {
  /** Counts an attempt; throws 429 CUSTOMER_LOCKED when the identifier is locked. */
  claim(identifierKey: string): Promise<Attempt>;
  /** The password was right: the count starts again. */
  succeeded(identifierKey: string): Promise<void>;
  /** A refusal to give after a wrong password that reached the limit. */
  lockedError(): BankError;
}

export function signInGuard(db: BankDb, clock: Clock): SignInGuard {
  const lockedError = (retryAfterSeconds = lockMinutes * 60) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new BankError('CUSTOMER_LOCKED', 429, { minutes }, 'CUSTOMER_LOCKED', {
      'retry-after': String(retryAfterSeconds),
    });
  };

  return {
    async claim(identifierKey) {
      const now = toDate(clock.now());
      const lockEnds = toDate(clock.now().add({ minutes: lockMinutes }));
      const lapsed = sql`${signInGuards.lockedUntil} <= ${now}`;
      const failures = sql`case when ${lapsed} then 1 else ${signInGuards.failures} + 1 end`;
      const [row] = await db
        .insert(signInGuards)
        .values({
          identifierKey,
          failures: 1,
          lockedUntil: maxFailedSignIns <= 1 ? lockEnds : null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: signInGuards.identifierKey,
          set: {
            failures,
            lockedUntil: sql`case when ${failures} >= ${maxFailedSignIns} then ${lockEnds}::timestamptz else null end`,
            updatedAt: now,
          },
          // A locked identifier is not touched: the attempt is refused below.
          setWhere: sql`${signInGuards.lockedUntil} is null or ${lapsed}`,
        })
        .returning();
      if (row) return { locks: row.failures >= maxFailedSignIns, failures: row.failures };
      const [locked] = await db
        .select({ lockedUntil: signInGuards.lockedUntil })
        .from(signInGuards)
        .where(eq(signInGuards.identifierKey, identifierKey));
      const until = locked?.lockedUntil?.getTime() ?? now.getTime();
      throw lockedError(Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
    },

    async succeeded(identifierKey) {
      await db
        .update(signInGuards)
        .set({ failures: 0, lockedUntil: null, updatedAt: toDate(clock.now()) })
        .where(eq(signInGuards.identifierKey, identifierKey));
    },

    lockedError: () => lockedError(),
  };
}

/**
 * Deletes the guards of identifiers that are not locked now and had no attempt since `before`:
 * a day without attempts forgives earlier failures, and guards of identifiers tried once (often
 * ones the bank does not know) do not pile up. For the scheduled clean-up; returns how many went.
 */
export async function purgeStaleSignInGuards(
  db: BankDb,
  now: Temporal.Instant,
  before: Temporal.Instant,
): Promise<number> {
  const rows = await db
    .delete(signInGuards)
    .where(
      and(
        lt(signInGuards.updatedAt, toDate(before)),
        or(isNull(signInGuards.lockedUntil), lte(signInGuards.lockedUntil, toDate(now))),
      ),
    )
    .returning({ key: signInGuards.identifierKey });
  return rows.length;
}
