/**
 * The job queue on its own: due by the bank's (sandbox-shifted) clock, retried with backoff,
 * recurring from the bank's clock, never run twice by two workers, and a lease that a crashed
 * worker loses. On real PostgreSQL the second worker has its own connection, as another server
 * process would; on PGlite both share the one connection and interleave.
 */
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BankClock, fixedClock, shiftedClock } from '../../server/clock';
import { type BankDb, openDatabase } from '../../server/db/client';
import { scheduledJobs } from '../../server/db/schema';
import {
  createJobs,
  dailyAt,
  defaultLeaseSeconds,
  every,
  type JobContext,
  type Jobs,
} from '../../server/jobs';
import { claimDueJob } from '../../server/jobs/queue';
import { moveSandboxClock, readSandboxOffset } from '../../server/sandbox/clock';
import { openTestDatabase, type TestDatabase } from './support/bank';

let testDb: TestDatabase;
let db: BankDb;
let base: ReturnType<typeof fixedClock>;
let clock: BankClock;
const silent = { info() {}, warn() {}, error() {} };
let seq = 0;

beforeAll(async () => {
  testDb = await openTestDatabase('migrated');
  db = testDb.database.db;
});
afterAll(() => testDb.dispose());

beforeEach(async () => {
  // Each test starts on a clean queue with its own handler names, a minute past a round hour.
  await db.delete(scheduledJobs);
  seq += 1;
  base = fixedClock('2026-03-02T08:01:00Z');
  const offset = await readSandboxOffset(db);
  if (offset > 0) base.advance({ seconds: -offset });
  clock = shiftedClock(base, () => readSandboxOffset(db));
  await clock.refresh();
});

function jobsOn(on: BankDb = db, bankClock: BankClock = clock): Jobs {
  return createJobs({ db: on, clock: bankClock, log: silent, leaseSeconds: 600 });
}

const dateOf = (instant: Temporal.Instant) => new Date(instant.epochMilliseconds);
const name = (what: string) => `test.${what}.${seq}`;
const rowsOf = (jobName: string) =>
  db.select().from(scheduledJobs).where(eq(scheduledJobs.name, jobName)).orderBy(scheduledJobs.id);

/** Moves the shared sandbox clock, as POST /sandbox/v1/clock does. */
async function moveBankClock(days: number) {
  await moveSandboxClock(db, base, { days });
}

describe('a one-off job', () => {
  it('runs once when due by the bank clock, and not before', async () => {
    const jobs = jobsOn();
    const ran: string[] = [];
    jobs.define(name('once'), async ({ job }) => {
      ran.push(job.key);
    });
    const runAt = clock.now().add({ hours: 24 });
    expect(await jobs.enqueue({ name: name('once'), key: 'a', runAt, payload: { n: 1 } })).toBe(
      true,
    );
    expect(await jobs.runDueJobs()).toBe(0);
    expect(ran).toEqual([]);

    await moveBankClock(1);
    expect(await jobs.runDueJobs()).toBe(1);
    expect(await jobs.runDueJobs()).toBe(0);
    expect(ran).toEqual(['a']);
    const [row] = await rowsOf(name('once'));
    expect(row).toMatchObject({ status: 'DONE', attempts: 1, payload: { n: 1 }, lockedBy: null });
  });

  it('is one occurrence per key: enqueued again, before or after it ran, it does not run again', async () => {
    const jobs = jobsOn();
    let runs = 0;
    jobs.define(name('keyed'), async () => {
      runs += 1;
    });
    expect(await jobs.enqueue({ name: name('keyed'), key: 'deposit-1:2026-03-02' })).toBe(true);
    expect(await jobs.enqueue({ name: name('keyed'), key: 'deposit-1:2026-03-02' })).toBe(false);
    await jobs.runDueJobs();
    expect(await jobs.enqueue({ name: name('keyed'), key: 'deposit-1:2026-03-02' })).toBe(false);
    await jobs.runDueJobs();
    expect(runs).toBe(1);
    expect(await rowsOf(name('keyed'))).toHaveLength(1);
  });

  it('enqueued in a transaction exists only if the transaction commits', async () => {
    const jobs = jobsOn();
    jobs.define(name('payout'), async () => {});
    await db.transaction(async (tx) => {
      await jobs.enqueue({ name: name('payout'), key: 'committed' }, tx);
    });
    await db
      .transaction(async (tx) => {
        await jobs.enqueue({ name: name('payout'), key: 'rolled-back' }, tx);
        throw new Error('the business change failed');
      })
      .catch(() => {});
    expect((await rowsOf(name('payout'))).map((row) => row.key)).toEqual(['committed']);
  });

  it('is refused for a name nobody registered', async () => {
    await expect(jobsOn().enqueue({ name: 'test.nobody', key: 'x' })).rejects.toThrow(/No job/);
  });
});

