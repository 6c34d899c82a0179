/**
 * When a recurring job runs next, as a pure function of the bank's time. Occurrences fall on a
 * fixed grid (every five minutes from the epoch, every day at 00:05 in Baku), so two processes
 * asking at nearly the same moment agree on the same occurrence.
 */
import { Temporal } from 'temporal-polyfill';
import { bankTimeZone } from '../../domain/calendar';

export interface Schedule {
  /** The first occurrence strictly after `after`. */
  next(after: Temporal.Instant): Temporal.Instant;
  /** For logs and errors, e.g. "every 300 s". */
  readonly description: string;
}

/** Every `duration` (whole seconds, at least one), aligned to the Unix epoch. */
export function every(duration: Temporal.DurationLike): Schedule {
  const seconds = Temporal.Duration.from(duration).total({ unit: 'seconds' });
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(`A recurring interval must be whole seconds, at least 1: got ${seconds}`);
  }
  const step = BigInt(seconds) * 1_000_000_000n;
  return {
    description: `every ${seconds} s`,
    next(after) {
      const slot = after.epochNanoseconds / step + 1n;
      return Temporal.Instant.fromEpochNanoseconds(slot * step);
    },
  };
}

/**
 * Every day at a wall-clock time in the bank's time zone (Baku by default), e.g.
 * `dailyAt('00:05')` for work that belongs to the bank date that has just begun.
 */
export function dailyAt(time: string, timeZone: string = bankTimeZone): Schedule {
  const at = Temporal.PlainTime.from(time);
  return {
    description: `daily at ${at.toString({ smallestUnit: 'minute' })} ${timeZone}`,
    next(after) {
      const today = after.toZonedDateTimeISO(timeZone).toPlainDate();
      const candidate = today.toZonedDateTime({ timeZone, plainTime: at }).toInstant();
      if (Temporal.Instant.compare(candidate, after) > 0) return candidate;
      return today.add({ days: 1 }).toZonedDateTime({ timeZone, plainTime: at }).toInstant();
    },
  };
}
