/**
 * The products' jobs run by several server processes at once must book everything exactly once.
 * On real PostgreSQL each "process" has its own connection pool, so the row locks really race;
 * on PGlite (one connection) the same calls interleave on the one connection.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { type BankDb, openDatabase } from '../../server/db/client';
import type { CurrentAccount, Deposit, Loan } from '../../server/db/schema';
import { rowsOf } from '../../server/ledger/db';
import { settleDueDeposits } from '../../server/products/jobs/deposits';
import { collectDueLoans } from '../../server/products/jobs/loans';
import { outboxSmsSender } from '../../server/sms/outbox-sms-sender';
import { startTestBank, type TestBank, testConfig } from './support/bank';
import { unbalancedTransactions } from './support/ledger';
import {
  balanceOf,
  bankClockOf,
  bankDate,
  depositRow,
  fundedAccount,
  instalmentsOf,
  loanRow,
  moveClock,
  placeDeposit,
  takeLoan,
} from './support/product-jobs';

const processes = 4;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

let bank: TestBank;
let others: Array<{ db: BankDb; close(): Promise<void> }> = [];
const products: Array<{ account: CurrentAccount; loan: Loan; deposit: Deposit }> = [];

beforeAll(async () => {
  bank = await startTestBank();
  for (let i = 0; i < 6; i += 1) {
    const account = await fundedAccount(bank, 1_500_00n);
    // 300.00 ₼ at 12 % over 3 months: 102.01, 102.01, 102.00 (see product-jobs-loans).
    const loan = await takeLoan(bank, account, { principal: 300_00n, rate: '12', months: 3 });
    const deposit = await placeDeposit(bank, account, {
      principal: 1_000_00n,
      rate: '10',
      months: 3,
      payout: 'MON',
    });
    products.push({ account, loan, deposit });
  }
  // The first round puts the recurring jobs on the schedule, as a running server has long done.
  await bank.app.jobs.runDueJobs();
  others = bank.url
    ? await Promise.all(
        Array.from({ length: processes - 1 }, () =>
          openDatabase({ dataDir: '', databaseUrl: bank.url as string }),
        ),
      )
    : [];
});
afterAll(async () => {
  await Promise.all(others.map((other) => other.close()));
  await bank.close();
});

/** The database as each process sees it: its own pool on PostgreSQL, the one PGlite otherwise. */
function databases(): BankDb[] {
  if (others.length > 0) return [bank.database.db, ...others.map((other) => other.db)];
  return Array.from({ length: processes }, () => bank.database.db);
}

/** Instalments collected, or deposits paid back, more than once: should be none. */
async function bookedTwice() {
  return rowsOf(
    await bank.database.db.execute(sql`
      select metadata->>'contractNumber' as product, metadata->>'instalment' as what
      from ledger_transactions where kind = 'LOAN_REPAYMENT'
      group by 1, 2 having count(*) > 1
      union all
      select p.account_id::text, 'maturity' from ledger_transactions t
      join ledger_postings p on p.transaction_id = t.id and p.amount < 0
      where t.kind = 'DEPOSIT_MATURITY'
      group by 1 having count(*) > 1`),
  );
}

async function countOf(kind: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await bank.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where kind = ${kind}`,
    ),
  );
  return row?.n ?? 0;
}

describe('the products jobs in several processes at once', () => {
  it('collect each instalment and pay each payout once', async () => {
    await moveClock(bank, { until: '2026-05-02' });
    const clock = await bankClockOf(bank);
    const today = await bankDate(bank);
    const signal = new AbortController().signal;
    await Promise.all(
      databases().flatMap((db) => [
        collectDueLoans(db, clock, today, { log, signal }),
        settleDueDeposits(db, clock, today, { log, signal }),
      ]),
    );
    expect(log.error).not.toHaveBeenCalled();
    expect(await bookedTwice()).toEqual([]);
    expect(await countOf('LOAN_REPAYMENT')).toBe(6 * 2);
    expect(await countOf('DEPOSIT_INTEREST_PAYOUT')).toBe(6 * 2);
    for (const { account, loan, deposit } of products) {
      expect((await instalmentsOf(bank.database.db, loan.id)).map((row) => row.status)).toEqual([
        'PAID',
        'PAID',
        'DUE',
      ]);
      // 1 000.00 × 10 % × 61 / 365 = 16.7123… ₼ paid out in two payouts; 2 × 102.01 collected.
      expect(await balanceOf(bank.database.db, account.ledgerAccountId)).toBe(
        1_500_00n + 300_00n - 1_000_00n - 2n * 102_01n + 16_71n,
      );
      expect(await depositRow(bank.database.db, deposit.id)).toMatchObject({
        accruedUntil: '2026-05-02',
        nextPayoutOn: '2026-06-02',
      });
    }
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
  });

  it('run from two apps on one database, close every loan and deposit exactly once', async () => {
    const base = bank.clock;
    const second = await buildApp({
      config: testConfig(),
      db: databases()[1] as BankDb,
      clock: base,
      sms: outboxSmsSender(bank.database.db, base),
      logger: false,
    });
    try {
      await moveClock(bank, { until: '2026-06-02' });
      await Promise.all([bank.app.jobs.runDueJobs(), second.jobs.runDueJobs()]);
      await Promise.all([bank.app.jobs.runDueJobs(), second.jobs.runDueJobs()]);
    } finally {
      await second.close();
    }
    expect(await bookedTwice()).toEqual([]);
    expect(await countOf('LOAN_REPAYMENT')).toBe(6 * 3);
    expect(await countOf('DEPOSIT_MATURITY')).toBe(6);
    for (const { account, loan, deposit } of products) {
      expect((await loanRow(bank.database.db, loan.id)).status).toBe('CLOSED');
      expect((await depositRow(bank.database.db, deposit.id)).status).toBe('CLOSED');
      // 92 days: 25.2054… ₼ of interest in all; the loan cost 306.02 ₼.
      expect(await balanceOf(bank.database.db, account.ledgerAccountId)).toBe(
        1_500_00n + 300_00n - 306_02n + 25_20n,
      );
    }
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
  });
});
