/**
 * Steps of the transfer tests: the demo customers' accounts and cards, whole card numbers for
 * the cards the bank stores masked, other banks' IBANs, quotes, and money put on an account.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { makeIban } from '../../../domain/iban';
import { passesLuhn } from '../../../domain/transfers/card-number';
import type { components } from '../../../openapi/generated/schema';
import type { Currency } from '../../../server/db/schema';
import { currentAccounts, customers, transferQuotes } from '../../../server/db/schema';
import { bankAccountId, postLedgerTransaction } from '../../../server/ledger';
import type { TestBank } from './bank';
import { getAs } from './products';

type Schemas = components['schemas'];

export interface DemoProducts {
  azn: Schemas['Account'];
  usd: Schemas['Account'];
  visa: Schemas['Card'];
  mastercard: Schemas['Card'];
}

/** A demo customer's AZN and USD accounts and their Visa (AZN) and Mastercard (USD). */
export async function demoProductsOf(bank: TestBank, token: string): Promise<DemoProducts> {
  const accounts = (await getAs(bank, token, '/api/v1/accounts')).json();
  const cards = (await getAs(bank, token, '/api/v1/cards')).json();
  const byCurrency = (currency: Currency) =>
    accounts.find((account: Schemas['Account']) => account.currency === currency);
  const bySystem = (system: string) =>
    cards.find((card: Schemas['Card']) => card.paymentSystem === system);
  return {
    azn: byCurrency('AZN'),
    usd: byCurrency('USD'),
    visa: bySystem('VISA'),
    mastercard: bySystem('MASTERCARD'),
  };
}

/**
 * A whole card number with the BIN and last four of a masked one ("462213******5938"): the
 * middle digits zero but the one that makes the Luhn check pass.
 */
export function cardNumberOf(maskedPan: string): string {
  const bin = maskedPan.slice(0, 6);
  const last4 = maskedPan.slice(-4);
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `${bin}00000${digit}${last4}`;
    if (passesLuhn(candidate)) return candidate;
  }
  throw new Error(`no card number for ${maskedPan}`);
}

/** A valid IBAN at the bank with that IBAN code. */
export const ibanAt = (bankCode: string, accountNumber = '00000000001234567890') =>
  makeIban(bankCode, accountNumber);

export function quote(
  bank: TestBank,
  token: string,
  payload: Record<string, unknown>,
  language = 'en',
) {
  return bank.app.inject({
    method: 'POST',
    url: '/api/v1/transfers/quote',
    payload,
    headers: { authorization: token, 'accept-language': language },
  });
}

/** A quote that must be given; its answer. */
export async function quoted(bank: TestBank, token: string, payload: Record<string, unknown>) {
  const response = await quote(bank, token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Schemas['TransferQuote'];
}

/** The database id of a customer named by their identifier. */
export async function customerIdOf(bank: TestBank, who: { identifierValue: string }) {
  const [row] = await bank.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.identifierValue, who.identifierValue));
  if (!row) throw new Error(`no customer ${who.identifierValue}`);
  return row.id;
}

export function quotesStored(bank: TestBank) {
  return bank.database.db.$count(transferQuotes);
}

/** Cash paid into a customer's current account, through the ledger. */
export async function payIn(bank: TestBank, accountId: string, amountMinor: bigint) {
  const { db } = bank.database;
  const [account] = await db
    .select()
    .from(currentAccounts)
    .where(eq(currentAccounts.id, accountId));
  if (!account) throw new Error(`no account ${accountId}`);
  const { currency } = account;
  await postLedgerTransaction(db, bank.clock, {
    kind: 'CASH_DEPOSIT',
    description: 'Test pay-in',
    postings: [
      { accountId: await bankAccountId(db, 'CASH', currency), amount: -amountMinor, currency },
      { accountId: account.ledgerAccountId, amount: amountMinor, currency },
    ],
  });
}

/** Moves the sandbox clock (never back) as a tester would. */
export async function moveClockTo(bank: TestBank, until: string) {
  const response = await bank.app.inject({
    method: 'POST',
    url: '/sandbox/v1/clock',
    payload: { until },
  });
  expect(response.statusCode, response.body).toBe(200);
}
