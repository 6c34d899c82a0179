/**
 * Deposits on the job queue, as the server runs them: the sandbox clock moves through the API,
 * `app.jobs.runDueJobs()` runs what fell due, and the ledger must hold exactly the interest
 * worked out by hand (ACT/365, fractions carried, each payout the exact total floored once).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CurrentAccount, type Deposit, scheduledJobs } from '../../server/db/schema';
import { productJobs } from '../../server/products/jobs';
import { settleDueDeposits } from '../../server/products/jobs/deposits';
import { startTestBank, type TestBank } from './support/bank';
import {
  balanceOf,
  bankClockOf,
  bankDate,
  booksSnapshot,
  depositRow,
  firstDay,
  fundedAccount,
  moveClock,
  movementsOf,
  placeDeposit,
} from './support/product-jobs';

let bank: TestBank;
let azn: CurrentAccount;
let usd: CurrentAccount;
/** 10 000.00 ₼ at 10 % for 3 months, interest paid monthly. */
let monthly: Deposit;
/** 1 000.00 $ at 3.5 % for 6 months, interest paid at the end. */
let yearly: Deposit;

beforeAll(async () => {
  bank = await startTestBank();
  expect((await bankDate(bank)).toString()).toBe(firstDay.toString());
  azn = await fundedAccount(bank, 12_000_00n);
  usd = await fundedAccount(bank, 1_000_00n, 'USD', azn.customerId);
  monthly = await placeDeposit(bank, azn, {
    principal: 10_000_00n,
    rate: '10',
    months: 3,
    payout: 'MON',
  });
  yearly = await placeDeposit(bank, usd, {
    principal: 1_000_00n,
    rate: '3.5',
    months: 6,
    payout: 'YEARLY',
    type: 'TRGT',
  });
  // The first round puts the recurring jobs on the schedule; nothing is due on the first day.
  await bank.app.jobs.runDueJobs();
});
afterAll(() => bank.close());

const db = () => bank.database.db;
const run = () => bank.app.jobs.runDueJobs();

describe('a monthly deposit', () => {
  it('accrues one day of interest after one day: 10 000.00 × 10 % / 365 = 2.7397 → 2.73 ₼', async () => {
    await moveClock(bank, { days: 1 });
    await run();
    expect(await balanceOf(db(), monthly.interestAccountId)).toBe(273n);
    const row = await depositRow(db(), monthly.id);
    expect(row).toMatchObject({ accruedUntil: '2026-03-03', nextPayoutOn: '2026-04-02' });
    expect(row.accrualCarry).toBeGreaterThan(0);
    const [accrual] = await movementsOf(db(), monthly.interestAccountId);
    expect(accrual).toMatchObject({ kind: 'DEPOSIT_INTEREST_ACCRUAL', amount: 273n });
    expect(accrual?.category).toBe('INTEREST');
  });

  it('changes nothing when the jobs run again the same day', async () => {
    const before = await booksSnapshot(db());
    bank.clock.advance({ hours: 2 });
    await run();
    await settleDueDeposits(db(), await bankClockOf(bank), await bankDate(bank), {
      log: { info() {}, warn() {}, error() {} },
      signal: new AbortController().signal,
    });
    expect(await booksSnapshot(db())).toEqual(before);
  });

  it('catches up after a jump: 30 days earn 82.19 ₼ in all, still nothing paid out', async () => {
    // 10 000.00 × 10 % × 30 / 365 = 82.1917… ₼: what has accrued by 1 April, floored once.
    await moveClock(bank, { until: '2026-04-01' });
    await run();
    expect(await balanceOf(db(), monthly.interestAccountId)).toBe(82_19n);
    expect(await balanceOf(db(), azn.ledgerAccountId)).toBe(2_000_00n);
    // The $ deposit: 1 000.00 × 3.5 % × 30 / 365 = 2.8767… $.
    expect(await balanceOf(db(), yearly.interestAccountId)).toBe(2_87n);
  });

  it('pays the first month to the source account on the payout date: 31 days, 84.93 ₼', async () => {
    // 10 000.00 × 10 % × 31 / 365 = 84.9315… ₼.
    await moveClock(bank, { until: '2026-04-02' });
    await run();
    expect(await balanceOf(db(), monthly.interestAccountId)).toBe(0n);
    expect(await balanceOf(db(), azn.ledgerAccountId)).toBe(2_084_93n);
    const payout = (await movementsOf(db(), azn.ledgerAccountId)).at(-1);
    expect(payout).toEqual({
      kind: 'DEPOSIT_INTEREST_PAYOUT',
      amount: 84_93n,
      category: 'INTEREST',
      date: '2026-04-02',
    });
    expect(await depositRow(db(), monthly.id)).toMatchObject({
      accruedUntil: '2026-04-02',
      nextPayoutOn: '2026-05-02',
      status: 'ACTIVE',
    });
  });

  it('at maturity pays the last months and returns the principal, then is closed', async () => {
    // Cumulative interest, floored once: 61 days 167.1232… → 167.12; 92 days 252.0547… → 252.05.
    // So May pays 167.12 − 84.93 = 82.19 and June 252.05 − 167.12 = 84.93.
    await moveClock(bank, { until: '2026-06-02' });
    await run();
    const moves = (await movementsOf(db(), azn.ledgerAccountId)).slice(-3);
    expect(moves.map(({ kind, amount, category }) => [kind, amount, category])).toEqual([
      ['DEPOSIT_INTEREST_PAYOUT', 82_19n, 'INTEREST'],
      ['DEPOSIT_INTEREST_PAYOUT', 84_93n, 'INTEREST'],
      ['DEPOSIT_MATURITY', 10_000_00n, 'DEPOSIT'],
    ]);
    expect(await balanceOf(db(), azn.ledgerAccountId)).toBe(12_252_05n);
    expect(await balanceOf(db(), monthly.principalAccountId)).toBe(0n);
    expect(await balanceOf(db(), monthly.interestAccountId)).toBe(0n);
    const closed = await depositRow(db(), monthly.id);
    expect(closed).toMatchObject({ status: 'CLOSED', accruedUntil: '2026-06-02' });
    expect(closed.closedAt).toBeInstanceOf(Date);
  });

  it('earns nothing more once closed', async () => {
    const before = await booksSnapshot(db());
    await moveClock(bank, { days: 3 });
    await run();
    expect(await balanceOf(db(), monthly.interestAccountId)).toBe(0n);
    expect(await balanceOf(db(), azn.ledgerAccountId)).toBe(12_252_05n);
    // Only the $ deposit accrued (one movement), nothing else was booked.
    expect((await booksSnapshot(db())).transactions).toBe(before.transactions + 1);
  });
});