describe('a failing job', () => {
  it('is retried with doubling backoff, then succeeds', async () => {
    const jobs = jobsOn();
    let calls = 0;
    jobs.define(name('flaky'), async () => {
      calls += 1;
      if (calls <= 2) throw new Error(`bank host down (${calls})`);
    });
    await jobs.enqueue({ name: name('flaky'), key: 'k' });
    const started = clock.now();

    expect(await jobs.runDueJobs()).toBe(1);
    let [row] = await rowsOf(name('flaky'));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row?.lastError).toContain('bank host down (1)');
    expect(row?.runAt).toEqual(dateOf(started.add({ seconds: 30 })));

    base.advance({ seconds: 29 });
    expect(await jobs.runDueJobs()).toBe(0);
    base.advance({ seconds: 1 });
    expect(await jobs.runDueJobs()).toBe(1);
    [row] = await rowsOf(name('flaky'));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(row?.runAt).toEqual(dateOf(started.add({ seconds: 90 })));

    base.advance({ seconds: 60 });
    expect(await jobs.runDueJobs()).toBe(1);
    [row] = await rowsOf(name('flaky'));
    expect(row).toMatchObject({ status: 'DONE', attempts: 3 });
    expect(calls).toBe(3);
  });

  it('is marked FAILED after its last attempt and not run again', async () => {
    const jobs = jobsOn();
    let calls = 0;
    jobs.define(
      name('broken'),
      async () => {
        calls += 1;
        throw new Error('always');
      },
      { maxAttempts: 2, backoffSeconds: 10 },
    );
    await jobs.enqueue({ name: name('broken'), key: 'k' });
    await jobs.runDueJobs();
    base.advance({ seconds: 10 });
    await jobs.runDueJobs();
    base.advance({ hours: 24 });
    await jobs.runDueJobs();
    expect(calls).toBe(2);
    const [row] = await rowsOf(name('broken'));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect(row?.finishedAt).not.toBeNull();
  });

  it('whose worker died is taken over when the lease runs out', async () => {
    const jobs = jobsOn();
    const keys: string[] = [];
    jobs.define(name('orphan'), async ({ job }) => {
      keys.push(`${job.key}#${job.attempts}`);
    });
    await jobs.enqueue({ name: name('orphan'), key: 'k' });
    // A worker that claims the job and is never heard of again.
    const claim = {
      names: [name('orphan')],
      workerId: 'dead-worker',
      now: clock.now(),
      realNow: base.now(),
      leaseSeconds: 600,
    };
    expect(await claimDueJob(db, claim)).toMatchObject({ status: 'RUNNING', attempts: 1 });
    expect(await jobs.runDueJobs()).toBe(0);
    base.advance({ seconds: 600 });
    expect(await jobs.runDueJobs()).toBe(1);
    expect(keys).toEqual(['k#2']);
  });

  it('is not taken from a live worker whose job outlasts the lease: a heartbeat renews it', async () => {
    const jobs = createJobs({ db, clock, log: silent, leaseSeconds: 30, heartbeatMs: 20 });
    const stolen: unknown[] = [];
    const claimByAnother = () =>
      claimDueJob(db, {
        names: [name('long')],
        workerId: 'another-worker',
        now: clock.now(),
        realNow: base.now(),
        leaseSeconds: 30,
      });
    jobs.define(name('long'), async () => {
      // Two leases' worth of real time pass while the job runs, with heartbeats in between.
      for (let beat = 0; beat < 4; beat += 1) {
        base.advance({ seconds: 15 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        stolen.push(await claimByAnother());
      }
    });
    await jobs.enqueue({ name: name('long'), key: 'k' });
    expect(await jobs.runDueJobs()).toBe(1);
    expect(stolen).toEqual([null, null, null, null]);
    expect(await rowsOf(name('long'))).toMatchObject([{ status: 'DONE', attempts: 1 }]);
  });

  it('lasts half a minute by default, so a dead worker delays its job by no more', async () => {
    const jobs = createJobs({ db, clock, log: silent });
    const keys: string[] = [];
    jobs.define(name('orphan'), async ({ job }) => {
      keys.push(`${job.key}#${job.attempts}`);
    });
    await jobs.enqueue({ name: name('orphan'), key: 'k' });
    const claim = {
      names: [name('orphan')],
      workerId: 'dead-worker',
      now: clock.now(),
      realNow: base.now(),
      leaseSeconds: defaultLeaseSeconds,
    };
    expect(await claimDueJob(db, claim)).toMatchObject({ status: 'RUNNING', attempts: 1 });
    base.advance({ seconds: 29 });
    expect(await jobs.runDueJobs()).toBe(0);
    base.advance({ seconds: 1 });
    expect(await jobs.runDueJobs()).toBe(1);
    expect(keys).toEqual(['k#2']);
  });
});

describe('a recurring job', () => {
  it('is scheduled on the grid and rescheduled from the bank clock after it runs', async () => {
    const jobs = jobsOn();
    const slots: string[] = [];
    jobs.recurring(name('every5'), every({ minutes: 5 }), async ({ job }) => {
      slots.push(job.runAt.toISOString());
    });
    expect(await jobs.runDueJobs()).toBe(0);
    expect((await rowsOf(name('every5'))).map((row) => row.key)).toEqual(['2026-03-02T08:05:00Z']);
    base.advance({ minutes: 4 });
    expect(await jobs.runDueJobs()).toBe(1);
    expect(slots).toEqual(['2026-03-02T08:05:00.000Z']);

    // Two days later by the sandbox clock: the missed runs collapse into one, then the grid goes on.
    await moveBankClock(2);
    expect(await jobs.runDueJobs()).toBe(1);
    expect(await jobs.runDueJobs()).toBe(0);
    const rows = await rowsOf(name('every5'));
    expect(rows.map((row) => [row.key, row.status])).toEqual([
      ['2026-03-02T08:05:00Z', 'DONE'],
      ['2026-03-02T08:10:00Z', 'DONE'],
      ['2026-03-04T08:10:00Z', 'PENDING'],
    ]);
  });

  it('that catches up runs every missed occurrence in turn, e.g. once per bank date', async () => {
    const jobs = jobsOn();
    const dates: string[] = [];
    jobs.recurring(
      name('daily'),
      dailyAt('00:05'),
      async ({ job }) => {
        dates.push(job.runAt.toISOString());
      },
      { catchUp: true },
    );
    await jobs.runDueJobs();
    await moveBankClock(3);
    expect(await jobs.runDueJobs()).toBe(3);
    // 00:05 in Baku is 20:05 UTC the day before.
    expect(dates).toEqual([
      '2026-03-02T20:05:00.000Z',
      '2026-03-03T20:05:00.000Z',
      '2026-03-04T20:05:00.000Z',
    ]);
    const open = (await rowsOf(name('daily'))).filter((row) => row.status === 'PENDING');
    expect(open.map((row) => row.key)).toEqual(['2026-03-05T20:05:00Z']);
  });

  it('goes on after an occurrence fails for good', async () => {
    const jobs = jobsOn();
    jobs.recurring(
      name('failing'),
      every({ minutes: 1 }),
      async () => {
        throw new Error('nope');
      },
      { maxAttempts: 1 },
    );
    await jobs.runDueJobs();
    base.advance({ minutes: 1 });
    await jobs.runDueJobs();
    const rows = await rowsOf(name('failing'));
    expect(rows.map((row) => row.status)).toEqual(['FAILED', 'PENDING']);
  });
});

describe('two workers on one queue', () => {
  let other: { db: BankDb; close(): Promise<void> } | undefined;
  afterAll(() => other?.close());

  /** Another server process: its own connections on PostgreSQL, its own clock cache anyway. */
  async function secondConnection(): Promise<BankDb> {
    if (!testDb.url) return db;
    other = await openDatabase({ dataDir: '', databaseUrl: testDb.url });
    return other.db;
  }

  it('never run the same occurrence twice, one-off or recurring', async () => {
    const otherDb = other?.db ?? (await secondConnection());
    const otherClock = shiftedClock(base, () => readSandboxOffset(otherDb));
    const workers = [jobsOn(), jobsOn(otherDb, otherClock)];
    const runs: string[] = [];
    const handler = async ({ job }: JobContext) => {
      runs.push(`${job.name}:${job.key}`);
      // Long enough for the other worker to look for work meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    for (const jobs of workers) {
      jobs.define(name('fan'), handler);
      jobs.recurring(name('tick'), every({ minutes: 1 }), handler, { catchUp: true });
    }
    // Both processes enqueue the same 40 occurrences, at once.
    await Promise.all(
      workers.flatMap((jobs) =>
        Array.from({ length: 40 }, (_, i) => jobs.enqueue({ name: name('fan'), key: `k${i}` })),
      ),
    );
    const shares = await Promise.all(workers.map((jobs) => jobs.runDueJobs()));
    base.advance({ minutes: 10 });
    await Promise.all(workers.map((jobs) => jobs.runDueJobs()));

    expect(runs.filter((run) => run.includes('.fan.'))).toHaveLength(40);
    expect(runs.filter((run) => run.includes('.tick.'))).toHaveLength(10);
    expect(new Set(runs).size).toBe(runs.length);
    // Both really took part (on PGlite too: they interleave on the one connection).
    expect(shares.every((share) => share > 0)).toBe(true);
    const open = (await rowsOf(name('tick'))).filter((row) => row.status === 'PENDING');
    expect(open).toHaveLength(1);
  });
});

describe('the schedule', () => {
  it('puts daily occurrences at the wall-clock time in Baku', () => {
    const daily = dailyAt('00:05');
    const at = Temporal.Instant.from('2026-03-02T20:05:00Z');
    expect(daily.next(at.subtract({ seconds: 1 })).toString()).toBe('2026-03-02T20:05:00Z');
    expect(daily.next(at).toString()).toBe('2026-03-03T20:05:00Z');
    expect(() => every({ milliseconds: 500 })).toThrow(/whole seconds/);
  });
});
