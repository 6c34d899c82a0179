/** The history's days: SPEC 9's filters as the `from`/`to` of the operations calls. */
import { Temporal } from 'temporal-polyfill';
import { bankTimeZone, historyPeriod } from '../../domain/calendar';
import type { HistoryPeriod } from './search';

export interface PeriodDates {
  /** yyyy-MM-dd in Baku, both included. */
  from: string;
  to: string;
}

/** Today in Baku: the bank's days, whatever the customer's own time zone. */
export function bankToday(now: Temporal.Instant = Temporal.Now.instant()): string {
  return now.toZonedDateTimeISO(bankTimeZone).toPlainDate().toString();
}

/** From today less a week, a month or 3 months, to today (src/domain/calendar historyPeriod). */
export function periodDates(period: HistoryPeriod, today: string): PeriodDates {
  const { from, to } = historyPeriod(period, today);
  return { from: from.toString(), to: to.toString() };
}
