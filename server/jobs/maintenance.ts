/**
 * The queue's own housekeeping. The other modules register theirs (ledger, auth, products,
 * applications) through the same `JobRegistrar`, wired by the composition root (app.ts).
 */
import type { Temporal } from 'temporal-polyfill';
import { pruneFinishedJobs } from './queue';
import { every } from './schedule';
import type { JobRegistrar } from './types';

export const maintenanceJobs = {
  pruneFinishedJobs: 'jobs.prune-finished',
} as const;

/** Finished occurrences are kept a month, for looking into what ran and what failed. */
export const finishedJobLifetime: Temporal.DurationLike = { hours: 30 * 24 };

export function registerMaintenanceJobs(jobs: JobRegistrar) {
  jobs.recurring(maintenanceJobs.pruneFinishedJobs, every({ hours: 24 }), ({ db, clock }) =>
    pruneFinishedJobs(db, clock.now().subtract(finishedJobLifetime)).then(() => undefined),
  );
}
