/** The quote side's housekeeping on the job queue: old quotes are forgotten. */
import type { Temporal } from 'temporal-polyfill';
import { every, type JobRegistrar } from '../../jobs';
import { pruneExpiredQuotes } from './store';

export const transferQuoteJobs = {
  pruneExpiredQuotes: 'transfers.prune-expired-quotes',
} as const;

/** An expired quote is kept a day, so a late create still hears QUOTE_EXPIRED, not "unknown". */
export const expiredQuoteLifetime: Temporal.DurationLike = { hours: 24 };

export function registerTransferQuoteJobs(jobs: JobRegistrar) {
  jobs.recurring(transferQuoteJobs.pruneExpiredQuotes, every({ hours: 1 }), ({ db, clock }) =>
    pruneExpiredQuotes(db, clock.now().subtract(expiredQuoteLifetime)),
  );
}
