/**
 * Azerbaijani business days: when the bank executes payments (PRODUCT 9: payments on non-business
 * days or after 17:00 are executed the next business day) and what the history filters cover.
 *
 * Non-working days (Labour Code of the Republic of Azerbaijan, article 105):
 * - Saturdays and Sundays;
 * - holidays fixed by law: New Year 1–2 January, Women's Day 8 March, Victory over Fascism
 *   9 May, Independence Day 28 May, National Salvation Day 15 June, Armed Forces Day 26 June,
 *   Victory Day 8 November, State Flag Day 9 November, Solidarity of World Azerbaijanis
 *   31 December;
 * - Novruz (5 days), Ramazan and Gurban bayrams (2 days each), whose dates the Cabinet of
 *   Ministers sets every year from the Caucasian Muslims Board's calendar — see movableHolidays;
 * - days of mourning that are non-working but not holidays, so never moved: 20 January and
 *   27 September (Remembrance Day);
 * - days the Cabinet swaps by decree (decreedDaysOff / decreedWorkingDays).
 *
 * Moving rule implemented (article 105, parts 5 and 6): each holiday day that falls on a Saturday
 * or Sunday, and each Ramazan or Gurban day that coincides with another holiday, gives one extra
 * day off on the next working day after it that is not already off. Holiday days are taken in
 * date order. This reproduces the Cabinet's published calendars, e.g. 2025 (Novruz → 25–26
 * March off, Ramazan 30 March on a Sunday → 1 April off) and 2026 (Novruz and Ramazan together
 * → 25, 26, 27 and 30 March off).
 */
import { Temporal } from 'temporal-polyfill';

export const bankTimeZone = 'Asia/Baku';
/** PRODUCT 9: a payment made at or after this local time is executed the next business day. */
export const paymentCutOff = Temporal.PlainTime.from('17:00');

/** The bank's date at an instant: days are Baku days, wherever the customer or server is. */
export function bakuDate(at: Temporal.Instant): Temporal.PlainDate {
  return at.toZonedDateTimeISO(bankTimeZone).toPlainDate();
}

type MonthDay = `${number}-${number}`;

const fixedHolidays: readonly MonthDay[] = [
  '01-01',
  '01-02',
  '03-08',
  '05-09',
  '05-28',
  '06-15',
  '06-26',
  '11-08',
  '11-09',
  '12-31',
];
const mourningDays: readonly MonthDay[] = ['01-20', '09-27'];

interface MovableYear {
  novruz: readonly string[];
  ramazan: readonly string[];
  gurban: readonly string[];
  /** True while the Cabinet's decision for that year is not yet published. */
  estimated: boolean;
}

/**
 * Novruz, Ramazan and Gurban by year. Source: the Cabinet of Ministers' yearly decisions "On
 * Novruz, Ramazan and Gurban holidays" (2025: signed December 2024; 2026: as published and
 * reported in March 2026). Entries marked estimated come from the astronomical Hijri calendar
 * and must be replaced by the decision when it appears. The rule the published years follow
 * (2024 Gurban 16 June, 2025 Ramazan 30 March, 2026 Ramazan 20 March and Gurban 27 May): a month
 * begins the day after its 29th when the new moon comes before sunset in Baku that day, else a
 * day later; Ramazan bayramı is the 1st of Shawwal, Gurban the 10th of Dhu al-Hijjah.
 * EXTEND THIS TABLE EVERY YEAR: outside it the movable holidays are unknown and those days count
 * as working days.
 */
export const movableHolidays: Readonly<Record<number, MovableYear>> = {
  2025: {
    novruz: ['2025-03-20', '2025-03-21', '2025-03-22', '2025-03-23', '2025-03-24'],
    ramazan: ['2025-03-30', '2025-03-31'],
    gurban: ['2025-06-06', '2025-06-07'],
    estimated: false,
  },
  2026: {
    novruz: ['2026-03-20', '2026-03-21', '2026-03-22', '2026-03-23', '2026-03-24'],
    ramazan: ['2026-03-20', '2026-03-21'],
    gurban: ['2026-05-27', '2026-05-28'],
    estimated: true, // Gurban not yet confirmed here
  },
  2027: {
    novruz: ['2027-03-20', '2027-03-21', '2027-03-22', '2027-03-23', '2027-03-24'],
    // New moon 8 March 2027 before Baku's sunset; 6 May 2027 likewise (Gurban 16 May).
    ramazan: ['2027-03-09', '2027-03-10'],
    gurban: ['2027-05-16', '2027-05-17'],
    estimated: true,
  },
};

/** Working days swapped by Cabinet decree (2025-01-03: decision of November 2024). */
export const decreedDaysOff: ReadonlySet<string> = new Set(['2025-01-03']);
export const decreedWorkingDays: ReadonlySet<string> = new Set<string>();

