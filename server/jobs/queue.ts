/**
 * The queue's statements on `scheduled_jobs`. Each is one SQL statement (or one short
 * transaction), so it is safe with any number of workers on any number of connections:
 * - enqueueing an occurrence that exists already does nothing (unique name and key);
 * - a job is claimed by `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1)`, so two
 *   workers never take the same row; the claim is a lease, and only the lease holder's
 *   attempt may finish the job;
 * - nothing holds a transaction open while a handler runs: PGlite has one connection, and a
 *   long transaction there would stall every request.
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type ScheduledJob, scheduledJobs } from '../db/schema';
import type { LedgerTx } from '../ledger/db';

/** The bank's database or a transaction open on it (enqueue together with a business change). */
export type JobsDb = BankDb | LedgerTx;

export interface NewOccurrence {
  name: string;
  key: string;
  runAt: Temporal.Instant;
  payload?: Record<string, unknown>;
  maxAttempts: number;
  recurring?: boolean;
}

/** Adds an occurrence unless it exists; true when this call added it. */
export async function insertOccurrence(
  db: JobsDb,
  occurrence: NewOccurrence,
  createdAt: Temporal.Instant,
): Promise<boolean> {
  const rows = await db
    .insert(scheduledJobs)
    .values({
      name: occurrence.name,
      key: occurrence.key,
      runAt: toDate(occurrence.runAt),
      payload: occurrence.payload ?? {},
      maxAttempts: occurrence.maxAttempts,
      recurring: occurrence.recurring ?? false,
      createdAt: toDate(createdAt),
    })
    // Either constraint (same occurrence, or a recurring job already open) means "already there".
    .onConflictDoNothing()
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

export interface ClaimInput {
  names: string[];
  workerId: string;
  /** The bank's time: what is due. */
  now: Temporal.Instant;
  /** Unshifted time: leases measure real elapsed time, which the sandbox clock does not. */
  realNow: Temporal.Instant;
  /** How long a claim lasts: a worker that dies mid-job gives the job back after this. */
  leaseSeconds: number;
}

/** Takes the earliest due job (or one whose worker's lease ran out), counting an attempt. */
export async function claimDueJob(db: BankDb, input: ClaimInput): Promise<ScheduledJob | null> {
  if (input.names.length === 0) return null;
  const realNow = toDate(input.realNow);
  const due = db
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(
      and(
        inArray(scheduledJobs.name, input.names),
        or(
          and(eq(scheduledJobs.status, 'PENDING'), lte(scheduledJobs.runAt, toDate(input.now))),
          and(eq(scheduledJobs.status, 'RUNNING'), lte(scheduledJobs.lockedUntil, realNow)),
        ),
      ),
    )
    .orderBy(scheduledJobs.runAt, scheduledJobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(scheduledJobs)
    .set({
      status: 'RUNNING',
      attempts: sql`${scheduledJobs.attempts} + 1`,
      lockedBy: input.workerId,
      lockedUntil: toDate(input.realNow.add({ seconds: input.leaseSeconds })),
    })
    .where(inArray(scheduledJobs.id, due))
    .returning();
  return job ?? null;
}

/** Only the worker holding this attempt's lease may change the job. */
export function heldBy(job: ScheduledJob, workerId: string) {
  return and(
    eq(scheduledJobs.id, job.id),
    eq(scheduledJobs.status, 'RUNNING'),
    eq(scheduledJobs.lockedBy, workerId),
    eq(scheduledJobs.attempts, job.attempts),
  );
}

export type Outcome =
  | { status: 'DONE' }
  | { status: 'FAILED'; error: string }
  | { status: 'RETRY'; error: string; runAt: Temporal.Instant }
  /** Put back untouched (the worker is stopping): the attempt does not count. */
  | { status: 'RELEASED' };

/** Records how an attempt ended; false when the lease was lost to another worker meanwhile. */
export async function finishAttempt(
  db: JobsDb,
  job: ScheduledJob,
  workerId: string,
  outcome: Outcome,
  finishedAt: Temporal.Instant,
): Promise<boolean> {
  const unlocked = { lockedBy: null, lockedUntil: null };
  const change =
    outcome.status === 'DONE'
      ? { ...unlocked, status: 'DONE' as const, finishedAt: toDate(finishedAt) }
      : outcome.status === 'FAILED'
        ? {
            ...unlocked,
            status: 'FAILED' as const,
            lastError: outcome.error,
            finishedAt: toDate(finishedAt),
          }
        : outcome.status === 'RETRY'
          ? {
              ...unlocked,
              status: 'PENDING' as const,
              lastError: outcome.error,
              runAt: toDate(outcome.runAt),
            }
          : {
              ...unlocked,
              status: 'PENDING' as const,
              attempts: sql`${scheduledJobs.attempts} - 1`,
            };
  const rows = await db
    .update(scheduledJobs)
    .set(change)
    .where(heldBy(job, workerId))
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/** Forgets finished occurrences (their keys may then be enqueued again). */
export async function pruneFinishedJobs(db: BankDb, before: Temporal.Instant): Promise<number> {
  const rows = await db
    .delete(scheduledJobs)
    .where(
      and(
        inArray(scheduledJobs.status, ['DONE', 'FAILED']),
        lte(scheduledJobs.finishedAt, toDate(before)),
      ),
    )
    .returning({ id: scheduledJobs.id });
  return rows.length;
}
