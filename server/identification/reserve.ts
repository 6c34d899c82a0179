/**
 * Booking video identification (createReservation): a quarter of the schedule (STANDARD) or
 * "call me as soon as possible" (EMERGENCY, no time), then SLOT_BOOKED through the lifecycle
 * chart, in one transaction (seats.ts says how a seat is taken).
 */
import { eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { isValidMobilePhone } from '../../domain/loan-application-form';
import { applyEvent, statusAfter } from '../applications/lifecycle';
import { customerApplication } from '../applications/store';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type IdentificationReservationRow, identificationReservations } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { sourceApplication } from '../fatca/source';
import type { LedgerTx } from '../ledger';
import type { Schemas } from '../openapi/json';
import { upcomingQuarter } from './schedule';
import { releaseSeat, takeSeat } from './seats';

export type ReservationRequest = Schemas['Reservation'];

const invalid = (
  messageKey: 'MOBILE_PHONE_INVALID' | 'RESERVATION_TIME_INVALID' | 'SLOT_UNKNOWN',
) => new BankError('VALIDATION_FAILED', 400, {}, messageKey);

/**
 * The booked quarter of a STANDARD request, none for EMERGENCY; 400 when they do not fit or the
 * phone is not a mobile number.
 */
export function requestedQuarter(now: Temporal.Instant, request: ReservationRequest) {
  if (!isValidMobilePhone(request.phoneNumber)) throw invalid('MOBILE_PHONE_INVALID');
  const { year, month, day, startTime, endTime } = request;
  const timed = [year, month, day, startTime, endTime].some((part) => part != null);
  if (request.reservationType === 'EMERGENCY') {
    if (timed) throw invalid('RESERVATION_TIME_INVALID');
    return undefined;
  }
  if (year == null || month == null || day == null || startTime == null) {
    throw invalid('RESERVATION_TIME_INVALID');
  }
  const quarter = upcomingQuarter(now, { year, month, day, startTime });
  if (!quarter || (endTime != null && endTime !== quarter.endTime)) throw invalid('SLOT_UNKNOWN');
  return quarter;
}

/** A booking made before (the application was renewed or identification retried) is replaced. */
async function releaseEarlierBooking(tx: LedgerTx, clock: Clock, applicationId: string) {
  const [earlier] = await tx
    .delete(identificationReservations)
    .where(eq(identificationReservations.applicationId, applicationId))
    .returning();
  await releaseSeat(tx, clock, earlier?.startsAt ?? null);
}

export async function reserve(
  db: BankDb,
  clock: Clock,
  customerId: string,
  request: ReservationRequest,
): Promise<IdentificationReservationRow> {
  const quarter = requestedQuarter(clock.now(), request);
  return db.transaction(async (tx) => {
    const application = await sourceApplication(tx, customerId, request, { forUpdate: true });
    statusAfter(application, 'SLOT_BOOKED');
    await releaseEarlierBooking(tx, clock, application.id);
    if (quarter) await takeSeat(tx, quarter);
    const [reservation] = await tx
      .insert(identificationReservations)
      .values({
        applicationId: application.id,
        productType: request.productType,
        reservationType: request.reservationType,
        startsAt: quarter ? toDate(quarter.startsAt) : null,
        phone: request.phoneNumber,
        createdAt: toDate(clock.now()),
      })
      .returning();
    if (!reservation) throw new Error('the new reservation was not returned');
    await applyEvent(tx, clock, application, 'SLOT_BOOKED');
    return reservation;
  });
}

export async function reservationOf(db: BankDb, customerId: string, sourceId: string) {
  const application = await customerApplication(db, customerId, sourceId);
  const [reservation] = await db
    .select()
    .from(identificationReservations)
    .where(eq(identificationReservations.applicationId, application.id));
  if (!reservation) throw new BankError('NOT_FOUND', 404, {}, 'RESERVATION_NOT_FOUND');
  return reservation;
}