type DateLike = Temporal.PlainDate | string;
const toDate = (date: DateLike) => Temporal.PlainDate.from(date);
const isWeekend = (date: Temporal.PlainDate) => date.dayOfWeek >= 6;
const dayOf = (year: number, monthDay: MonthDay) => `${year}-${monthDay}`;

interface HolidayDay {
  date: string;
  religious: boolean;
}

function holidayDaysOf(year: number): HolidayDay[] {
  const movable = movableHolidays[year];
  const days: HolidayDay[] = fixedHolidays.map((md) => ({
    date: dayOf(year, md),
    religious: false,
  }));
  if (movable) {
    for (const date of movable.novruz) days.push({ date, religious: false });
    for (const date of [...movable.ramazan, ...movable.gurban])
      days.push({ date, religious: true });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

const daysOffCache = new Map<number, ReadonlySet<string>>();

/** Every non-working day of a year other than Saturdays and Sundays, as yyyy-MM-dd. */
export function holidaysOf(year: number): ReadonlySet<string> {
  const cached = daysOffCache.get(year);
  if (cached) return cached;
  // The previous year's late holidays can move into January.
  const holidayDays = [...holidayDaysOf(year - 1), ...holidayDaysOf(year)];
  const off = new Set<string>(holidayDays.map((day) => day.date));
  for (const y of [year - 1, year]) for (const md of mourningDays) off.add(dayOf(y, md));
  for (const date of decreedDaysOff) off.add(date);
  const seen = new Set<string>();
  for (const day of holidayDays) {
    const date = toDate(day.date);
    const coincides = seen.has(day.date);
    seen.add(day.date);
    if (!isWeekend(date) && !(day.religious && coincides)) continue;
    let moved = date.add({ days: 1 });
    while (isWeekend(moved) || off.has(moved.toString())) moved = moved.add({ days: 1 });
    off.add(moved.toString());
  }
  const ofYear = new Set([...off].filter((date) => date.startsWith(`${year}-`)));
  daysOffCache.set(year, ofYear);
  return ofYear;
}

/** Whether the bank works that day: a weekday that is no holiday, or a decreed working day. */
export function isBusinessDay(date: DateLike): boolean {
  const day = toDate(date);
  const iso = day.toString();
  if (decreedWorkingDays.has(iso)) return true;
  return !isWeekend(day) && !holidaysOf(day.year).has(iso);
}

/** The first business day strictly after the date. */
export function nextBusinessDay(date: DateLike): Temporal.PlainDate {
  let day = toDate(date).add({ days: 1 });
  while (!isBusinessDay(day)) day = day.add({ days: 1 });
  return day;
}

/** The date itself when it is a business day, otherwise the next business day. */
export function businessDayOnOrAfter(date: DateLike): Temporal.PlainDate {
  const day = toDate(date);
  return isBusinessDay(day) ? day : nextBusinessDay(day);
}

/**
 * PRODUCT 9: the day a payment made at `instant` is executed. A payment on a business day before
 * 17:00 Baku time runs that day; at 17:00:00 or later, or on a non-business day, it runs on the
 * next business day. The cut-off moment itself belongs to the next day: a bank's "until 17:00"
 * closes the window at 17:00.
 */
export function executionDate(
  instant: Temporal.Instant | string,
  timeZone: string = bankTimeZone,
): Temporal.PlainDate {
  const local = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
  const date = local.toPlainDate();
  const beforeCutOff = Temporal.PlainTime.compare(local.toPlainTime(), paymentCutOff) < 0;
  return isBusinessDay(date) && beforeCutOff ? date : nextBusinessDay(date);
}

/** PRODUCT 9's history filters. */
export const historyFilters = ['week', 'month', 'three-months'] as const;
export type HistoryFilter = (typeof historyFilters)[number];

const filterSpan: Record<HistoryFilter, Temporal.DurationLike> = {
  week: { weeks: 1 },
  month: { months: 1 },
  'three-months': { months: 3 },
};

/**
 * The days a history filter covers, both ends inclusive: from the same calendar day a week, a
 * month or three months ago (clamped to a shorter month's end: a month before 31 May is 30 April)
 * up to today. "Today" is the bank's date in Baku, which the caller supplies from its clock.
 */
export function historyPeriod(
  filter: HistoryFilter,
  today: DateLike,
): { from: Temporal.PlainDate; to: Temporal.PlainDate } {
  const to = toDate(today);
  return { from: to.subtract(filterSpan[filter]), to };
}

/**
 * The same period as instants for querying postings: from the start of the first day in Baku
 * (inclusive) to the start of the day after today (exclusive).
 */
export function historyInstants(
  filter: HistoryFilter,
  today: DateLike,
  timeZone: string = bankTimeZone,
): { fromInclusive: Temporal.Instant; toExclusive: Temporal.Instant } {
  const { from, to } = historyPeriod(filter, today);
  return {
    fromInclusive: from.toZonedDateTime({ timeZone }).toInstant(),
    toExclusive: to.add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant(),
  };
}
