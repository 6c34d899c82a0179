/**
 * Steps of making transfers over HTTP for server tests: customers with money, quotes, creates
 * with an Idempotency-Key, the code from the sandbox outbox, and what the ledger holds.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { makeIban } from '../../../domain/iban';
import { passesLuhn } from '../../../domain/transfers/card-number';
import type { components } from '../../../openapi/generated/schema';
import { type CurrentAccount, customers, transfers } from '../../../server/db/schema';
import { readBalance } from '../../../server/ledger';
import { rowsOf } from '../../../server/ledger/db';
import { openCurrentAccount } from '../../../server/products/accounts/open';
import { issueCard } from '../../../server/products/cards/issue';
import { lastSms } from './auth';
import { startTestBank, type TestBank } from './bank';
import { type CustomerBooks, openCustomerBooks } from './customer-books';

type Schemas = components['schemas'];
export type Transfer = Schemas['Transfer'];
export type TransferQuote = Schemas['TransferQuote'];
export type TransferRequest = Schemas['TransferRequest'];

export interface TransferCustomer extends CustomerBooks {
  phone: string;
}

/**
 * A signed-in customer with AZN and USD accounts and a card, topped up as given (minor units),
 * and a real mobile number when `phone` is given (one a transfer can be addressed to).
 */
export async function openTransferCustomer(
  bank: TestBank,
  name: { firstName: string; lastName: string },
  money: { azn?: bigint; usd?: bigint; phone?: string } = {},
): Promise<TransferCustomer> {
  const books = await openCustomerBooks(bank, name);
  if (money.azn) await books.topUp('2026-02-02T10:00', books.azn, money.azn);
  if (money.usd) await books.topUp('2026-02-02T10:00', books.usd, money.usd);
  const { db } = bank.database;
  if (money.phone) {
    await db
      .update(customers)
      .set({ phone: money.phone })
      .where(eq(customers.id, books.customerId));
  }
  const [row] = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, books.customerId));
  if (!row) throw new Error('customer not stored');
  return { ...books, phone: row.phone };
}

function call(bank: TestBank, token: string, method: 'GET' | 'POST', url: string, extra = {}) {
  return bank.app.inject({
    method,
    url,
    headers: { authorization: token, 'accept-language': 'en', ...extra },
  });
}

export const getAs = (bank: TestBank, token: string, url: string) => call(bank, token, 'GET', url);

export function postAs(
  bank: TestBank,
  token: string,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return bank.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: token, 'accept-language': 'en', ...headers },
  });
}

export async function quote(bank: TestBank, token: string, request: TransferRequest) {
  const response = await postAs(bank, token, '/api/v1/transfers/quote', request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TransferQuote;
}

export function create(bank: TestBank, token: string, quoteId: string, key: string = randomUUID()) {
  return postAs(bank, token, '/api/v1/transfers', { quoteId }, { 'idempotency-key': key });
}

/** Quotes and creates; the transfer as the create call answered it. */
export async function transfer(bank: TestBank, token: string, request: TransferRequest) {
  const priced = await quote(bank, token, request);
  const response = await create(bank, token, priced.id);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Transfer;
}

export function confirm(bank: TestBank, token: string, id: string, code: string) {
  return postAs(bank, token, `/api/v1/transfers/${id}/confirm`, { code });
}

/** The code of the last SMS to the customer, and its text. */
export function transferSms(bank: TestBank, who: TransferCustomer) {
  return lastSms(bank, who.phone);
}

/** A code that is not the one sent. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

export async function balances(bank: TestBank, ledgerAccountId: string) {
  const { balance, held, available } = await readBalance(bank.database.db, ledgerAccountId);
  return { balance, held, available };
}

/** The postings of the ledger transaction that executed a transfer. */
export async function postingsOf(bank: TestBank, transferId: string) {
  const [row] = await bank.database.db
    .select({ ledgerTransactionId: transfers.ledgerTransactionId })
    .from(transfers)
    .where(eq(transfers.id, transferId));
  if (!row?.ledgerTransactionId) return [];
  return rowsOf<{ kind: string; currency: string; amount: string }>(
    await bank.database.db.execute(sql`
      select a.kind, p.currency, p.amount::text as amount
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      where p.transaction_id = ${row.ledgerTransactionId}::uuid order by p.id`),
  ).map((posting) => ({ ...posting, amount: BigInt(posting.amount) }));
}

/** How many ledger transactions a transfer made (the reference transfer:<id> is unique). */
export async function bookingsOf(bank: TestBank, transferId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await bank.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reference = ${`transfer:${transferId}`}`,
    ),
  );
  return row?.n ?? 0;
}

/** The sum of postings per currency of a set of postings: all zero for a sound booking. */
export function totalsByCurrency(postings: { currency: string; amount: bigint }[]) {
  const totals: Record<string, bigint> = {};
  for (const { currency, amount } of postings) totals[currency] = (totals[currency] ?? 0n) + amount;
  return totals;
}

/** An IBAN at another bank (Bank of Baku, outside IPS; Kapital Bank, inside it). */
export const otherBankIban = (bankCode: 'JBBK' | 'AIIB', serial = '1') =>
  makeIban(bankCode, serial.padStart(20, '0'));

/** A bank whose sessions outlive the moves of its clock (codes, quotes, the next day). */
export async function startLongSessionBank(): Promise<TestBank> {
  const twoDays = 172_800;
  const bank = await startTestBank({
    accessTokenTtlSeconds: twoDays,
    sessionIdleTimeoutSeconds: twoDays,
    sessionMaxLifetimeSeconds: twoDays,
  });
  // As a running server has: the recurring jobs are on the schedule before the clock moves.
  await bank.app.jobs.runDueJobs();
  return bank;
}

export interface TwoCustomers {
  bank: TestBank;
  /** 10 000 AZN and 500 USD, and a second manat account. */
  leyla: TransferCustomer;
  leylaSecond: CurrentAccount;
  /** No money; a mobile number of his own and a card number no other test card shares. */
  elvin: TransferCustomer;
  elvinCardNumber: string;
}

/** The 16th digit that makes the number pass Luhn's check. */
function luhnNumber(first15: string): string {
  const digit = [...'0123456789'].find((d) => passesLuhn(first15 + d));
  return first15 + digit;
}

export async function startTwoCustomerBank(): Promise<TwoCustomers> {
  const bank = await startLongSessionBank();
  const leyla = await openTransferCustomer(
    bank,
    { firstName: 'Leyla', lastName: 'Məmmədova' },
    { azn: 1_000_000n, usd: 50_000n },
  );
  const elvin = await openTransferCustomer(
    bank,
    { firstName: 'Elvin', lastName: 'Quliyev' },
    { phone: '994776543210' },
  );
  const { db } = bank.database;
  const leylaSecond = await openCurrentAccount(db, bank.clock, {
    customerId: leyla.customerId,
    currency: 'AZN',
  });
  const elvinCardNumber = luhnNumber('462213000000987');
  await issueCard(db, bank.clock, {
    customerId: elvin.customerId,
    accountId: elvin.azn.id,
    product: 'MASTERCARD_GOLD',
    paymentSystem: 'VISA',
    bin: elvinCardNumber.slice(0, 6),
    last4: elvinCardNumber.slice(-4),
    expiryMonth: '2029-06',
    isDefault: false,
  });
  return { bank, leyla, leylaSecond, elvin, elvinCardNumber };
}
