import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  businessDayOnOrAfter,
  executionDate,
  historyInstants,
  historyPeriod,
  holidaysOf,
  isBusinessDay,
  nextBusinessDay,
} from '../../../domain/calendar';

const offDays = (from: string, to: string) => {
  const days: string[] = [];
  for (
    let d = Temporal.PlainDate.from(from);
    Temporal.PlainDate.compare(d, to) <= 0;
    d = d.add({ days: 1 })
  ) {
    if (!isBusinessDay(d)) days.push(d.toString());
  }
  return days;
};

describe('Azerbaijani business days', () => {
  it('closes for Novruz 2025 and moves its weekend days to 25–26 March', () => {
    expect(isBusinessDay('2025-03-19')).toBe(true);
    expect(offDays('2025-03-19', '2025-04-02')).toEqual([
      '2025-03-20',
      '2025-03-21',
      '2025-03-22',
      '2025-03-23',
      '2025-03-24',
      '2025-03-25',
      '2025-03-26',
      // 27–28 March are working days, then the weekend and Ramazan 30–31 March,
      '2025-03-29',
      '2025-03-30',
      '2025-03-31',
      // whose Sunday moves to 1 April (the Cabinet's 2025 calendar).
      '2025-04-01',
    ]);
    expect(nextBusinessDay('2025-03-19').toString()).toBe('2025-03-27');
  });

  it('gives 2026 the 11 days off of Novruz and Ramazan together, back on 31 March', () => {
    expect(offDays('2026-03-19', '2026-03-31')).toEqual([
      '2026-03-20',
      '2026-03-21',
      '2026-03-22',
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(nextBusinessDay('2026-03-19').toString()).toBe('2026-03-31');
  });

  it('moves a holiday on a weekend to the next working day', () => {
    // Gurban 2025: 6 (Fri) and 7 June (Sat) → Monday 9 June off.
    expect(offDays('2025-06-05', '2025-06-10')).toEqual([
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
      '2025-06-09',
    ]);
    // National Salvation Day 15 June 2025 is a Sunday → 16 June off.
    expect(isBusinessDay('2025-06-16')).toBe(false);
    // Victory Day and Flag Day on 8–9 November 2025 (Sat, Sun) → 10 and 11 November off.
    expect(offDays('2025-11-07', '2025-11-12')).toEqual([
      '2025-11-08',
      '2025-11-09',
      '2025-11-10',
      '2025-11-11',
    ]);
  });

  it('moves Gurban coinciding with Independence Day 2026 to the next working day', () => {
    expect(offDays('2026-05-26', '2026-06-01')).toEqual([
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
      '2026-05-31',
    ]);
  });

  it('keeps mourning days off but never moves them', () => {
    expect(isBusinessDay('2025-01-20')).toBe(false);
    // 20 January 2029 is a Saturday: Monday 22 January stays a working day.
    expect(isBusinessDay('2029-01-22')).toBe(true);
  });

  it('knows the decreed New Year bridge and an ordinary weekend', () => {
    expect(nextBusinessDay('2024-12-31').toString()).toBe('2025-01-06');
    expect(isBusinessDay('2025-02-14')).toBe(true);
    expect(isBusinessDay('2025-02-15')).toBe(false);
    expect(nextBusinessDay('2025-02-14').toString()).toBe('2025-02-17');
    expect(businessDayOnOrAfter('2025-02-14').toString()).toBe('2025-02-14');
    expect(businessDayOnOrAfter('2025-02-15').toString()).toBe('2025-02-17');
  });

  it('moves a 31 December on a Sunday into January of the next year', () => {
    // 2028-12-31 is a Sunday; 1–2 January 2029 are holidays, so 3 January is off instead.
    expect(holidaysOf(2029).has('2029-01-03')).toBe(true);
    expect(isBusinessDay('2029-01-04')).toBe(true);
  });
});

describe('the 17:00 cut-off in Baku (PRODUCT 9)', () => {
  // Baku is UTC+4 all year: 13:00Z is 17:00 there.
  it('executes a Friday payment before 17:00 the same day', () => {
    expect(executionDate('2025-02-14T12:59:59Z').toString()).toBe('2025-02-14');
  });

  it('executes a Friday evening payment on Monday', () => {
    expect(executionDate('2025-02-14T13:00:00Z').toString()).toBe('2025-02-17');
    expect(executionDate('2025-02-14T14:30:00Z').toString()).toBe('2025-02-17');
    // 21:30Z on Friday is already Saturday 01:30 in Baku.
    expect(executionDate('2025-02-14T21:30:00Z').toString()).toBe('2025-02-17');
  });

  it('executes a weekend or holiday payment on the next business day', () => {
    expect(executionDate('2025-02-15T06:00:00Z').toString()).toBe('2025-02-17');
    expect(executionDate('2025-03-19T14:00:00Z').toString()).toBe('2025-03-27');
    expect(executionDate('2025-03-20T06:00:00Z').toString()).toBe('2025-03-27');
  });

  it('reads the instant in the time zone it is given', () => {
    const instant = Temporal.Instant.from('2025-02-14T12:30:00Z');
    expect(executionDate(instant, 'Asia/Baku').toString()).toBe('2025-02-14');
    // 12:30Z is 14:30 in Paris; still before the cut-off there, too.
    expect(executionDate(instant, 'Europe/Paris').toString()).toBe('2025-02-14');
  });
});

describe('history filters (PRODUCT 9)', () => {
  it('covers the past week, month and 3 months up to today', () => {
    const period = (filter: 'week' | 'month' | 'three-months', today: string) => {
      const { from, to } = historyPeriod(filter, today);
      return [from.toString(), to.toString()];
    };
    expect(period('week', '2025-03-19')).toEqual(['2025-03-12', '2025-03-19']);
    expect(period('month', '2025-03-19')).toEqual(['2025-02-19', '2025-03-19']);
    expect(period('month', '2025-05-31')).toEqual(['2025-04-30', '2025-05-31']);
    expect(period('three-months', '2025-05-31')).toEqual(['2025-02-28', '2025-05-31']);
  });

  it('gives Baku day boundaries as instants for querying', () => {
    const { fromInclusive, toExclusive } = historyInstants('week', '2025-03-19');
    expect(fromInclusive.toString()).toBe('2025-03-11T20:00:00Z');
    expect(toExclusive.toString()).toBe('2025-03-19T20:00:00Z');
  });
});
