/**
 * The bank's housekeeping jobs, run as the server runs them (app.jobs.runDueJobs after the
 * clock moves): each does its work, keeps what is still fresh, and may run twice, or in two
 * processes, without harm.
 */

import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { applicationJobs } from '../../server/applications/deadline-job';
import { authJobs } from '../../server/auth/jobs';
import { passkeyJobs } from '../../server/auth/passkeys';
import { cashCodeJobs } from '../../server/cash-codes';
import {
  idempotencyKeys,
  passkeyChallenges,
  rateLimitCounters,
  scheduledJobs,
  signInGuards,
} from '../../server/db/schema';
import { maintenanceJobs } from '../../server/jobs';
import { ledgerJobs, placeHold, readBalance, readHold } from '../../server/ledger';
import { prepaymentJobs } from '../../server/prepayments';
import { productJobs } from '../../server/products/jobs';
import { outboxSmsSender } from '../../server/sms/outbox-sms-sender';
import { transferJobs } from '../../server/transfers/execution';
import { transferQuoteJobs } from '../../server/transfers/quotes/jobs';
import { startTestBank, type TestBank, testConfig } from './support/bank';
import { createCustomer, openFundedAccount, type TestLedger } from './support/ledger';

/** Every recurring job of the bank: housekeeping and the products' work. */
const scheduledNames = [
  ...Object.values(ledgerJobs),
  ...Object.values(authJobs),
  ...Object.values(passkeyJobs),
  ...Object.values(maintenanceJobs),
  ...Object.values(productJobs),
  ...Object.values(applicationJobs),
  ...Object.values(transferQuoteJobs),
  ...Object.values(transferJobs),
  ...Object.values(prepaymentJobs),
  ...Object.values(cashCodeJobs),
];

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank({ authRateLimitWindowSeconds: 900 });
  // The first round puts every recurring job on the schedule.
  await bank.app.jobs.runDueJobs();
});
afterAll(() => bank.close());

/** The bank's time now, sandbox offset included. */
async function bankNow(): Promise<Temporal.Instant> {
  const response = await bank.app.inject({ method: 'GET', url: '/sandbox/v1/clock' });
  return Temporal.Instant.from(response.json<{ now: string }>().now);
}
const at = (instant: Temporal.Instant, duration: Temporal.DurationLike) =>
  new Date(instant.add(duration).epochMilliseconds);

/** Real time passes (two hours): every housekeeping job but the daily one falls due. */
beforeEach(() => bank.clock.advance({ hours: 2 }));

