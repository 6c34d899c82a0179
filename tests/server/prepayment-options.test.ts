/**
 * Early repayment (PRODUCT 4.5): each option's new schedule against worked examples, FM_3
 * closing the loan at once, FM_1 and FM_2 processed on the next business day, the ledger and
 * the request list.
 *
 * Every loan is 1 200.00 ₼ at 12 % a year (1 % a month) over 12 months from Monday 2 March 2026:
 * 106.62 ₼ a month (1 200 × 0.01 × 1.01^12 / (1.01^12 − 1) = 106.6185), 79.42 ₼ of interest
 * in all, the first instalment on 2 April. Interest convention of domain/prepayment.ts: the
 * amount first pays the interest of the days elapsed in the period, the rest reduces principal.
 *
 * Asked on Monday 2 March, a partial prepayment executes on Tuesday 3 March, 1 day into the
 * 31-day period: accrued = 1 200.00 × 0.01 × 1/31 = 0.387 → 0.39 ₼, so 300.00 ₼ repays
 * 299.61 ₼ of principal and leaves 900.39 ₼.
 * - FM_2: 900.39 × 0.0888488 = 79.9986 → 80.00 ₼ a month over the same 12 months. The first
 *   instalment charges interest for the 30 days left: 900.39 × 0.01 × 30/31 = 8.7135 → 8.71.
 * - FM_1: still 106.62 ₼ a month, so the 900.39 ₼ are repaid in 9 instalments, the last on
 *   2 December 2026.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccountId } from '../../server/ledger';
import { rowsOf } from '../../server/ledger/db';
import { startTestBank, type TestBank } from './support/bank';
import { unbalancedTransactions } from './support/ledger';
import {
  type Borrower,
  borrower,
  cancel,
  create,
  created,
  ledgerTotals,
  moveTo,
  type Prepayment,
  type PrepaymentQuote,
  quote,
  read,
  repaymentBooks,
} from './support/prepayments';
import { instalmentsOf, loanRow } from './support/product-jobs';

let bank: TestBank;
/** Quoted on the first day, then repaid in full (FM_3) on 12 March. */
let rashad: Borrower;
/** Lowers the payment (FM_2) on 12 March, processed on 13 March. */
let aysel: Borrower;
/** Shortens the term (FM_1): cancelled once, then processed. */
let murad: Borrower;

beforeAll(async () => {
  bank = await startTestBank();
  rashad = await borrower(bank, 100_00n);
  aysel = await borrower(bank, 500_00n);
  murad = await borrower(bank, 500_00n);
  await bank.app.jobs.runDueJobs();
});
afterAll(() => bank.close());

const db = () => bank.database.db;

/** The postings of the ledger transaction with this reference, smallest amount first. */
async function postingsOf(reference: string) {
  const rows = rowsOf<{ account: string; amount: string }>(
    await db().execute(sql`
      select p.account_id as account, p.amount::text as amount
      from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
      where t.reference = ${reference} order by p.amount`),
  );
  return rows.map((row) => ({ account: row.account, amount: BigInt(row.amount) }));
}

