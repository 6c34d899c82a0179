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
import type { BankClock } from '../clock';
import type { BankDb } from '../db/client';
import { defaultLeaseSeconds } from './lease';
import { enqueue, scheduleRecurring } from './occurrences';
import { jobDefaults, type Registered, type Runner } from './registry';
import { runOne } from './run-one';
import type { JobLog, Jobs } from './types';

export interface CreateJobsOptions {
  db: BankDb;
  clock: BankClock;
  log: JobLog;
  /** How long a claim lasts unless renewed before another worker may retake the job. */
  leaseSeconds?: number;
  /** How often a running job renews its lease (default: three times a lease). */
  heartbeatMs?: number;
}

export function createJobs({
  db,
  clock,
  log,
  leaseSeconds = defaultLeaseSeconds,
  heartbeatMs = (leaseSeconds * 1000) / 3,
}: CreateJobsOptions): Jobs {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const runner: Runner = {
    db,
    clock,
    log,
    leaseSeconds,
    heartbeatMs,
    workerId,
    registry: new Map(),
  };
  let scheduled: Promise<void> | undefined;

  function register(name: string, entry: Registered) {
    if (runner.registry.has(name)) throw new Error(`Job ${name} is registered twice`);
    if (scheduled) throw new Error(`Job ${name} is registered after the jobs started running`);
    runner.registry.set(name, entry);
  }

  return {
    workerId,
    define(name, handler, options = {}) {
      register(name, { handler, options: { ...jobDefaults, ...options }, catchUp: false });
    },
    recurring(name, schedule, handler, { catchUp = false, ...options } = {}) {
      register(name, { handler, options: { ...jobDefaults, ...options }, schedule, catchUp });
    },
    enqueue: (input, into = db) => enqueue(runner, input, into),
    async runDueJobs({ limit = 1000, signal = new AbortController().signal } = {}) {
      scheduled ??= scheduleRecurring(runner).catch((error) => {
        scheduled = undefined;
        throw error;
      });
      await scheduled;
      let ran = 0;
      while (ran < limit && !signal.aborted && (await runOne(runner, signal))) ran += 1;
      return ran;
    },
  };
}
