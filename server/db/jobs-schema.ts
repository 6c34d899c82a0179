/**
 * The job queue's table (re-exported by schema.ts, so drizzle-kit and the client see it).
 *
 * One row is one occurrence of scheduled work: "release expired holds at 10:05", "accrue deposit
 * D for 2026-03-05". `(name, key)` is unique, so enqueueing the same occurrence twice, from any
 * number of processes, leaves one row, and a finished occurrence is never enqueued again.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';

export const jobStatuses = ['PENDING', 'RUNNING', 'DONE', 'FAILED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The handler's name, e.g. ledger.release-expired-holds. */
    name: text('name').notNull(),
    /** Which occurrence: the scheduled instant of a recurring job, or the caller's own key. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Due at this bank time (the sandbox offset included), so moving the clock makes it due. */
    runAt: instant('run_at').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('PENDING'),
    /** Started runs, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Occurrences of a recurring schedule: at most one of them is open per name. */
    recurring: boolean('recurring').notNull().default(false),
    /** The worker running it and until when (unshifted time): a crashed worker's job is retaken. */
    lockedBy: text('locked_by'),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    unique('scheduled_jobs_occurrence').on(table.name, table.key),
    // Two processes starting together cannot both put a recurring job on the schedule.
    uniqueIndex('scheduled_jobs_one_open_recurring')
      .on(table.name)
      .where(sql`${table.recurring} and ${table.status} in ('PENDING', 'RUNNING')`),
    index('scheduled_jobs_due').on(table.status, table.runAt),
    index('scheduled_jobs_finished').on(table.finishedAt),
    check(
      'scheduled_jobs_status',
      sql`${table.status} in (${sql.raw(jobStatuses.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('scheduled_jobs_attempts', sql`${table.maxAttempts} >= 1 and ${table.attempts} >= 0`),
  ],
);

export type ScheduledJob = typeof scheduledJobs.$inferSelect;
