/**
 * The bank's time in the bank test, moved through the sandbox's clock (shared by every process
 * on the database): to just before a business day's 17:00 cut-off before the run, so clearing
 * transfers are executed at once early on and SCHEDULED with their total held later (PRODUCT 9);
 * after it, to the scheduled transfers' business day, so the jobs process executes them.
 */
import { Temporal } from 'temporal-polyfill';
import {
  bankTimeZone,
  businessDayOnOrAfter,
  nextBusinessDay,
  paymentCutOff,
} from '../../../domain/calendar';
import { withDatabase } from './audit';
import { callWithRetries, pause } from './http';

const leadSeconds = 8;

/** The instant `leadSeconds` before the next cut-off of a business day, from `now`. */
export function justBeforeCutOff(now: Temporal.Instant): Temporal.Instant {
  const local = now.toZonedDateTimeISO(bankTimeZone);
  const at = (date: Temporal.PlainDate) =>
    date
      .toZonedDateTime({ timeZone: bankTimeZone, plainTime: paymentCutOff })
      .toInstant()
      .subtract({ seconds: leadSeconds });
  const first = businessDayOnOrAfter(local.toPlainDate());
  const candidate = at(first);
  return Temporal.Instant.compare(candidate, now) > 0 ? candidate : at(nextBusinessDay(first));
}

export async function moveBankClock(urls: readonly string[], until: Temporal.Instant) {
  const moved = await callWithRetries(urls, 0, 'POST', '/sandbox/v1/clock', {
    body: { until: until.toString() },
  });
  if (moved?.status !== 200)
    throw new Error(`the clock did not move: ${JSON.stringify(moved?.body)}`);
}

/**
 * Moves the clock to 10:00 Baku on the last execution date of the SCHEDULED transfers and waits
 * until the jobs process has executed every one of them; how many there were.
 */
export async function executeScheduled(urls: readonly string[], url: string, limitMs = 180_000) {
  const scheduled = async () =>
    withDatabase(url, async (query) => {
      const [row] = await query(
        `select count(*)::text as n, max(execution_date)::text as day from transfers where status = 'SCHEDULED'`,
      );
      return { count: Number(row?.n ?? 0), day: row?.day ?? null };
    });
  const first = await scheduled();
  if (!first.day) return 0;
  const morning = Temporal.PlainDate.from(first.day)
    .toZonedDateTime({ timeZone: bankTimeZone, plainTime: Temporal.PlainTime.from('10:00') })
    .toInstant();
  const clock = await callWithRetries(urls, 0, 'GET', '/sandbox/v1/clock');
  const bankNow = Temporal.Instant.from(clock?.body?.now ?? Temporal.Now.instant().toString());
  // Midnight may have passed during the run: then the day has come already.
  if (Temporal.Instant.compare(morning, bankNow) > 0) await moveBankClock(urls, morning);
  const deadline = Date.now() + limitMs;
  while ((await scheduled()).count > 0) {
    if (Date.now() > deadline) throw new Error('scheduled transfers were not executed in time');
    await pause(500);
  }
  return first.count;
}
