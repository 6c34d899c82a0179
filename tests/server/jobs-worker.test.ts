/**
 * The worker loop of a server process: it runs due jobs on its own, polls at its interval, and
 * on shutdown finishes the job in hand (or puts it back untouched) and then stops polling.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BankClock, fixedClock, shiftedClock } from '../../server/clock';
import type { BankDb } from '../../server/db/client';
import { scheduledJobs } from '../../server/db/schema';
import { createJobs, type Jobs, startJobWorker } from '../../server/jobs';
import { openTestDatabase, type TestDatabase } from './support/bank';

let testDb: TestDatabase;
let db: BankDb;
let clock: BankClock;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
let seq = 0;

beforeAll(async () => {
  testDb = await openTestDatabase('migrated');
  db = testDb.database.db;
  clock = shiftedClock(fixedClock('2026-03-02T08:00:00Z'));
});
afterAll(() => testDb.dispose());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function statusOf(name: string) {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}

function queueWith(handler: Parameters<Jobs['define']>[1]) {
  seq += 1;
  const name = `test.worker.${seq}`;
  const jobs = createJobs({ db, clock, log });
  jobs.define(name, handler);
  return { jobs, name };
}

describe('the job worker', () => {
  it('runs due jobs by itself and says so in the log', async () => {
    const ran = deferred();
    const { jobs, name } = queueWith(async () => ran.resolve());
    await jobs.enqueue({ name, key: 'k' });
    const worker = startJobWorker(jobs, { pollSeconds: 1, log });
    await ran.promise;
    await worker.stop();
    expect((await statusOf(name))?.status).toBe('DONE');
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ pollSeconds: 1 }),
      'job worker runs',
    );
  });

  it('on stop, waits for the job in hand to finish', async () => {
    const started = deferred();
    const release = deferred();
    const { jobs, name } = queueWith(async () => {
      started.resolve();
      await release.promise;
    });
    await jobs.enqueue({ name, key: 'k' });
    const worker = startJobWorker(jobs, { pollSeconds: 1, log });
    await started.promise;
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect((await statusOf(name))?.status).toBe('DONE');
  });

  it('on stop, puts back a job whose handler gives up on the stop signal, attempt uncounted', async () => {
    const started = deferred();
    const { jobs, name } = queueWith(async ({ signal }) => {
      started.resolve();
      await new Promise((_, reject) => {
        signal.addEventListener('abort', () => reject(new Error('stopping')), { once: true });
      });
    });
    await jobs.enqueue({ name, key: 'k' });
    const worker = startJobWorker(jobs, { pollSeconds: 1, log });
    await started.promise;
    await worker.stop();
    expect(await statusOf(name)).toMatchObject({ status: 'PENDING', attempts: 0, lockedBy: null });
  });

  it('polls at its interval, goes on after a failed round, and stops polling once stopped', async () => {
    vi.useFakeTimers();
    let rounds = 0;
    const jobs = {
      workerId: 'stub',
      runDueJobs: async () => {
        rounds += 1;
        if (rounds === 2) throw new Error('database unreachable');
        return 0;
      },
    } as unknown as Jobs;
    const worker = startJobWorker(jobs, { pollSeconds: 5, log });
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(rounds).toBe(4);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'running scheduled jobs failed');
    await worker.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rounds).toBe(4);
  });
});
