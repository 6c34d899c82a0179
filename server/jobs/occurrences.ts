/** Adding occurrences: one-off ones on request, and each recurring job's next one. */
import type { Temporal } from 'temporal-polyfill';
import { insertOccurrence, type JobsDb } from './queue';
import { definition, type Runner } from './registry';
import type { EnqueueInput } from './types';

/** Adds the recurring job's first occurrence after `after` (unless one is open already). */
export function nextOccurrence(
  runner: Runner,
  name: string,
  after: Temporal.Instant,
  into: JobsDb,
): Promise<boolean> {
  const { schedule, options } = definition(runner, name);
  if (!schedule) return Promise.resolve(false);
  const runAt = schedule.next(after);
  const key = runAt.toString();
  const occurrence = { name, key, runAt, maxAttempts: options.maxAttempts, recurring: true };
  return insertOccurrence(into, occurrence, runner.clock.now());
}

/** Puts each recurring job on the schedule unless an occurrence of it is open already. */
export async function scheduleRecurring(runner: Runner): Promise<void> {
  const { clock, db, registry } = runner;
  await clock.refresh();
  for (const [name, entry] of registry) {
    if (entry.schedule) await nextOccurrence(runner, name, clock.now(), db);
  }
}

export async function enqueue(runner: Runner, input: EnqueueInput, into: JobsDb): Promise<boolean> {
  const { clock } = runner;
  const { maxAttempts } = definition(runner, input.name).options;
  // No clock.refresh() here: `into` may be a transaction, and on PGlite a read outside it
  // would wait for it to end. Requests and jobs refresh the clock before they start.
  const runAt = input.runAt ?? clock.now();
  return insertOccurrence(into, { ...input, runAt, maxAttempts }, clock.now());
}
