import { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../domain/calendar';

/**
 * Today in Baku (yyyy-MM-dd) by the device's clock: the bank's days, whatever the customer's own
 * time zone. Only a fallback while the bank's own today (shared/queries/calendar.ts) loads.
 */
export function bankToday(now: Temporal.Instant = Temporal.Now.instant()): string {
  return bakuDate(now).toString();
}
