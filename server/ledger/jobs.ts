/**
 * The ledger's recurring work on the job queue: giving back the money of expired holds and
 * forgetting old idempotency keys. Each is one idempotent statement, so running it twice, or in
 * two processes at once, does no harm.
 */
import type { Temporal } from 'temporal-polyfill';
import { every, type JobRegistrar } from '../jobs';
import { releaseExpiredHolds } from './holds';
import { pruneIdempotencyKeys } from './idempotency';

export const ledgerJobs = {
  releaseExpiredHolds: 'ledger.release-expired-holds',
  pruneIdempotencyKeys: 'ledger.prune-idempotency-keys',
} as const;

/** Stripe forgets an idempotency key after 24 hours; so does the bank. */
export const idempotencyKeyLifetime: Temporal.DurationLike = { hours: 24 };

export function registerLedgerJobs(jobs: JobRegistrar) {
  // Expired holds give the money back soon after their expiry: card authorisations matter.
  jobs.recurring(ledgerJobs.releaseExpiredHolds, every({ minutes: 1 }), ({ db, clock }) =>
    releaseExpiredHolds(db, clock).then(() => undefined),
  );
  jobs.recurring(ledgerJobs.pruneIdempotencyKeys, every({ hours: 1 }), ({ db, clock }) =>
    pruneIdempotencyKeys(db, clock.now().subtract(idempotencyKeyLifetime)),
  );
}