describe('a deposit paid at the end of its term', () => {
  it('has paid nothing before its end date', async () => {
    expect(await balanceOf(db(), usd.ledgerAccountId)).toBe(0n);
    // 2 March to 5 June is 95 days: 1 000.00 × 3.5 % × 95 / 365 = 9.1095… $.
    expect(await balanceOf(db(), yearly.interestAccountId)).toBe(9_10n);
  });

  it('pays all its interest and the principal on the end date: 184 days, 17.64 $', async () => {
    // 1 000.00 × 3.5 % × 184 / 365 = 17.6438… $.
    await moveClock(bank, { until: '2026-09-02' });
    await run();
    expect(await balanceOf(db(), usd.ledgerAccountId)).toBe(1_017_64n);
    const moves = await movementsOf(db(), usd.ledgerAccountId);
    expect(moves.slice(-2)).toEqual([
      { kind: 'DEPOSIT_INTEREST_PAYOUT', amount: 17_64n, category: 'INTEREST', date: '2026-09-02' },
      { kind: 'DEPOSIT_MATURITY', amount: 1_000_00n, category: 'DEPOSIT', date: '2026-09-02' },
    ]);
    expect(await depositRow(db(), yearly.id)).toMatchObject({ status: 'CLOSED' });
  });
});

describe('a deposit that cannot be settled', () => {
  it('is logged and retried, and does not hold back the others', async () => {
    const source = await fundedAccount(bank, 200_00n);
    const broken = await placeDeposit(bank, source, {
      principal: 100_00n,
      rate: '10',
      months: 12,
      payout: 'MON',
    });
    const healthy = await placeDeposit(bank, source, {
      principal: 100_00n,
      rate: '10',
      months: 12,
      payout: 'MON',
    });
    // A carry no accrual can take: this deposit's settling throws.
    await db().execute(sql`update deposits set accrual_carry = -1 where id = ${broken.id}::uuid`);
    await moveClock(bank, { days: 20 });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await expect(
      settleDueDeposits(db(), await bankClockOf(bank), await bankDate(bank), {
        log,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(/failed for 1 of 2 products/);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ product: broken.id }),
      'deposit interest and payout failed',
    );
    // 100.00 × 10 % × 20 / 365 = 0.5479… ₼.
    expect(await balanceOf(db(), healthy.interestAccountId)).toBe(54n);
    expect(await balanceOf(db(), broken.interestAccountId)).toBe(0n);

    // On the queue the failed run is retried with backoff; once mended, the deposit catches up.
    await run();
    const [failing] = await db()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, productJobs.settleDeposits))
      .orderBy(desc(scheduledJobs.id))
      .limit(1);
    expect(failing).toMatchObject({ status: 'PENDING', attempts: 1 });
    // Only the broken deposit was still due: the healthy one had been brought up to date.
    expect(failing?.lastError).toMatch(/failed for 1 of 1 products/);
    await db().execute(sql`update deposits set accrual_carry = 0 where id = ${broken.id}::uuid`);
    bank.clock.advance({ seconds: 30 });
    await run();
    const [retried] = await db()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.id, failing?.id ?? -1));
    expect(retried).toMatchObject({ status: 'DONE', attempts: 2 });
    expect(await balanceOf(db(), broken.interestAccountId)).toBe(54n);
  });
});
