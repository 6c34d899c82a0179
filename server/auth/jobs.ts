/**
 * The auth module's recurring clean-ups on the job queue: ended rate-limit windows, sign-in
 * guards untouched for a day, and code SMS older than the SMS limits' day. Each is one idempotent
 * statement.
 */
import type { Temporal } from 'temporal-polyfill';
import type { Config } from '../config';
import { every, type JobRegistrar } from '../jobs';
import { purgeCodeSmsSends } from './otp';
import { purgeRateLimitCounters } from './rate-limit';
import { purgeStaleSignInGuards } from './sign-in-guard';

export const authJobs = {
  purgeRateLimitCounters: 'auth.purge-rate-limit-counters',
  purgeSignInGuards: 'auth.purge-sign-in-guards',
  purgeCodeSmsSends: 'auth.purge-code-sms-sends',
} as const;

/** A day without attempts forgives an identifier's earlier failed sign-ins. */
export const signInGuardLifetime: Temporal.DurationLike = { hours: 24 };

export function registerAuthJobs(
  jobs: JobRegistrar,
  config: Pick<Config, 'authRateLimitWindowSeconds'>,
) {
  jobs.recurring(authJobs.purgeRateLimitCounters, every({ minutes: 15 }), ({ db, clock }) =>
    purgeRateLimitCounters(db, clock.now(), config.authRateLimitWindowSeconds).then(
      () => undefined,
    ),
  );
  jobs.recurring(authJobs.purgeSignInGuards, every({ hours: 1 }), ({ db, clock }) => {
    const now = clock.now();
    return purgeStaleSignInGuards(db, now, now.subtract(signInGuardLifetime)).then(() => undefined);
  });
  jobs.recurring(authJobs.purgeCodeSmsSends, every({ hours: 1 }), ({ db, clock }) =>
    purgeCodeSmsSends(db, clock.now()).then(() => undefined),
  );
}
