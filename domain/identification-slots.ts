/**
 * Video-identification slots as the picker offers them (PRODUCT 5, 9): a day, then one of four
 * six-hour ranges, then an hour, then a 15-minute quarter. A day, range or hour can be chosen only
 * when it holds at least one AVAILABLE quarter. Times are the bank's wall clock, as the bank sends them.
 */
import type { components } from '../openapi/generated/schema';

export type Slot = components['schemas']['Slot'];
export type Reservation = components['schemas']['Reservation'];

/** PRODUCT 9: 00-06, 06-12, 12-18 and 18-24, by their first hour. */
export const slotRanges = [0, 6, 12, 18] as const;
export type SlotRange = (typeof slotRanges)[number];
export const hoursPerRange = 6;

const pad = (value: number) => String(value).padStart(2, '0');

/** A slot's day as yyyy-MM-dd. */
export function slotDay(slot: Pick<Slot, 'year' | 'month' | 'day'>): string {
  return `${slot.year}-${pad(slot.month)}-${pad(slot.day)}`;
}

export function slotHour(slot: Pick<Slot, 'startTime'>): number {
  return Number(slot.startTime.slice(0, 2));
}

/** '00-06' and so on. */
export function rangeLabel(range: number): string {
  return `${pad(range)}-${pad(range + hoursPerRange)}`;
}

export function hourLabel(hour: number): string {
  return `${pad(hour)}:00`;
}

/** PRODUCT 9's display, dd.MM.yyyy, of a yyyy-MM-dd day. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/**
 * The weekday of a yyyy-MM-dd day in the customer's language, as Intl writes it ("bazar ertəsi",
 * "понедельник", "Monday"): the bank's days are calendar dates, so the date is read in UTC.
 * Some browsers know a language but not its weekday names (Chromium's trimmed ICU data has no
 * Azerbaijani ones) and answer with the root locale's; then `names` (Sunday first, from the
 * app's catalog) name it.
 */
export function dayWeekday(day: string, locale: string, names?: readonly string[]): string {
  const date = new Date(`${day}T12:00:00Z`);
  const format = (weekday: 'long' | 'short') =>
    new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(date);
  const named = format('long');
  // Without the language's names both lengths come out as the same root abbreviation ("Mon").
  return names && named === format('short') ? (names[date.getUTCDay()] ?? named) : named;
}

/** A day with its weekday in a sentence or a line: "23.11.2026 (bazar ertəsi)". */
export function dayWithWeekday(day: string, locale: string, names?: readonly string[]): string {
  return `${dayLabel(day)} (${dayWeekday(day, locale, names)})`;
}

/** PRODUCT 9's dd.MM.yyyy - HH:mm of a reservation, or undefined for a call-me one with no time. */
export function reservationTime(reservation: Reservation): string | undefined {
  const { year, month, day, startTime } = reservation;
  if (!year || !month || !day || !startTime) return undefined;
  return `${dayLabel(slotDay({ year, month, day }))} - ${startTime}`;
}

export interface SlotChoice<T> {
  value: T;
  /** False when every quarter in it is booked: shown, but not selectable. */
  available: boolean;
}

function choices<T>(slots: readonly Slot[], key: (slot: Slot) => T): SlotChoice<T>[] {
  const found = new Map<T, boolean>();
  for (const slot of slots) {
    const value = key(slot);
    found.set(value, (found.get(value) ?? false) || slot.status === 'AVAILABLE');
  }
  return [...found].map(([value, available]) => ({ value, available }));
}

/** The days the bank has slots on, in order. */
export function dayChoices(slots: readonly Slot[]): SlotChoice<string>[] {
  return choices(slots, slotDay).sort((a, b) => a.value.localeCompare(b.value));
}

const inRange = (range: number) => (slot: Slot) =>
  slotHour(slot) >= range && slotHour(slot) < range + hoursPerRange;

/** All four ranges of a day; a range without an available quarter is not selectable. */
export function rangeChoices(slots: readonly Slot[], day: string): SlotChoice<SlotRange>[] {
  const ofDay = slots.filter((slot) => slotDay(slot) === day);
  return slotRanges.map((range) => ({
    value: range,
    available: ofDay.some((slot) => inRange(range)(slot) && slot.status === 'AVAILABLE'),
  }));
}

/** The six hourly rows of a range. */
export function hourChoices(slots: readonly Slot[], day: string, range: number) {
  const ofDay = slots.filter((slot) => slotDay(slot) === day);
  return Array.from({ length: hoursPerRange }, (_, index) => {
    const hour = range + index;
    return {
      value: hour,
      available: ofDay.some((slot) => slotHour(slot) === hour && slot.status === 'AVAILABLE'),
    };
  });
}

/** The quarters of an hour as the bank lists them. */
export function quarterChoices(slots: readonly Slot[], day: string, hour: number): Slot[] {
  return slots
    .filter((slot) => slotDay(slot) === day && slotHour(slot) === hour)
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

export function isAvailableQuarter(
  slots: readonly Slot[],
  day: string,
  startTime: string,
): Slot | undefined {
  return slots.find(
    (slot) => slotDay(slot) === day && slot.startTime === startTime && slot.status === 'AVAILABLE',
  );
}
