/**
 * The slots the customer may book (listSlots): every scheduled quarter, AVAILABLE when it has
 * not begun and a seat is left, BOOKED otherwise.
 */
import { and, gte, lte } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { identificationQuarters } from '../db/schema';
import type { Schemas } from '../openapi/json';
import { scheduledQuarters } from './schedule';

export async function slotsFrom(db: BankDb, clock: Clock): Promise<Schemas['Slot'][]> {
  const now = clock.now();
  const quarters = scheduledQuarters(now);
  const first = quarters[0];
  const last = quarters.at(-1);
  if (!first || !last) return [];
  const rows = await db
    .select()
    .from(identificationQuarters)
    .where(
      and(
        gte(identificationQuarters.startsAt, toDate(first.startsAt)),
        lte(identificationQuarters.startsAt, toDate(last.startsAt)),
      ),
    );
  const full = new Set(
    rows.filter((row) => row.booked >= row.capacity).map((row) => row.startsAt.getTime()),
  );
  return quarters.map(({ year, month, day, startTime, endTime, startsAt }) => ({
    year,
    month,
    day,
    startTime,
    endTime,
    status:
      Temporal.Instant.compare(startsAt, now) > 0 && !full.has(startsAt.epochMilliseconds)
        ? 'AVAILABLE'
        : 'BOOKED',
  }));
}
