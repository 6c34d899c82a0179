/**
 * Loan instalments on the job queue: collected from the repayment account on their due dates
 * with the schedule's exact principal and interest, left unpaid (and retried) when the account
 * cannot bear them, never collected twice, and the loan closed with its last one.
 *
 * Worked by hand (annuity at 1 % a month, interest rounded half up, the last one absorbs):
 * - 1 200.00 ₼ over 12 months: 1.01^12 = 1.1268250, payment 1 200 × 0.01 × 1.1268250 / 0.1268250
 *   = 106.6185 → 106.62 ₼; the first month's interest is 12.00, principal 94.62, leaving
 *   1 105.38; the second's interest 11.0538 → 11.05, principal 95.57.
 * - 300.00 ₼ over 3 months: 1.01^3 = 1.030301, payment 300 × 0.01 × 1.030301 / 0.030301
 *   = 102.0066 → 102.01 ₼: 3.00 + 99.01, then 2.01 + 100.00, then the last 1.01 + 100.99 = 102.00.
 */
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTimeZone } from '../../domain/calendar';
import type { CurrentAccount, Loan } from '../../server/db/schema';
import { bankAccountId } from '../../server/ledger';
import { collectDueLoans } from '../../server/products/jobs/loans';
import { startTestBank, type TestBank } from './support/bank';
import {
  balanceOf,
  bankClockOf,
  bankDate,
  booksSnapshot,
  fundedAccount,
  instalmentsOf,
  loanRow,
  moveClock,
  movementsOf,
  takeLoan,
  topUp,
} from './support/product-jobs';

let bank: TestBank;
let rashad: CurrentAccount;
let aysel: CurrentAccount;
/** 1 200.00 ₼ at 12 % over 12 months, from an account holding only the loan. */
let long: Loan;
/** 300.00 ₼ at 12 % over 3 months, from an account with 500.00 ₼ of its own. */
let short: Loan;

beforeAll(async () => {
  bank = await startTestBank();
  rashad = await fundedAccount(bank, 0n);
  aysel = await fundedAccount(bank, 500_00n);
  long = await takeLoan(bank, rashad, { principal: 1_200_00n, rate: '12', months: 12 });
  short = await takeLoan(bank, aysel, { principal: 300_00n, rate: '12', months: 3 });
  await bank.app.jobs.runDueJobs();
});
afterAll(() => bank.close());

const db = () => bank.database.db;
const run = () => bank.app.jobs.runDueJobs();
const statuses = async (loan: Loan) =>
  (await instalmentsOf(db(), loan.id)).map((row) => row.status).join(' ');
const paidDate = (paidAt: Date | null) =>
  paidAt &&
  Temporal.Instant.fromEpochMilliseconds(paidAt.getTime())
    .toZonedDateTimeISO(bankTimeZone)
    .toPlainDate()
    .toString();
const interestIncome = async () =>
  balanceOf(db(), await bankAccountId(db(), 'INTEREST_INCOME', 'AZN'));

describe('loan instalments', () => {
  it('are not collected before their due date', async () => {
    await moveClock(bank, { until: '2026-04-01' });
    await run();
    expect(await statuses(short)).toBe('DUE DUE DUE');
    expect(await balanceOf(db(), rashad.ledgerAccountId)).toBe(1_200_00n);
  });

  it('are collected on the due date, split into principal and interest as agreed', async () => {
    await moveClock(bank, { until: '2026-04-02' });
    await run();
    const [first] = await instalmentsOf(db(), long.id);
    expect(first).toMatchObject({ status: 'PAID', principal: 94_62n, interest: 12_00n });
    expect(paidDate(first?.paidAt ?? null)).toBe('2026-04-02');
    expect(first?.transactionId).toBeTruthy();
    expect(await balanceOf(db(), rashad.ledgerAccountId)).toBe(1_200_00n - 106_62n);
    // What is owed drops by the principal only; the interest is the bank's income.
    expect(await balanceOf(db(), long.loanAccountId)).toBe(-1_105_38n);
    expect(await interestIncome()).toBe(12_00n + 3_00n);
    expect((await movementsOf(db(), rashad.ledgerAccountId)).at(-1)).toEqual({
      kind: 'LOAN_REPAYMENT',
      amount: -106_62n,
      category: 'LOAN',
      date: '2026-04-02',
    });
    expect(await balanceOf(db(), aysel.ledgerAccountId)).toBe(800_00n - 102_01n);
    expect(await statuses(short)).toBe('PAID DUE DUE');
  });

  it('are never collected twice, however often the job runs', async () => {
    const before = await booksSnapshot(db());
    bank.clock.advance({ hours: 3 });
    await run();
    const silent = { info() {}, warn() {}, error() {} };
    const clock = await bankClockOf(bank);
    const signal = new AbortController().signal;
    await collectDueLoans(db(), clock, await bankDate(bank), { log: silent, signal });
    expect(await booksSnapshot(db())).toEqual(before);
  });

  it('wait unpaid while the account cannot bear them, and are collected after a top-up', async () => {
    // Rashad takes out all but 50.00 ₼: the second instalment (106.62 ₼) cannot be collected.
    await topUp(bank, rashad, -(1_200_00n - 106_62n - 50_00n));
    await moveClock(bank, { until: '2026-05-02' });
    await run();
    expect(await statuses(long)).toMatch(/^PAID DUE DUE/);
    expect(await balanceOf(db(), rashad.ledgerAccountId)).toBe(50_00n);
    expect(await statuses(short)).toBe('PAID PAID DUE');

    // A day later it is overdue and still waiting.
    await moveClock(bank, { days: 1 });
    await run();
    expect(await statuses(long)).toMatch(/^PAID DUE DUE/);

    await topUp(bank, rashad, 100_00n);
    bank.clock.advance({ hours: 1 });
    await run();
    const [, second] = await instalmentsOf(db(), long.id);
    expect(second).toMatchObject({ status: 'PAID', principal: 95_57n, interest: 11_05n });
    expect(paidDate(second?.paidAt ?? null)).toBe('2026-05-03');
    expect(await balanceOf(db(), rashad.ledgerAccountId)).toBe(150_00n - 106_62n);
    expect(await balanceOf(db(), long.loanAccountId)).toBe(-(1_105_38n - 95_57n));
  });

  it('close the loan with the last one, and a closed loan is left alone', async () => {
    await moveClock(bank, { until: '2026-06-02' });
    await run();
    expect(await statuses(short)).toBe('PAID PAID PAID');
    const [, , last] = await instalmentsOf(db(), short.id);
    expect(last).toMatchObject({ principal: 100_99n, interest: 1_01n });
    expect(await balanceOf(db(), short.loanAccountId)).toBe(0n);
    // 500.00 + 300.00 lent − 102.01 − 102.01 − 102.00 repaid.
    expect(await balanceOf(db(), aysel.ledgerAccountId)).toBe(800_00n - 306_02n);
    const closed = await loanRow(db(), short.id);
    expect(closed.status).toBe('CLOSED');
    expect(paidDate(closed.closedAt)).toBe('2026-06-02');
    // Rashad's third instalment is due too, but 43.38 ₼ cannot pay it.
    expect(await statuses(long)).toMatch(/^PAID PAID DUE/);
    expect((await loanRow(db(), long.id)).status).toBe('ACTIVE');

    const before = await booksSnapshot(db());
    await moveClock(bank, { days: 31 });
    await run();
    expect(await balanceOf(db(), aysel.ledgerAccountId)).toBe(800_00n - 306_02n);
    expect(await booksSnapshot(db())).toEqual(before);
  });
});