describe('housekeeping jobs', () => {
  it('are all on the schedule, each with exactly one open occurrence', async () => {
    const open = await bank.database.db
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.status, 'PENDING'));
    expect(open.map((row) => row.name).sort()).toEqual(scheduledNames.sort());
  });

  it('release an expired hold, so the available balance is restored', async () => {
    const ledger = { db: bank.database.db, clock: bank.clock } as unknown as TestLedger;
    const account = await openFundedAccount(ledger, await createCustomer(ledger.db), 10_000n);
    const expiresAt = (await bankNow()).add({ hours: 1 });
    const hold = await placeHold(ledger.db, bank.clock, {
      accountId: account,
      amount: 2_500n,
      reason: 'Card authorisation',
      expiresAt,
    });
    await bank.app.jobs.runDueJobs();
    expect((await readBalance(ledger.db, account)).available).toBe(7_500n);

    // A day later by the sandbox clock the hold has expired and the job gives the money back.
    const moved = await bank.app.inject({
      method: 'POST',
      url: '/sandbox/v1/clock',
      payload: { days: 1 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await bank.app.jobs.runDueJobs()).toBeGreaterThan(0);
    expect((await readHold(ledger.db, hold.id)).releasedAt).not.toBeNull();
    expect(await readBalance(ledger.db, account)).toMatchObject({
      balance: 10_000n,
      held: 0n,
      available: 10_000n,
    });
  });

  it('forget passkey challenges that expired or were used, and keep a live one', async () => {
    const now = await bankNow();
    const challenge = (id: string, expiresIn: Temporal.DurationLike, used = false) => ({
      id,
      purpose: 'SIGN_IN',
      challenge: `challenge-${id}`,
      expiresAt: at(now, expiresIn),
      usedAt: used ? at(now, { minutes: -1 }) : null,
      createdAt: at(now, { minutes: -5 }),
    });
    await bank.database.db
      .insert(passkeyChallenges)
      .values([
        challenge('expired', { minutes: -1 }),
        challenge('used', { minutes: 4 }, true),
        challenge('live', { hours: 3 }),
      ]);
    await bank.app.jobs.runDueJobs();
    const left = await bank.database.db
      .select({ id: passkeyChallenges.id })
      .from(passkeyChallenges);
    expect(left.map((row) => row.id)).toEqual(['live']);
  });

  it('forget idempotency keys older than 24 hours and keep newer ones', async () => {
    const now = await bankNow();
    const key = (name: string, age: Temporal.DurationLike) => ({
      scope: 'maintenance-test',
      key: name,
      requestHash: 'h',
      responseStatus: 200,
      responseBody: {},
      createdAt: at(now.subtract(age), { seconds: 0 }),
    });
    await bank.database.db
      .insert(idempotencyKeys)
      .values([key('old', { hours: 25 }), key('fresh', { hours: 23 })]);
    await bank.app.jobs.runDueJobs();
    const left = await bank.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'maintenance-test'));
    expect(left.map((row) => row.key)).toEqual(['fresh']);
  });

  it('purge rate-limit counters whose window has ended and keep running windows', async () => {
    const now = await bankNow();
    await bank.database.db.insert(rateLimitCounters).values([
      { key: 'test:ended', hits: 9, windowStartedAt: at(now, { seconds: -901 }) },
      { key: 'test:running', hits: 9, windowStartedAt: at(now, { seconds: -60 }) },
    ]);
    await bank.app.jobs.runDueJobs();
    const left = await bank.database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters);
    expect(left.map((row) => row.key)).toContain('test:running');
    expect(left.map((row) => row.key)).not.toContain('test:ended');
  });

  it('purge sign-in guards untouched for a day unless still locked', async () => {
    const now = await bankNow();
    const guard = (identifierKey: string, age: number, lockedFor: number | null) => ({
      identifierKey,
      failures: 5,
      lockedUntil: lockedFor === null ? null : at(now, { minutes: lockedFor }),
      updatedAt: at(now, { hours: -age }),
    });
    await bank.database.db
      .insert(signInGuards)
      .values([
        guard('test:stale', 25, null),
        guard('test:lapsed-lock', 25, -60),
        guard('test:recent', 1, null),
        guard('test:locked', 25, 10),
      ]);
    await bank.app.jobs.runDueJobs();
    const left = await bank.database.db
      .select({ key: signInGuards.identifierKey })
      .from(signInGuards);
    expect(left.map((row) => row.key).sort()).toEqual(['test:locked', 'test:recent']);
  });

  it('forget finished occurrences after 30 days, daily', async () => {
    const now = await bankNow();
    const finished = (key: string, ageDays: number) => ({
      name: 'test.finished',
      key,
      runAt: at(now, { hours: -24 * ageDays }),
      status: 'DONE' as const,
      attempts: 1,
      maxAttempts: 1,
      createdAt: at(now, { hours: -24 * ageDays }),
      finishedAt: at(now, { hours: -24 * ageDays }),
    });
    await bank.database.db
      .insert(scheduledJobs)
      .values([finished('old', 31), finished('recent', 28)]);
    await bank.app.inject({ method: 'POST', url: '/sandbox/v1/clock', payload: { days: 1 } });
    await bank.app.jobs.runDueJobs();
    const left = await bank.database.db
      .select({ key: scheduledJobs.key })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'test.finished'));
    // 28 days old before the move, 29 after it: still kept.
    expect(left.map((row) => row.key)).toEqual(['recent']);
  });

  it('are safe in two processes: a second app on the same database adds no second schedule', async () => {
    const other = await buildApp({
      config: testConfig(),
      db: bank.database.db,
      clock: bank.clock,
      sms: outboxSmsSender(bank.database.db, bank.clock),
      logger: false,
    });
    try {
      await Promise.all([other.jobs.runDueJobs(), bank.app.jobs.runDueJobs()]);
      const open = await bank.database.db
        .select({ name: scheduledJobs.name })
        .from(scheduledJobs)
        .where(eq(scheduledJobs.status, 'PENDING'));
      expect(open).toHaveLength(scheduledNames.length);
      const failed = await bank.database.db
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.status, 'FAILED'));
      expect(failed).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
