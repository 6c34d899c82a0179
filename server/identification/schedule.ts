/**
 * When the bank's video-identification operators work: 15-minute quarters on business days
 * (domain/calendar.ts) from 09:00 to 18:00 Baku time, over the coming week, each quarter
 * with a seat per operator on duty.
 */
import { Temporal } from 'temporal-polyfill';
import { bakuDate, bankTimeZone, isBusinessDay } from '../../domain/calendar';

export const identificationSchedule = {
  /** Today and the following days, calendar days. */
  days: 7,
  opens: Temporal.PlainTime.from('09:00'),
  closes: Temporal.PlainTime.from('18:00'),
  quarterMinutes: 15,
  /** Operators on duty: customers one quarter can take. */
  seatsPerQuarter: 2,
} as const;

/** A quarter as the contract names it: the Baku day and its start time. */
export interface QuarterName {
  year: number;
  month: number;
  day: number;
  startTime: string;
}

export interface Quarter extends QuarterName {
  endTime: string;
  startsAt: Temporal.Instant;
}

const hhmm = (time: Temporal.PlainTime) => time.toString({ smallestUnit: 'minute' });

function quartersOf(date: Temporal.PlainDate): Quarter[] {
  const { opens, closes, quarterMinutes } = identificationSchedule;
  const quarters: Quarter[] = [];
  for (let start = opens; Temporal.PlainTime.compare(start, closes) < 0; ) {
    const end = start.add({ minutes: quarterMinutes });
    quarters.push({
      year: date.year,
      month: date.month,
      day: date.day,
      startTime: hhmm(start),
      endTime: hhmm(end),
      startsAt: date.toZonedDateTime({ timeZone: bankTimeZone, plainTime: start }).toInstant(),
    });
    start = end;
  }
  return quarters;
}

/** Every quarter of the schedule's days, the past ones of today included, in time order. */
export function scheduledQuarters(now: Temporal.Instant): Quarter[] {
  const today = bakuDate(now);
  const quarters: Quarter[] = [];
  for (let offset = 0; offset < identificationSchedule.days; offset += 1) {
    const date = today.add({ days: offset });
    if (isBusinessDay(date)) quarters.push(...quartersOf(date));
  }
  return quarters;
}

/** The quarter the customer named, when the schedule offers it and it has not begun yet. */
export function upcomingQuarter(now: Temporal.Instant, name: QuarterName): Quarter | undefined {
  return scheduledQuarters(now).find(
    (quarter) =>
      quarter.year === name.year &&
      quarter.month === name.month &&
      quarter.day === name.day &&
      quarter.startTime === name.startTime &&
      Temporal.Instant.compare(quarter.startsAt, now) > 0,
  );
}
