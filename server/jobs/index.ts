/**
 * Scheduled work on a PostgreSQL-backed queue (`scheduled_jobs`): interest accrual, instalments,
 * payouts and the bank's housekeeping. See runner.ts for the API and the rules a handler follows.
 */
import type { Jobs } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bank's job queue: main.ts runs its worker loop, tests call `runDueJobs()`. */
    jobs: Jobs;
  }
}

export { defaultLeaseSeconds } from './lease';
export { maintenanceJobs, registerMaintenanceJobs } from './maintenance';
export { type JobsDb, pruneFinishedJobs } from './queue';
export { type CreateJobsOptions, createJobs } from './runner';
export { dailyAt, every, type Schedule } from './schedule';
export type {
  EnqueueInput,
  JobContext,
  JobHandler,
  JobLog,
  JobOptions,
  JobRegistrar,
  Jobs,
  RecurringOptions,
  RunOptions,
} from './types';
export { type JobWorker, startJobWorker } from './worker';
