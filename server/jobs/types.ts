/**
 * What the job queue offers the bank's modules: registering handlers (one-off and recurring),
 * enqueueing occurrences, and running what is due. Every handler must be safe to run twice for
 * the same occurrence (runner.ts says why).
 */
import type { Temporal } from 'temporal-polyfill';
import type { BankClock } from '../clock';
import type { BankDb } from '../db/client';
import type { ScheduledJob } from '../db/schema';
import type { JobsDb } from './queue';
import type { Schedule } from './schedule';

export interface JobContext {
  db: BankDb;
  /** Refreshed just before the job started: the bank's time, sandbox offset included. */
  clock: BankClock;
  /** The occurrence: `key`, `payload`, `runAt` (the bank time it was due) and `attempts`. */
  job: ScheduledJob;
  /** Aborted when the worker stops: a long handler should stop early and throw. */
  signal: AbortSignal;
}

export type JobHandler = (context: JobContext) => Promise<void>;

export interface JobOptions {
  /** Attempts before the occurrence is marked FAILED (default 5). */
  maxAttempts?: number;
  /** The first retry waits this long, each next one twice as long (default 30 s)… */
  backoffSeconds?: number;
  /** …but never longer than this (default 1 h). */
  maxBackoffSeconds?: number;
}

export interface RecurringOptions extends JobOptions {
  /**
   * false (default): after a jump of the clock the missed occurrences collapse into one and the
   * next is the first one after now (clean-ups). true: every missed occurrence runs in turn, each
   * with its own `runAt` (daily accrual for each bank date that passed).
   */
  catchUp?: boolean;
}

export interface EnqueueInput {
  name: string;
  /** The occurrence's idempotency key: enqueueing the same name and key again does nothing. */
  key: string;
  /** Bank time; default now. */
  runAt?: Temporal.Instant;
  payload?: Record<string, unknown>;
}

export interface JobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface RunOptions {
  /** Stop after this many jobs (default 1000), so a runaway catch-up cannot starve the loop. */
  limit?: number;
  /** The worker's stop signal, passed on to handlers. */
  signal?: AbortSignal;
}

/** How a module puts its work on the queue: each module registers its own jobs. */
export interface JobRegistrar {
  /** Registers a handler for one-off occurrences added with `enqueue`. */
  define(name: string, handler: JobHandler, options?: JobOptions): void;
  /** Registers a handler that runs on a schedule; its first occurrence is added on first run. */
  recurring(
    name: string,
    schedule: Schedule,
    handler: JobHandler,
    options?: RecurringOptions,
  ): void;
}

export interface Jobs extends JobRegistrar {
  /** Adds an occurrence; pass a transaction as `db` to enqueue together with a business change. */
  enqueue(input: EnqueueInput, db?: JobsDb): Promise<boolean>;
  /** Runs every job due now by the bank's clock, one at a time; returns how many ran. */
  runDueJobs(options?: RunOptions): Promise<number>;
  readonly workerId: string;
}
