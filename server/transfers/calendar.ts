/**
 * The bank's date and time (getBankCalendar), so the app shows the bank's "today" — it follows
 * the sandbox clock — and when clearing executes (PRODUCT 9's business days and cut-off).
 */
import {
  bakuDate,
  bankTimeZone,
  isBusinessDay,
  nextBusinessDay,
  paymentCutOff,
} from '../../domain/calendar';
import type { Clock } from '../clock';
import type { Schemas } from '../openapi/json';

export function bankCalendar(clock: Clock): Schemas['BankCalendar'] {
  const now = clock.now();
  const today = bakuDate(now);
  return {
    now: now.toString(),
    today: today.toString(),
    timeZone: bankTimeZone,
    businessDay: isBusinessDay(today),
    nextBusinessDay: nextBusinessDay(today).toString(),
    cutOff: paymentCutOff.toString({ smallestUnit: 'minute' }),
  };
}
