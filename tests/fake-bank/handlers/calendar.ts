/**
 * The bank's calendar (GET /api/v1/bank-calendar). Answered in every test by default, by the
 * test's clock, so the app's "today" is what the test set; a test of the sandbox clock answers a
 * calendar of its own.
 */
import { type BankCalendar, bankCalendarAt } from '../fixtures/calendar';
import { http } from '../http';

export const bankCalendarOf = (calendar?: BankCalendar) =>
  http.get('/api/v1/bank-calendar', ({ response }) =>
    response(200).json(calendar ?? bankCalendarAt()),
  );
