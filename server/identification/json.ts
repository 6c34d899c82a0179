/** Reservations as the contract shows them: the booked quarter in Baku time, or no time. */
import { Temporal } from 'temporal-polyfill';
import { bankTimeZone } from '../../domain/calendar';
import type { IdentificationReservationRow } from '../db/schema';
import type { Schemas } from '../openapi/json';
import { identificationSchedule } from './schedule';

type Reservation = Schemas['Reservation'];

function bookedTime(startsAt: Date | null) {
  if (!startsAt) {
    return { year: null, month: null, day: null, startTime: null, endTime: null };
  }
  const start = Temporal.Instant.fromEpochMilliseconds(startsAt.getTime()).toZonedDateTimeISO(
    bankTimeZone,
  );
  const end = start.add({ minutes: identificationSchedule.quarterMinutes });
  const hhmm = (time: Temporal.ZonedDateTime) =>
    time.toPlainTime().toString({ smallestUnit: 'minute' });
  return {
    year: start.year,
    month: start.month,
    day: start.day,
    startTime: hhmm(start),
    endTime: hhmm(end),
  };
}

export function reservationJson(row: IdentificationReservationRow): Reservation {
  return {
    phoneNumber: row.phone,
    ...bookedTime(row.startsAt),
    reservationType: row.reservationType as Reservation['reservationType'],
    productType: row.productType as Reservation['productType'],
    sourceId: row.applicationId,
    callStarted: row.callStartedAt !== null,
  };
}