describe('the quote', () => {
  it('FM_2 lowers the monthly payment and keeps the term', async () => {
    const response = await quote(bank, rashad, {
      loanId: rashad.loan.id,
      option: 'FM_2',
      amount: 300,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PrepaymentQuote;
    expect(body).toMatchObject({
      option: 'FM_2',
      currency: 'AZN',
      amount: 300,
      accruedInterest: 0.39,
      principalRepaid: 299.61,
      executionDate: '2026-03-03',
      current: { monthlyPayment: 106.62, instalmentsLeft: 12, totalInterest: 79.42 },
      proposed: { monthlyPayment: 80, instalmentsLeft: 12, endDate: '2027-03-02' },
    });
    expect(body.proposed.instalments[0]).toMatchObject({
      number: 1,
      dueDate: '2026-04-02',
      amount: 80,
      rateAmount: 8.71,
      mainAmount: 71.29,
      balanceAfter: 829.1,
    });
    // What is left of the principal is repaid exactly by the new schedule.
    const principal = body.proposed.instalments.reduce((sum, row) => sum + row.mainAmount * 100, 0);
    expect(Math.round(principal)).toBe(900_39);
    // 79.42 − 59.26 (the new schedule's interest) − 0.39 (accrued now).
    expect(body.interestSaved).toBe(19.77);
  });

  it('FM_1 keeps the payment and shortens the term', async () => {
    const response = await quote(bank, rashad, {
      loanId: rashad.loan.id,
      option: 'FM_1',
      amount: 300,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PrepaymentQuote;
    expect(body.proposed).toMatchObject({
      monthlyPayment: 106.62,
      instalmentsLeft: 9,
      endDate: '2026-12-02',
    });
    expect(body.proposed.instalments[0]).toMatchObject({ amount: 106.62, rateAmount: 8.71 });
    expect(body.proposed.instalments.at(-1)).toMatchObject({ number: 9, balanceAfter: 0 });
    // 79.42 − 44.74 − 0.39: a shorter term saves more interest than a lower payment.
    expect(body.interestSaved).toBe(34.29);
  });

  it('FM_3 asks for the whole balance, today', async () => {
    const response = await quote(bank, rashad, { loanId: rashad.loan.id, option: 'FM_3' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 1200,
      accruedInterest: 0,
      executionDate: '2026-03-02',
      proposed: { instalmentsLeft: 0, endDate: null, instalments: [] },
    });
  });
});

describe('full repayment (FM_3)', () => {
  it('is booked at once in one balanced transaction and closes the loan', async () => {
    await moveTo(bank, '2026-03-12');
    const before = await repaymentBooks(bank, rashad);
    // 10 of the 31 days to 2 April: 1 200.00 × 0.01 × 10/31 = 3.871 → 3.87 ₼ of interest.
    const body = { loanId: rashad.loan.id, option: 'FM_3' };
    const first = await create(bank, rashad, body, 'fm3-rashad');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'COMPLETED',
      amount: 1203.87,
      accruedInterest: 3.87,
      principalRepaid: 1200,
      executionDate: '2026-03-12',
    });
    const replay = await create(bank, rashad, body, 'fm3-rashad');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await repaymentBooks(bank, rashad)).balance).toBe(before.balance - 1_203_87n);
    expect(await loanRow(db(), rashad.loan.id)).toMatchObject({ status: 'CLOSED' });
    const rows = await instalmentsOf(db(), rashad.loan.id);
    expect(rows.map((row) => row.status)).toEqual(['PAID']);
    expect(rows[0]).toMatchObject({ principal: 1_200_00n, interest: 3_87n, balanceAfter: 0n });
    expect(await unbalancedTransactions(db())).toEqual([]);
    expect(await ledgerTotals(bank)).toEqual([]);
    const loans = await read(bank, rashad, '/api/v1/loans');
    expect(loans.json()).toEqual([]);
  });
});

