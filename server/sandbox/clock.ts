/**
 * The sandbox's time machine: `POST /sandbox/v1/clock` moves the bank's date forward so that
 * month-end, accruals and due dates can be seen without waiting. The offset is one row in
 * PostgreSQL, changed by single atomic statements, so processes moving it together never lose
 * a move, never take the clock back and never run it past its reach.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { bankTimeZone } from '../../domain/calendar';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { sandboxClock } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { rowsOf } from '../ledger/db';

export type ClockMove = { days: number } | { until: Temporal.Instant };

/**
 * How far the bank's time may run ahead of real time. Unbounded, a caller without sign-in put
 * it in the year 10000, where no date can be written and every call failed (issue 13, L4).
 */
export const clockReachYears = 5;

export async function readSandboxOffset(db: BankDb): Promise<number> {
  const [row] = await db.select({ offset: sandboxClock.offsetSeconds }).from(sandboxClock);
  return row?.offset ?? 0;
}

/** Parses the body of the call: exactly one of days and until (400 otherwise). */
export function clockMoveOf(body: { days?: number; until?: string }): ClockMove {
  if ((body.days === undefined) === (body.until === undefined)) {
    throw new BankError('VALIDATION_FAILED', 400, {}, 'CLOCK_MOVE_REQUIRED');
  }
  if (body.days !== undefined) return { days: body.days };
  const until = String(body.until);
  try {
    return {
      until: /^\d{4}-\d{2}-\d{2}$/.test(until)
        ? // A calendar date given as `until` means the start of that day in Baku.
          Temporal.PlainDate.from(until).toZonedDateTime({ timeZone: bankTimeZone }).toInstant()
        : Temporal.Instant.from(until),
    };
  } catch {
    // The contract's formats let through a few strings Temporal refuses.
    throw new BankError('VALIDATION_FAILED', 400, { field: 'until' }, 'FIELD_INVALID');
  }
}

/**
 * Moves the shared offset forward and returns it. `base` is the unshifted clock: the offset is
 * what separates it from the bank's time. Going back is refused with 400 CLOCK_CANNOT_GO_BACK,
 * going past `clockReachYears` ahead of real time with 400 CLOCK_MOVE_TOO_FAR.
 */
export async function moveSandboxClock(db: BankDb, base: Clock, move: ClockMove): Promise<number> {
  const now = base.now();
  // Whole seconds, rounded up, so the bank's time reaches `until` rather than stopping short.
  const seconds =
    'days' in move
      ? move.days * 86_400
      : Math.ceil(move.until.since(now).total({ unit: 'milliseconds' }) / 1000);
  if (seconds < 0 && 'days' in move) throw new BankError('CLOCK_CANNOT_GO_BACK', 400);
  const reach = reachSeconds(now);
  if (seconds > reach) throw tooFar();
  const updatedAt = toDate(now).toISOString();
  // days add to whatever the offset is by then, up to the reach; until sets it, but never lower
  // than it was.
  const result = await db.execute(sql`
    insert into sandbox_clock (id, offset_seconds, updated_at)
    select true, ${seconds}::bigint, ${updatedAt}::timestamptz where ${seconds}::bigint >= 0
    on conflict (id) do update set
      offset_seconds = ${'days' in move ? sql`sandbox_clock.offset_seconds + excluded.offset_seconds` : sql`excluded.offset_seconds`},
      updated_at = excluded.updated_at
    where ${'days' in move ? sql`sandbox_clock.offset_seconds + excluded.offset_seconds <= ${reach}::bigint` : sql`sandbox_clock.offset_seconds <= excluded.offset_seconds`}
    returning offset_seconds::text as "offsetSeconds"`);
  const [row] = rowsOf<{ offsetSeconds: string }>(result);
  if (!row) throw 'days' in move ? tooFar() : new BankError('CLOCK_CANNOT_GO_BACK', 400);
  return Number(row.offsetSeconds);
}

/** Seconds from `now` to the same moment `clockReachYears` later on Baku's calendar. */
function reachSeconds(now: Temporal.Instant): number {
  const limit = now.toZonedDateTimeISO(bankTimeZone).add({ years: clockReachYears });
  return Math.floor(limit.toInstant().since(now).total({ unit: 'seconds' }));
}

const tooFar = () =>
  new BankError('VALIDATION_FAILED', 400, { years: clockReachYears }, 'CLOCK_MOVE_TOO_FAR');
