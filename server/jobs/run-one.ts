/** Running one due job: claim it under a lease, run its handler, and record how it ended. */
import { Temporal } from 'temporal-polyfill';
import type { ScheduledJob } from '../db/schema';
import { keepLease } from './lease';
import { nextOccurrence } from './occurrences';
import { claimDueJob, finishAttempt, type Outcome } from './queue';
import { definition, type Runner } from './registry';
import type { JobOptions } from './types';

/** Runs the earliest due job; false when nothing is due. */
export async function runOne(runner: Runner, signal: AbortSignal): Promise<boolean> {
  const { db, clock, log, workerId, leaseSeconds } = runner;
  await clock.refresh();
  const job = await claimDueJob(db, {
    names: [...runner.registry.keys()],
    workerId,
    now: clock.now(),
    realNow: clock.base.now(),
    leaseSeconds,
  });
  if (!job) return false;
  const { handler, options } = definition(runner, job.name);
  if (job.attempts > job.maxAttempts) {
    // Retaken after its workers died mid-run as many times as it may be tried.
    await settle(runner, job, { status: 'FAILED', error: 'lease expired on every attempt' });
    return true;
  }
  const lease = keepLease(runner, job);
  try {
    await handler({ db, clock, job, signal });
    await lease.stop();
    await settle(runner, job, { status: 'DONE' });
  } catch (error) {
    await lease.stop();
    const outcome = signal.aborted
      ? ({ status: 'RELEASED' } as const)
      : failureOutcome(job, options, error, clock.now());
    await settle(runner, job, outcome);
    const level = signal.aborted ? 'info' : 'error';
    log[level]({ job: job.name, key: job.key, attempt: job.attempts, err: error }, 'job failed');
  }
  return true;
}

async function settle(runner: Runner, job: ScheduledJob, outcome: Outcome) {
  const { db, clock, log, workerId } = runner;
  const entry = definition(runner, job.name);
  const finished = outcome.status === 'DONE' || outcome.status === 'FAILED';
  // The next occurrence is added in the same transaction that closes this one, so a recurring
  // job is never left without an open occurrence, nor given two.
  const kept = await db.transaction(async (tx) => {
    if (!(await finishAttempt(tx, job, workerId, outcome, clock.now()))) return false;
    if (finished && entry.schedule) {
      const slot = Temporal.Instant.fromEpochMilliseconds(job.runAt.getTime());
      const now = clock.now();
      const after = entry.catchUp || Temporal.Instant.compare(slot, now) > 0 ? slot : now;
      await nextOccurrence(runner, job.name, after, tx);
    }
    return true;
  });
  if (!kept) log.warn({ job: job.name, key: job.key }, 'job lease lost to another worker');
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
