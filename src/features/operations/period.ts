/** The history's days: PRODUCT 9's filters as the `from`/`to` of the operations calls. */
import { historyPeriod } from '../../../domain/calendar';
import type { HistoryPeriod } from './search';

export interface PeriodDates {
  /** yyyy-MM-dd in Baku, both included. */
  from: string;
  to: string;
}

/** From today less a week, a month or 3 months, to today (domain/calendar historyPeriod). */
export function periodDates(period: HistoryPeriod, today: string): PeriodDates {
  const { from, to } = historyPeriod(period, today);
  return { from: from.toString(), to: to.toString() };
}
