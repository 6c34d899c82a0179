/**
 * The bank's scheduled work: handlers registered by name, one-off and recurring occurrences in
 * `scheduled_jobs`, and `runDueJobs()`, which runs everything due by the bank's clock. The worker
 * loop (worker.ts) calls it every few seconds; tests call it directly after moving the clock.
 *
 * Every handler must be safe to run twice for the same occurrence: a lease that runs out (a
 * crashed or very slow worker) hands the job to another worker. Book money with the occurrence
 * as the ledger reference (e.g. `job:deposits.accrue:<deposit>:<date>`) so a second run is a no-op.
 */

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Temporal } from 'temporal-polyfill';
import type { BankClock } from '../clock';
import type { BankDb } from '../db/client';
import type { ScheduledJob } from '../db/schema';
import { claimDueJob, finishAttempt, insertOccurrence, type JobsDb, type Outcome } from './queue';
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

export interface Jobs {
  /** Registers a handler for one-off occurrences added with `enqueue`. */
  define(name: string, handler: JobHandler, options?: JobOptions): void;
  /** Registers a handler that runs on a schedule; its first occurrence is added on first run. */
  recurring(
    name: string,
    schedule: Schedule,
    handler: JobHandler,
    options?: RecurringOptions,
  ): void;
  /** Adds an occurrence; pass a transaction as `db` to enqueue together with a business change. */
  enqueue(input: EnqueueInput, db?: JobsDb): Promise<boolean>;
  /** Runs every job due now by the bank's clock, one at a time; returns how many ran. */
  runDueJobs(options?: RunOptions): Promise<number>;
  readonly workerId: string;
}

interface Registered {
  handler: JobHandler;
  options: Required<JobOptions>;
  schedule?: Schedule;
  catchUp: boolean;
}

export interface CreateJobsOptions {
  db: BankDb;
  clock: BankClock;
  log: JobLog;
  /** How long a claim lasts before another worker may retake the job (default 15 min). */
  leaseSeconds?: number;
}

const defaults: Required<JobOptions> = {
  maxAttempts: 5,
  backoffSeconds: 30,
  maxBackoffSeconds: 3600,
};

export function createJobs({ db, clock, log, leaseSeconds = 900 }: CreateJobsOptions): Jobs {
  const registry = new Map<string, Registered>();
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let scheduled: Promise<void> | undefined;

  function register(name: string, entry: Registered) {
    if (registry.has(name)) throw new Error(`Job ${name} is registered twice`);
    if (scheduled) throw new Error(`Job ${name} is registered after the jobs started running`);
    registry.set(name, entry);
  }

  function definition(name: string): Registered {
    const entry = registry.get(name);
    if (!entry) throw new Error(`No job is registered as ${name}`);
    return entry;
  }

  /** Adds the recurring job's first occurrence after `after` (unless one is open already). */
  function nextOccurrence(name: string, after: Temporal.Instant, into: JobsDb) {
    const { schedule, options } = definition(name);
    if (!schedule) return Promise.resolve(false);
    const runAt = schedule.next(after);
    const key = runAt.toString();
    const occurrence = { name, key, runAt, maxAttempts: options.maxAttempts, recurring: true };
    return insertOccurrence(into, occurrence, clock.now());
  }

  /** Puts each recurring job on the schedule unless an occurrence of it is open already. */
  async function scheduleRecurring() {
    await clock.refresh();
    for (const [name, entry] of registry) {
      if (entry.schedule) await nextOccurrence(name, clock.now(), db);
    }
  }

  async function settle(job: ScheduledJob, outcome: Outcome) {
    const entry = definition(job.name);
    const finished = outcome.status === 'DONE' || outcome.status === 'FAILED';
    // The next occurrence is added in the same transaction that closes this one, so a recurring
    // job is never left without an open occurrence, nor given two.
    const kept = await db.transaction(async (tx) => {
      if (!(await finishAttempt(tx, job, workerId, outcome, clock.now()))) return false;
      if (finished && entry.schedule) {
        const slot = Temporal.Instant.fromEpochMilliseconds(job.runAt.getTime());
        const now = clock.now();
        const after = entry.catchUp || Temporal.Instant.compare(slot, now) > 0 ? slot : now;
        await nextOccurrence(job.name, after, tx);
      }
      return true;
    });
    if (!kept) log.warn({ job: job.name, key: job.key }, 'job lease lost to another worker');
  }

  async function runOne(signal: AbortSignal): Promise<boolean> {
    await clock.refresh();
    const names = [...registry.keys()];
    const now = clock.now();
    const job = await claimDueJob(db, {
      names,
      workerId,
      now,
      realNow: clock.base.now(),
      leaseSeconds,
    });
    if (!job) return false;
    const { handler, options } = definition(job.name);
    if (job.attempts > job.maxAttempts) {
      // Retaken after its workers died mid-run as many times as it may be tried.
      await settle(job, { status: 'FAILED', error: 'lease expired on every attempt' });
      return true;
    }
    try {
      await handler({ db, clock, job, signal });
      await settle(job, { status: 'DONE' });
    } catch (error) {
      const outcome = signal.aborted
        ? ({ status: 'RELEASED' } as const)
        : failureOutcome(job, options, error, clock.now());
      await settle(job, outcome);
      const level = signal.aborted ? 'info' : 'error';
      log[level]({ job: job.name, key: job.key, attempt: job.attempts, err: error }, 'job failed');
    }
    return true;
  }

  return {
    workerId,
    define(name, handler, options = {}) {
      register(name, { handler, options: { ...defaults, ...options }, catchUp: false });
    },
    recurring(name, schedule, handler, { catchUp = false, ...options } = {}) {
      register(name, { handler, options: { ...defaults, ...options }, schedule, catchUp });
    },
    async enqueue(input, into = db) {
      const { maxAttempts } = definition(input.name).options;
      // No clock.refresh() here: `into` may be a transaction, and on PGlite a read outside it
      // would wait for it to end. Requests and jobs refresh the clock before they start.
      const runAt = input.runAt ?? clock.now();
      return insertOccurrence(into, { ...input, runAt, maxAttempts }, clock.now());
    },
    async runDueJobs({ limit = 1000, signal = new AbortController().signal } = {}) {
      scheduled ??= scheduleRecurring().catch((error) => {
        scheduled = undefined;
        throw error;
      });
      await scheduled;
      let ran = 0;
      while (ran < limit && !signal.aborted && (await runOne(signal))) ran += 1;
      return ran;
    },
  };
}

/** A failed attempt is retried after a doubling delay, or marked FAILED after the last one. */
function failureOutcome(
  job: ScheduledJob,
  options: Required<JobOptions>,
  error: unknown,
  now: Temporal.Instant,
): Outcome {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  if (job.attempts >= job.maxAttempts) return { status: 'FAILED', error: message };
  const delay = Math.min(
    options.backoffSeconds * 2 ** (job.attempts - 1),
    options.maxBackoffSeconds,
  );
  return { status: 'RETRY', error: message, runAt: now.add({ seconds: delay }) };
}
