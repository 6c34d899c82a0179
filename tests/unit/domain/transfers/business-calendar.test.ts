import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  executionDate,
  holidaysOf,
  isBusinessDay,
  movableHolidays,
  nextBusinessDay,
} from '../../../../domain/calendar';

/** The non-working days of a year that fall on a weekday. */
const weekdaysOff = (year: number) =>
  [...holidaysOf(year)].filter((date) => Temporal.PlainDate.from(date).dayOfWeek < 6).sort();

/** An instant given as Baku wall-clock time (UTC+4 all year). */
const baku = (dateTime: string) =>
  Temporal.PlainDateTime.from(dateTime).toZonedDateTime('Asia/Baku').toInstant();

describe('the business calendar holds 2026 and 2027 as data', () => {
  it('knows Novruz, Ramazan and Gurban of both years', () => {
    for (const year of [2026, 2027]) {
      const movable = movableHolidays[year];
      expect(movable?.novruz).toHaveLength(5);
      expect(movable?.ramazan).toHaveLength(2);
      expect(movable?.gurban).toHaveLength(2);
    }
  });

  it('gives the weekdays off of 2026', () => {
    expect(weekdaysOff(2026)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-20',
      '2026-03-09', // 8 March is a Sunday
      '2026-03-20', // Novruz and Ramazan together, their weekend days moved…
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-30', // …to 25, 26, 27 and 30 March
      '2026-05-11', // 9 May is a Saturday
      '2026-05-27', // Gurban, its second day on Independence Day…
      '2026-05-28',
      '2026-05-29', // …moved to Friday
      '2026-06-15',
      '2026-06-26',
      '2026-11-09', // 8 November is a Sunday: moved past Flag Day
      '2026-11-10',
      '2026-12-31',
    ]);
  });

  it('gives the weekdays off of 2027', () => {
    expect(weekdaysOff(2027)).toEqual([
      '2027-01-01',
      '2027-01-04', // 2 January is a Saturday
      '2027-01-20',
      '2027-03-08',
      '2027-03-09', // Ramazan
      '2027-03-10',
      '2027-03-22', // Novruz from Saturday 20 March, its weekend moved to 25–26 March
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-05-10', // 9 May is a Sunday
      '2027-05-17', // Gurban from Sunday 16 May, moved to Tuesday
      '2027-05-18',
      '2027-05-28',
      '2027-06-15',
      '2027-06-28', // 26 June is a Saturday
      '2027-09-27',
      '2027-11-08',
      '2027-11-09',
      '2027-12-31',
    ]);
  });

  it('finds the next business day across holidays and the year’s end', () => {
    expect(nextBusinessDay('2026-03-19').toString()).toBe('2026-03-31');
    expect(nextBusinessDay('2027-03-05').toString()).toBe('2027-03-11');
    expect(nextBusinessDay('2027-03-19').toString()).toBe('2027-03-29');
    expect(nextBusinessDay('2026-12-30').toString()).toBe('2027-01-05');
    expect(isBusinessDay('2027-01-05')).toBe(true);
  });
});

describe('when a clearing transfer is executed (PRODUCT 9)', () => {
  it('runs on Friday before 17:00 and on Monday from 17:00', () => {
    expect(executionDate(baku('2026-06-05T16:59:59')).toString()).toBe('2026-06-05');
    expect(executionDate(baku('2026-06-05T17:00:00')).toString()).toBe('2026-06-08');
    expect(executionDate(baku('2026-06-05T23:59:59')).toString()).toBe('2026-06-08');
  });

  it('runs after a weekend or holiday on the next business day, whatever the hour', () => {
    expect(executionDate(baku('2026-06-06T10:00')).toString()).toBe('2026-06-08');
    expect(executionDate(baku('2026-05-27T09:00')).toString()).toBe('2026-06-01');
    expect(executionDate(baku('2026-05-26T17:00')).toString()).toBe('2026-06-01');
    expect(executionDate(baku('2026-05-26T16:59')).toString()).toBe('2026-05-26');
    expect(executionDate(baku('2027-03-09T08:00')).toString()).toBe('2027-03-11');
    expect(executionDate(baku('2026-12-30T17:30')).toString()).toBe('2027-01-05');
  });

  it('reads the instant in Baku, wherever the server is', () => {
    // 12:59Z is 16:59 in Baku; 13:00Z is 17:00.
    expect(executionDate('2026-06-05T12:59:00Z').toString()).toBe('2026-06-05');
    expect(executionDate('2026-06-05T13:00:00Z').toString()).toBe('2026-06-08');
  });
});
