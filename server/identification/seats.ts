/**
 * Seats in the operators' quarters. A seat is taken by incrementing the quarter's row under its
 * lock, never beyond the quarter's capacity, so two customers racing for the last seat cannot both
 * get it: the second waits for the first's lock, then finds the quarter full (409).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { type Clock, toDate } from '../clock';
import { identificationQuarters } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { LedgerTx } from '../ledger';
import { identificationSchedule, type Quarter } from './schedule';

export async function takeSeat(tx: LedgerTx, quarter: Quarter) {
  const { booked, capacity } = identificationQuarters;
  const taken = await tx
    .insert(identificationQuarters)
    .values({
      startsAt: toDate(quarter.startsAt),
      booked: 1,
      capacity: identificationSchedule.seatsPerQuarter,
    })
    .onConflictDoUpdate({
      target: identificationQuarters.startsAt,
      set: { booked: sql`${booked} + 1` },
      setWhere: sql`${booked} < ${capacity}`,
    })
    .returning();
  if (taken.length === 0) throw new BankError('SLOT_FULL', 409);
}

/** Gives a booked quarter's seat back, while the quarter is still to come (a past one is spent). */
export async function releaseSeat(tx: LedgerTx, clock: Clock, startsAt: Date | null) {
  if (!startsAt) return;
  await tx
    .update(identificationQuarters)
    .set({ booked: sql`${identificationQuarters.booked} - 1` })
    .where(
      and(
        eq(identificationQuarters.startsAt, startsAt),
        gt(identificationQuarters.startsAt, toDate(clock.now())),
      ),
    );
}
