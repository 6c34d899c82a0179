/**
 * The sandbox demo data under the products' jobs: the seed books history as the jobs would have,
 * so the jobs find nothing left to book on the first day, and after the clock moves months ahead
 * every demo deposit has earned exactly its interest (never twice) and every instalment was
 * collected at most once.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrueInterest, payoutDates } from '../../domain/deposit';
import { type Deposit, deposits } from '../../server/db/schema';
import { rowsOf } from '../../server/ledger/db';
import { settleDueDeposits } from '../../server/products/jobs/deposits';
import { collectDueLoans } from '../../server/products/jobs/loans';
import { leyla, signIn } from './support/auth';
import { unbalancedTransactions } from './support/ledger';
import { bankClockOf, bankDate, booksSnapshot, moveClock } from './support/product-jobs';
import { getAs, type ProductsBank, startProductsBank } from './support/products';

let products: ProductsBank;
const db = () => products.bank.database.db;

beforeAll(async () => {
  products = await startProductsBank();
  await products.bank.app.jobs.runDueJobs();
}, 60_000);
afterAll(() => products.bank.close());

/** Sums of what was booked for a deposit: interest accrued and paid out, principal returned. */
async function bookedFor(deposit: Deposit) {
  const [row] = rowsOf<{ accrued: string; paid: string; payouts: number; returned: string }>(
    await db().execute(sql`
      select
        coalesce(sum(p.amount) filter (where t.kind = 'DEPOSIT_INTEREST_ACCRUAL'), 0)::text as accrued,
        coalesce(-sum(p.amount) filter (where t.kind = 'DEPOSIT_INTEREST_PAYOUT'), 0)::text as paid,
        count(*) filter (where t.kind = 'DEPOSIT_INTEREST_PAYOUT')::int as payouts,
        coalesce(-sum(p.amount) filter (where t.kind = 'DEPOSIT_MATURITY'), 0)::text as returned
      from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
      where p.account_id in (${deposit.interestAccountId}::uuid, ${deposit.principalAccountId}::uuid)`),
  );
  if (!row) throw new Error('no sums');
  return {
    ...row,
    accrued: BigInt(row.accrued),
    paid: BigInt(row.paid),
    returned: BigInt(row.returned),
  };
}

/** Every demo deposit has earned exactly the interest of its days so far, floored once. */
async function expectExactInterest(today: Temporal.PlainDate) {
  const rows = await db().select().from(deposits);
  expect(rows).toHaveLength(3);
  for (const deposit of rows) {
    const end = Temporal.PlainDate.from(deposit.endDate);
    const last = Temporal.PlainDate.compare(today, end) < 0 ? today : end;
    expect(deposit.accruedUntil).toBe(last.toString());
    const days = Temporal.PlainDate.from(deposit.startDate).until(last).days;
    const exact = accrueInterest(Number(deposit.principal), deposit.ratePercent, days);
    const booked = await bookedFor(deposit);
    expect(booked.accrued, deposit.names.en).toBe(BigInt(exact.interestMinor));
    const due = payoutDates(deposit.startDate, deposit.termMonths, deposit.payoutFrequency).filter(
      (date) => Temporal.PlainDate.compare(date, today) <= 0,
    );
    expect(booked.payouts, deposit.names.en).toBe(due.length);
    const matured = Temporal.PlainDate.compare(end, today) <= 0;
    expect(deposit.status).toBe(matured ? 'CLOSED' : 'ACTIVE');
    expect(booked.returned).toBe(matured ? deposit.principal : 0n);
  }
}

/** Instalments collected twice, or paid without a collection: should be none. */
async function instalmentMismatches() {
  return rowsOf(
    await db().execute(sql`
      select l.contract_number, i.number, i.status, count(t.id)::int as collections
      from loan_instalments i join loans l on l.id = i.loan_id
      left join ledger_transactions t on t.kind = 'LOAN_REPAYMENT'
        and t.metadata->>'contractNumber' = l.contract_number
        and (t.metadata->>'instalment')::int = i.number
      group by 1, 2, 3
      having count(t.id) <> case when i.status = 'PAID' then 1 else 0 end`),
  );
}

describe('the demo customers under the products jobs', () => {
  it('leave the jobs nothing to book on the day of the seed', async () => {
    const before = await booksSnapshot(db());
    const clock = await bankClockOf(products.bank);
    const today = await bankDate(products.bank);
    const options = {
      log: { info() {}, warn() {}, error() {} },
      signal: new AbortController().signal,
    };
    await settleDueDeposits(db(), clock, today, options);
    await collectDueLoans(db(), clock, today, options);
    expect(await booksSnapshot(db())).toEqual(before);
    await expectExactInterest(today);
    expect(await instalmentMismatches()).toEqual([]);
  });

  it('keep earning and paying exactly after the clock moves, through the USD deposit maturing', async () => {
    for (const days of [1, 40, 60]) {
      await moveClock(products.bank, { days });
      await products.bank.app.jobs.runDueJobs();
      await expectExactInterest(await bankDate(products.bank));
      expect(await instalmentMismatches()).toEqual([]);
    }
    const [closed] = await db().select().from(deposits).where(sql`${deposits.status} = 'CLOSED'`);
    expect(closed?.currency).toBe('USD');
    expect(await unbalancedTransactions(db())).toEqual([]);
  });

  it('still answer the deposits and loans calls in the contract shape', async () => {
    // Months have passed on the bank's clock: the session of the seed day has long expired.
    const { bank } = products;
    const { accessToken } = await signIn(bank, leyla);
    for (const url of ['/api/v1/deposits', '/api/v1/loans']) {
      expect((await getAs(bank, accessToken, url)).statusCode).toBe(200);
    }
  });

  it('list only running deposits: the matured one has left the list', async () => {
    const { bank } = products;
    const { accessToken } = await signIn(bank, leyla);
    const listed = (await getAs(bank, accessToken, '/api/v1/deposits')).json() as { id: string }[];
    const closed = await db().select().from(deposits).where(sql`${deposits.status} = 'CLOSED'`);
    const closedIds = closed.map((deposit) => deposit.id);
    expect(closedIds.length).toBeGreaterThan(0);
    expect(listed.filter((deposit) => closedIds.includes(deposit.id))).toEqual([]);
  });
});
