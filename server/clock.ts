/**
 * The one source of time for the bank server. Business days, expiries and cut-offs all ask it,
 * so tests and the sandbox can pin or move time.
 */
import { Temporal } from 'temporal-polyfill';

export interface Clock {
  now(): Temporal.Instant;
}

export const systemClock: Clock = {
  now: () => Temporal.Now.instant(),
};

/** A clock that stands still until moved: for tests and sandbox scenarios. */
export function fixedClock(start: Temporal.Instant | string): Clock & {
  advance(duration: Temporal.DurationLike): void;
} {
  let current = typeof start === 'string' ? Temporal.Instant.from(start) : start;
  return {
    now: () => current,
    advance(duration) {
      current = current.add(duration);
    },
  };
}

/** Database timestamps are JS Dates; this is the one crossing point. */
export function toDate(instant: Temporal.Instant): Date {
  return new Date(instant.epochMilliseconds);
}

/**
 * The bank's clock: a base clock shifted forward by the sandbox offset. The offset lives in the
 * database so that every server process agrees on the bank's date; each process keeps a cached
 * copy so `now()` stays synchronous (business rules call it in tight loops and pure functions,
 * and an async now() would leak into all of them). The cache is refreshed before work that
 * reads the time: every contract request (an onRequest hook) and every scheduled job.
 */
export interface BankClock extends Clock {
  /** The unshifted clock underneath. */
  readonly base: Clock;
  /** Seconds the bank is ahead of the base clock; 0 outside the sandbox. */
  offsetSeconds(): number;
  /** Re-reads the shared offset (no-op outside the sandbox). */
  refresh(): Promise<void>;
  /** Takes an offset this process has just written, without waiting for the next refresh. */
  adopt(offsetSeconds: number): void;
}

/** `loadOffset` reads the shared offset; without it (production) the bank runs on `base`. */
export function shiftedClock(base: Clock, loadOffset?: () => Promise<number>): BankClock {
  let offset = 0;
  // The offset only grows, so a slower, older read can never move this process's time back.
  const adopt = (seconds: number) => {
    offset = Math.max(offset, seconds);
  };
  return {
    base,
    now: () => (offset === 0 ? base.now() : base.now().add({ seconds: offset })),
    offsetSeconds: () => offset,
    adopt,
    async refresh() {
      if (loadOffset) adopt(await loadOffset());
    },
  };
}
