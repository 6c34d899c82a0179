/**
 * Fixtures for early repayment: a signed-in customer with a loan taken on the test bank's first
 * day (Monday 2 March 2026, 12:00 in Baku), and the prepayment calls as the web app makes them.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../../openapi/generated/schema';
import type { CurrentAccount, Loan } from '../../../server/db/schema';
import { rowsOf } from '../../../server/ledger/db';
import { authorized, get, newCustomer, post, signIn } from './auth';
import type { TestBank } from './bank';
import { fundedAccount, moveClock, takeLoan } from './product-jobs';

export type PrepaymentQuote = components['schemas']['PrepaymentQuote'];
export type Prepayment = components['schemas']['Prepayment'];

export interface Borrower {
  phone: string;
  identifierType: string;
  identifierValue: string;
  account: CurrentAccount;
  loan: Loan;
  /** Signs in again: a moved clock passes the session's idle limit. */
  token(): Promise<string>;
}

/** A customer whose account holds `ownMinor` besides a 1 200.00 ₼ loan at 12 % over 12 months. */
export async function borrower(
  bank: TestBank,
  ownMinor: bigint,
  terms = { principal: 1_200_00n, rate: '12', months: 12 },
): Promise<Borrower> {
  const who = await newCustomer(bank);
  const account = await fundedAccount(bank, ownMinor, 'AZN', who.id);
  const loan = await takeLoan(bank, account, terms);
  let token: string | undefined;
  let signedIn = -1;
  return {
    ...who,
    account,
    loan,
    async token() {
      if (!token || signedIn !== clockMoves) {
        token = (await signIn(bank, who)).accessToken;
        signedIn = clockMoves;
      }
      return token;
    },
  };
}

let clockMoves = 0;

/** Moves the sandbox clock to the start of `date` in Baku and runs the jobs then due. */
export async function moveTo(bank: TestBank, date: string) {
  await moveClock(bank, { until: date });
  clockMoves += 1;
  await bank.app.jobs.runDueJobs();
}

export async function quote(bank: TestBank, who: Borrower, body: object) {
  return post(bank, '/api/v1/prepayments/quote', body, authorized(await who.token()));
}

export async function create(bank: TestBank, who: Borrower, body: object, key?: string) {
  const headers = key ? { 'idempotency-key': key } : undefined;
  return post(bank, '/api/v1/prepayments', body, authorized(await who.token(), { headers }));
}

export async function cancel(bank: TestBank, who: Borrower, id: string) {
  return post(bank, `/api/v1/prepayments/${id}/cancel`, {}, authorized(await who.token()));
}

export async function read(bank: TestBank, who: Borrower, url: string) {
  return get(bank, url, authorized(await who.token()));
}

export async function created(bank: TestBank, who: Borrower, body: object, key?: string) {
  const response = await create(bank, who, body, key);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Prepayment;
}

/** What the customer's repayment account holds and has held, in qəpik. */
export async function repaymentBooks(bank: TestBank, who: Borrower) {
  const [row] = rowsOf<{ balance: string; held: string }>(
    await bank.database.db.execute(sql`
      select balance::text, held::text from ledger_accounts
      where id = ${who.account.ledgerAccountId}::uuid`),
  );
  return { balance: BigInt(row?.balance ?? 0), held: BigInt(row?.held ?? 0) };
}

/** Per currency, what every ledger account adds up to: zero in double entry. */
export async function ledgerTotals(bank: TestBank) {
  return rowsOf<{ currency: string; total: string }>(
    await bank.database.db.execute(sql`
      select currency, sum(balance)::text as total from ledger_accounts
      group by currency having sum(balance) <> 0`),
  );
}
