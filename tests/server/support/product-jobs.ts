/**
 * Fixtures for the products' scheduled work: a customer with a funded current account, a deposit
 * and a loan opened on the test bank's first day (Monday 2 March 2026, 12:00 in Baku), the
 * sandbox clock moved as `POST /sandbox/v1/clock` moves it, and the ledger read back.
 */
import { eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { expect } from 'vitest';
import { bankTimeZone } from '../../../domain/calendar';
import type { DepositType, PayoutFrequency } from '../../../domain/deposit';
import { type BankClock, shiftedClock } from '../../../server/clock';
import type { BankDb } from '../../../server/db/client';
import {
  type Currency,
  type CurrentAccount,
  type Deposit,
  deposits,
  type Loan,
  loanInstalments,
  loans,
} from '../../../server/db/schema';
import { bankAccountId, postLedgerTransaction, readBalance } from '../../../server/ledger';
import { rowsOf } from '../../../server/ledger/db';
import { openCurrentAccount } from '../../../server/products/accounts/open';
import { openDeposit } from '../../../server/products/deposits/open';
import { grantLoan } from '../../../server/products/loans/grant';
import { readSandboxOffset } from '../../../server/sandbox/clock';
import type { TestBank } from './bank';
import { createCustomer } from './ledger';

export const firstDay = Temporal.PlainDate.from('2026-03-02');

/** The bank's clock as the app sees it, sandbox offset included. */
export async function bankClockOf(bank: TestBank): Promise<BankClock> {
  const { db } = bank.database;
  const clock = shiftedClock(bank.clock, () => readSandboxOffset(db));
  await clock.refresh();
  return clock;
}

/** Moves the sandbox clock through the API: `{ days }` or `{ until }`. */
export async function moveClock(bank: TestBank, move: { days: number } | { until: string }) {
  const response = await bank.app.inject({
    method: 'POST',
    url: '/sandbox/v1/clock',
    payload: move,
  });
  expect(response.statusCode).toBe(200);
}

/** The bank's date in Baku now. */
export async function bankDate(bank: TestBank): Promise<Temporal.PlainDate> {
  return (await bankClockOf(bank)).now().toZonedDateTimeISO(bankTimeZone).toPlainDate();
}

/** A current account of a new customer, or of `customerId`, topped up with `amount`. */
export async function fundedAccount(
  bank: TestBank,
  amount: bigint,
  currency: Currency = 'AZN',
  customerId?: string,
): Promise<CurrentAccount> {
  const { db } = bank.database;
  const clock = await bankClockOf(bank);
  customerId ??= await createCustomer(db);
  const account = await openCurrentAccount(db, clock, { customerId, currency });
  if (amount > 0n) await topUp(bank, account, amount);
  return account;
}

/** Cash paid in at a branch (a negative amount: taken out at an ATM). */
export async function topUp(bank: TestBank, account: CurrentAccount, amount: bigint) {
  const { db } = bank.database;
  const { currency } = account;
  await postLedgerTransaction(db, await bankClockOf(bank), {
    kind: amount > 0n ? 'CASH_DEPOSIT' : 'CASH_WITHDRAWAL',
    description: 'Cash',
    metadata: { category: amount > 0n ? 'TOP_UP' : 'CASH' },
    postings: [
      { accountId: await bankAccountId(db, 'CASH', currency), amount: -amount, currency },
      { accountId: account.ledgerAccountId, amount, currency },
    ],
  });
}

export interface DepositTerms {
  principal: bigint;
  rate: string;
  months: number;
  payout: PayoutFrequency;
  type?: DepositType;
}

export async function placeDeposit(bank: TestBank, source: CurrentAccount, terms: DepositTerms) {
  return openDeposit(bank.database.db, await bankClockOf(bank), {
    customerId: source.customerId,
    productType: terms.type ?? 'PROFIT',
    payoutFrequency: terms.payout,
    termMonths: terms.months,
    ratePercent: terms.rate,
    principal: terms.principal,
    source,
    startDate: await bankDate(bank),
  });
}

let contract = 0;

export async function takeLoan(
  bank: TestBank,
  account: CurrentAccount,
  terms: { principal: bigint; rate: string; months: number },
) {
  contract += 1;
  return grantLoan(bank.database.db, await bankClockOf(bank), {
    customerId: account.customerId,
    product: 'LOAN',
    contractNumber: `KR-TEST-${contract}-${account.id.slice(0, 8)}`,
    principal: terms.principal,
    ratePercent: terms.rate,
    termMonths: terms.months,
    startDate: await bankDate(bank),
    repaymentAccount: account,
  });
}

export async function balanceOf(db: BankDb, ledgerAccountId: string): Promise<bigint> {
  return (await readBalance(db, ledgerAccountId)).balance;
}

export async function depositRow(db: BankDb, id: string): Promise<Deposit> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  if (!row) throw new Error(`no deposit ${id}`);
  return row;
}

export async function loanRow(db: BankDb, id: string): Promise<Loan> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id));
  if (!row) throw new Error(`no loan ${id}`);
  return row;
}

export function instalmentsOf(db: BankDb, loanId: string) {
  return db
    .select()
    .from(loanInstalments)
    .where(eq(loanInstalments.loanId, loanId))
    .orderBy(loanInstalments.number);
}

export interface Movement {
  kind: string;
  amount: bigint;
  category: unknown;
  /** The bank date it was booked on, in Baku. */
  date: string;
}

/** What moved on a ledger account, oldest first. */
export async function movementsOf(db: BankDb, ledgerAccountId: string): Promise<Movement[]> {
  const rows = rowsOf<{ kind: string; amount: string; category: unknown; booked_ms: string }>(
    await db.execute(sql`
      select t.kind, p.amount::text as amount, t.metadata->'category' as category,
        (extract(epoch from t.booked_at) * 1000)::bigint::text as booked_ms
      from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
      where p.account_id = ${ledgerAccountId}::uuid order by p.id`),
  );
  return rows.map((row) => ({
    kind: row.kind,
    amount: BigInt(row.amount),
    category: row.category,
    date: Temporal.Instant.fromEpochMilliseconds(Number(row.booked_ms))
      .toZonedDateTimeISO(bankTimeZone)
      .toPlainDate()
      .toString(),
  }));
}

/** Every balance and the count of transactions: equal before and after a run that does nothing. */
export async function booksSnapshot(db: BankDb) {
  const [row] = rowsOf<{ transactions: number; balances: string }>(
    await db.execute(sql`
      select (select count(*)::int from ledger_transactions) as transactions,
        (select string_agg(id::text || ':' || balance::text, ',' order by id)
          from ledger_accounts) as balances`),
  );
  if (!row) throw new Error('no snapshot');
  return row;
}
