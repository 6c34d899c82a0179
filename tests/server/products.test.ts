/**
 * The demo customers' products: the seeded books balance, every call answers in the contract's
 * shape (responses are checked against it in tests), and the loan agrees with domain/loan.ts.
 */

import { sql } from 'drizzle-orm';
import { isValidIBAN } from 'ibantools';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annuityPaymentMinor, repaymentSchedule } from '../../domain/loan';
import { ledgerTotals } from '../../server/ledger';
import { rowsOf } from '../../server/ledger/db';
import { getAs, type ProductsBank, startProductsBank } from './support/products';

let products: ProductsBank;
const leylaGet = (url: string) => getAs(products.bank, products.leylaToken, url);

beforeAll(async () => {
  products = await startProductsBank();
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

describe('the seeded books', () => {
  it('every ledger transaction sums to zero per currency, and all balances too', async () => {
    const { db } = products.bank.database;
    const unbalanced = rowsOf(
      await db.execute(sql`select transaction_id from ledger_postings
        group by transaction_id, currency having sum(amount) <> 0`),
    );
    expect(unbalanced).toEqual([]);
    for (const total of (await ledgerTotals(db)).values()) expect(total).toBe(0n);
  });

  it('every balance is the sum of its postings and the last balance-after', async () => {
    const rows = rowsOf<{ number: string; balance: string; total: string; last: string | null }>(
      await products.bank.database.db.execute(sql`
        select a.number, a.balance::text,
          coalesce((select sum(amount) from ledger_postings p where p.account_id = a.id), 0)::text as total,
          (select balance_after::text from ledger_postings p where p.account_id = a.id
            order by id desc limit 1) as last
        from ledger_accounts a`),
    );
    for (const row of rows) {
      expect(row.total, row.number).toBe(row.balance);
      if (row.last !== null) expect(row.last, row.number).toBe(row.balance);
    }
  });

  it('gives accounts valid 28-character AZ IBANs and no operation after now', async () => {
    const { db } = products.bank.database;
    const ibans = rowsOf<{ iban: string }>(
      await db.execute(sql`select iban from current_accounts`),
    );
    expect(ibans).toHaveLength(6);
    for (const { iban } of ibans) {
      expect(iban).toHaveLength(28);
      expect(isValidIBAN(iban), iban).toBe(true);
    }
    const [latest] = rowsOf<{ at: Date | string }>(
      await db.execute(sql`select max(booked_at) as at from ledger_transactions`),
    );
    expect(new Date(latest?.at ?? 0).getTime()).toBeLessThan(
      products.bank.clock.now().epochMilliseconds,
    );
  });
});

describe('product calls', () => {
  it('lists the AZN and USD accounts, and one with its requisites', async () => {
    const response = await leylaGet('/api/v1/accounts');
    expect(response.statusCode, response.body).toBe(200);
    const accounts = response.json();
    expect(accounts.map((a: { currency: string }) => a.currency)).toEqual(['AZN', 'USD']);
    const [azn] = accounts;
    expect(azn.accountNumber).toBe(azn.iban);
    expect(azn.blockedAmount).toBe(23.4);
    expect(azn.available).toBeCloseTo(azn.balance - 23.4, 2);
    const details = await leylaGet(`/api/v1/accounts/${azn.id}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().requisites).toMatchObject({
      beneficiary: 'Leyla Məmmədova',
      iban: azn.iban,
      bankCode: 'IBNK',
      bic: 'IBNKAZ22',
    });
  });

  it('lists the cards, the default active Visa first', async () => {
    const response = await leylaGet('/api/v1/cards');
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = response.json();
    expect(first).toMatchObject({
      paymentSystem: 'VISA',
      status: 'ACTIVE',
      isDefault: true,
      currency: 'AZN',
    });
    expect(first.maskedPan).toMatch(/^462213\*{6}\d{4}$/);
    expect(first.blockedAmount).toBe(23.4);
    expect(second).toMatchObject({
      paymentSystem: 'MASTERCARD',
      isDefault: false,
      currency: 'USD',
    });
  });

  it('lists the deposit with interest accrued since its start', async () => {
    const response = await leylaGet('/api/v1/deposits');
    expect(response.statusCode, response.body).toBe(200);
    const [deposit] = response.json();
    expect(deposit).toMatchObject({
      productType: 'PROFIT',
      payoutFrequency: 'MON',
      term: 12,
      amount: 2000,
    });
    expect(deposit.accruedInterest).toBeGreaterThan(0);
    expect(deposit.totalAmount).toBeCloseTo(deposit.amount + deposit.accruedInterest, 2);
    expect(deposit.sourceAccount.currency).toBe('AZN');
  });
});

describe('the loan', () => {
  it('has the schedule of domain/loan.ts, paid up to today', async () => {
    const list = await leylaGet('/api/v1/loans');
    expect(list.statusCode, list.body).toBe(200);
    const [summary] = list.json();
    const response = await leylaGet(`/api/v1/loans/${summary.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const loan = response.json();
    const expected = repaymentSchedule({
      amountMinor: Math.round(loan.amount * 100),
      annualRatePercent: loan.rate,
      months: loan.term,
      startDate: loan.startDate,
    });
    const toMinor = (value: number) => Math.round(value * 100);
    expect(toMinor(loan.monthlyPayment)).toBe(
      annuityPaymentMinor(toMinor(loan.amount), loan.rate, loan.term),
    );
    expect(
      loan.schedule.map((row: { dueDate: string; mainAmount: number; rateAmount: number }) => [
        row.dueDate,
        toMinor(row.mainAmount),
        toMinor(row.rateAmount),
      ]),
    ).toEqual(expected.map((row) => [row.dueDate, row.principalMinor, row.interestMinor]));
    const today = Temporal.Instant.from(products.bank.clock.now())
      .toZonedDateTimeISO('Asia/Baku')
      .toPlainDate();
    const paid = loan.schedule.filter((row: { status: string }) => row.status === 'PAID');
    expect(paid.length).toBe(
      expected.filter((row) => Temporal.PlainDate.compare(row.dueDate, today) <= 0).length,
    );
    expect(paid.length).toBeGreaterThan(0);
    expect(loan.paymentHistory).toHaveLength(paid.length);
    expect(loan.remainingAmount).toBe(paid.at(-1).balanceAfter);
    const next = loan.schedule[paid.length];
    expect(loan.nextPayment).toEqual({ date: next.dueDate, amount: next.amount });
    expect(summary.contractNumber).toMatch(/^KR-\d{4}-\d{6}$/);
  });
});
