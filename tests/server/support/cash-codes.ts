/**
 * Steps of cash by code over HTTP for server tests: quotes, creates with an Idempotency-Key, the
 * one-time code and the withdrawal codes from the customer's SMS, the sandbox ATM, and what the
 * ledger holds.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../../openapi/generated/schema';
import { smsOutbox } from '../../../server/db/schema';
import { rowsOf } from '../../../server/ledger/db';
import type { TestBank } from './bank';
import { postAs, type TransferCustomer, transferSms } from './transfer-execution';

type Schemas = components['schemas'];
export type CashOrder = Schemas['CashOrder'];
export type CashCodeQuote = Schemas['CashCodeQuote'];
export type CashCode = Schemas['CashCode'];

export const quoteCash = (bank: TestBank, token: string, productId: string, amount: number) =>
  postAs(bank, token, '/api/v1/cash-codes/quote', { from: { productId }, amount });

export const createCash = (
  bank: TestBank,
  token: string,
  quoteId: string,
  key: string = randomUUID(),
) => postAs(bank, token, '/api/v1/cash-codes', { quoteId }, { 'idempotency-key': key });

export const confirmCash = (bank: TestBank, token: string, orderId: string, code: string) =>
  postAs(bank, token, `/api/v1/cash-codes/orders/${orderId}/confirm`, { code });

export const atm = (bank: TestBank, phone: string, code: string) =>
  bank.app.inject({
    method: 'POST',
    url: '/sandbox/v1/atm/withdrawals',
    payload: { phone: phone.slice(-9), code },
    headers: { 'accept-language': 'en' },
  });

/** Quotes and creates; the order as the create call answered it (AWAITING_CODE). */
export async function orderCash(
  bank: TestBank,
  who: TransferCustomer,
  amount: number,
  productId = who.azn.id,
) {
  const quoted = await quoteCash(bank, who.token, productId, amount);
  expect(quoted.statusCode, quoted.body).toBe(200);
  const made = await createCash(bank, who.token, (quoted.json() as CashCodeQuote).id);
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as CashOrder;
}

/** The withdrawal codes the customer was sent for an order's parts, newest SMS first. */
export async function withdrawalCodes(bank: TestBank, who: TransferCustomer, count: number) {
  const messages = await bank.database.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.recipient, who.phone))
    .orderBy(desc(smsOutbox.id))
    .limit(count);
  return messages
    .map(({ text }) => /\b(\d{8})\b/.exec(text)?.[1])
    .filter((code): code is string => code !== undefined)
    .reverse();
}

/** Orders, confirms with the one-time code, and returns the order and its withdrawal codes. */
export async function cashConfirmed(bank: TestBank, who: TransferCustomer, amount: number) {
  const made = await orderCash(bank, who, amount);
  const { code } = await transferSms(bank, who);
  const confirmed = await confirmCash(bank, who.token, made.id, code);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const order = confirmed.json() as CashOrder;
  return { order, codes: await withdrawalCodes(bank, who, order.codes.length) };
}

/** The open holds on a ledger account, oldest first. */
export async function openHolds(bank: TestBank, ledgerAccountId: string) {
  return rowsOf<{ id: string; amount: string }>(
    await bank.database.db.execute(sql`
      select id, amount::text as amount from ledger_holds
      where account_id = ${ledgerAccountId}::uuid and released_at is null and captured_at is null
      order by created_at, id`),
  ).map((hold) => ({ id: hold.id, amount: BigInt(hold.amount) }));
}

/** The postings of ledger transactions with a reference, as [account kind, amount]. */
export async function postingsByReference(bank: TestBank, reference: string) {
  return rowsOf<{ kind: string; amount: string }>(
    await bank.database.db.execute(sql`
      select a.kind, p.amount::text as amount
      from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      join ledger_accounts a on a.id = p.account_id
      where t.reference = ${reference} order by p.id`),
  ).map((posting) => [posting.kind, BigInt(posting.amount)] as const);
}

/** How many SMS a phone has been sent. */
export async function smsCount(bank: TestBank, phone: string): Promise<number> {
  const [row] = await bank.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.recipient, phone)));
  return row?.n ?? 0;
}
