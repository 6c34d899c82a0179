/**
 * The bank's housekeeping, on the job queue: each job is one idempotent statement (or a loop of
 * them), so running it twice, or in two processes at once, does no harm.
 */
import type { Temporal } from 'temporal-polyfill';
import type { BankDependencies } from '../app';
import { purgeRateLimitCounters } from '../auth/rate-limit';
import { purgeStaleSignInGuards } from '../auth/sign-in-guard';
import { pruneIdempotencyKeys, releaseExpiredHolds } from '../ledger';
import { pruneFinishedJobs } from './queue';
import type { Jobs } from './runner';
import { every } from './schedule';

export const maintenanceJobs = {
  releaseExpiredHolds: 'ledger.release-expired-holds',
  pruneIdempotencyKeys: 'ledger.prune-idempotency-keys',
  purgeRateLimitCounters: 'auth.purge-rate-limit-counters',
  purgeSignInGuards: 'auth.purge-sign-in-guards',
  pruneFinishedJobs: 'jobs.prune-finished',
} as const;

/** Stripe forgets an idempotency key after 24 hours; so does the bank. */
export const idempotencyKeyLifetime: Temporal.DurationLike = { hours: 24 };
/** A day without attempts forgives an identifier's earlier failed sign-ins. */
export const signInGuardLifetime: Temporal.DurationLike = { hours: 24 };
/** Finished occurrences are kept a month, for looking into what ran and what failed. */
export const finishedJobLifetime: Temporal.DurationLike = { hours: 30 * 24 };

export function registerMaintenanceJobs(jobs: Jobs, { config }: Pick<BankDependencies, 'config'>) {
  // Expired holds give the money back soon after their expiry: card authorisations matter.
  jobs.recurring(maintenanceJobs.releaseExpiredHolds, every({ minutes: 1 }), ({ db, clock }) =>
    releaseExpiredHolds(db, clock).then(() => undefined),
  );
  jobs.recurring(maintenanceJobs.pruneIdempotencyKeys, every({ hours: 1 }), ({ db, clock }) =>
    pruneIdempotencyKeys(db, clock.now().subtract(idempotencyKeyLifetime)),
  );
  jobs.recurring(maintenanceJobs.purgeRateLimitCounters, every({ minutes: 15 }), ({ db, clock }) =>
    purgeRateLimitCounters(db, clock.now(), config.authRateLimitWindowSeconds).then(
      () => undefined,
    ),
  );
  jobs.recurring(maintenanceJobs.purgeSignInGuards, every({ hours: 1 }), ({ db, clock }) => {
    const now = clock.now();
    return purgeStaleSignInGuards(db, now, now.subtract(signInGuardLifetime)).then(() => undefined);
  });
  jobs.recurring(maintenanceJobs.pruneFinishedJobs, every({ hours: 24 }), ({ db, clock }) =>
    pruneFinishedJobs(db, clock.now().subtract(finishedJobLifetime)).then(() => undefined),
  );
}