describe('a partial prepayment', () => {
  let fm2: Prepayment;

  it('holds the amount and waits IN_REVIEW in the request list', async () => {
    fm2 = await created(bank, aysel, { loanId: aysel.loan.id, option: 'FM_2', amount: 300 });
    expect(fm2).toMatchObject({ status: 'IN_REVIEW', executionDate: '2026-03-13', amount: 300 });
    expect(await repaymentBooks(bank, aysel)).toEqual({ balance: 1_700_00n, held: 300_00n });
    const orders = await read(bank, aysel, '/api/v1/orders');
    expect(orders.json()).toContainEqual(
      expect.objectContaining({
        id: fm2.id,
        productType: 'LOAN_PREPAYMENT',
        status: 'IN_REVIEW',
        amount: 300,
      }),
    );
    await bank.app.jobs.runDueJobs();
    expect((await read(bank, aysel, `/api/v1/prepayments/${fm2.id}`)).json()).toMatchObject({
      status: 'IN_REVIEW',
    });
  });

  it('cancelled, releases its hold and cannot be cancelled again', async () => {
    const asked = await created(bank, murad, {
      loanId: murad.loan.id,
      option: 'FM_1',
      amount: 300,
    });
    const canceled = await cancel(bank, murad, asked.id);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'CANCELED' });
    expect(await repaymentBooks(bank, murad)).toEqual({ balance: 1_700_00n, held: 0n });
    const again = await cancel(bank, murad, asked.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PREPAYMENT_VALIDATION' });
    const orders = (await read(bank, murad, '/api/v1/orders')).json() as { status: string }[];
    expect(orders.map((order) => order.status)).toEqual(['CANCELED']);
  });

  it('is processed on the next business day: FM_2 lowers the payment on /loans', async () => {
    const fm1 = await created(bank, murad, { loanId: murad.loan.id, option: 'FM_1', amount: 300 });
    await moveTo(bank, '2026-03-13');
    // 11 of 31 days: 1 200.00 × 0.01 × 11/31 = 4.258 → 4.26 ₼; 295.74 ₼ repay principal,
    // leaving 904.26 ₼; 904.26 × 0.0888488 = 80.3424 → 80.34 ₼ a month, the first with the
    // interest of the 20 days left: 904.26 × 0.01 × 20/31 = 5.834 → 5.83 ₼.
    expect((await read(bank, aysel, `/api/v1/prepayments/${fm2.id}`)).json()).toMatchObject({
      status: 'COMPLETED',
      accruedInterest: 4.26,
      principalRepaid: 295.74,
    });
    const loan = (await read(bank, aysel, `/api/v1/loans/${aysel.loan.id}`)).json();
    expect(loan).toMatchObject({
      monthlyPayment: 80.34,
      remainingAmount: 904.26,
      nextPayment: { date: '2026-04-02', amount: 80.34 },
      endDate: '2027-03-02',
    });
    expect(loan.schedule[0]).toMatchObject({ rateAmount: 5.83, status: 'DUE' });
    // One transaction: the held 300.00 ₼ leave the repayment account, 295.74 ₼ go back to the
    // loan account and 4.26 ₼ to the bank's interest income.
    expect(await postingsOf(`prepayment:${fm2.id}`)).toEqual([
      { account: aysel.account.ledgerAccountId, amount: -300_00n },
      { account: await bankAccountId(db(), 'INTEREST_INCOME', 'AZN'), amount: 4_26n },
      { account: aysel.loan.loanAccountId, amount: 295_74n },
    ]);
    expect(await repaymentBooks(bank, aysel)).toEqual({ balance: 1_400_00n, held: 0n });
    // FM_1: the same 106.62 ₼, 9 instalments instead of 12.
    expect((await read(bank, murad, `/api/v1/prepayments/${fm1.id}`)).json()).toMatchObject({
      status: 'COMPLETED',
    });
    const shorter = (await read(bank, murad, `/api/v1/loans/${murad.loan.id}`)).json();
    expect(shorter).toMatchObject({
      monthlyPayment: 106.62,
      term: 9,
      remainingAmount: 904.26,
      endDate: '2026-12-02',
    });
    expect(shorter.schedule).toHaveLength(9);
    expect(await unbalancedTransactions(db())).toEqual([]);
    expect(await ledgerTotals(bank)).toEqual([]);
  });

  it('is booked once: the job run again changes nothing', async () => {
    const before = await repaymentBooks(bank, aysel);
    await bank.app.jobs.runDueJobs();
    expect(await repaymentBooks(bank, aysel)).toEqual(before);
    const orders = (await read(bank, aysel, '/api/v1/orders')).json() as { status: string }[];
    expect(orders.map((order) => order.status)).toEqual(['COMPLETED']);
  });
});
