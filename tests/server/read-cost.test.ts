/**
 * What a signed-in read costs the database (issue 14): at most two round trips (the token check,
 * then the data) and no write, except the session's last-seen time once a minute.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions } from '../../server/db/schema';
import { getAs, type ProductsBank, startProductsBank } from './support/products';

let products: ProductsBank;

beforeAll(async () => {
  products = await startProductsBank();
});
afterAll(() => products.bank.close());

type Methods = Record<string, (...args: unknown[]) => unknown>;

/** The text of a statement as either driver was handed it: a string, or pg's query config. */
const statementText = (first: unknown) =>
  typeof first === 'string' ? first : String((first as { text?: string }).text);

/**
 * Every statement the bank sends while `work` runs, through either driver: each connection's
 * queries on PostgreSQL (inside transactions too), PGlite's queries and transactions.
 */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const client = (products.bank.database.db as unknown as { $client: Methods }).$client;
  const spied = products.bank.url
    ? [vi.spyOn(pg.Client.prototype as unknown as Methods, 'query')]
    : [vi.spyOn(client, 'query'), vi.spyOn(client, 'exec')];
  const transactions = products.bank.url ? undefined : vi.spyOn(client, 'transaction');
  try {
    await work();
    return [
      ...spied.flatMap((spy) => spy.mock.calls.map(([first]) => statementText(first))),
      ...(transactions?.mock.calls.map(() => 'begin') ?? []),
    ];
  } finally {
    for (const spy of [...spied, transactions]) spy?.mockRestore();
  }
}

const reads = [
  '/api/v1/accounts',
  '/api/v1/cards',
  '/api/v1/deposits',
  '/api/v1/loans',
  '/api/v1/operations?limit=20',
  '/api/v1/operations?limit=20&search=a',
  '/api/v1/operations?limit=20&search=12,5',
  '/api/v1/payment-methods',
  '/api/v1/payment-templates',
  '/api/v1/sessions',
  '/api/v1/sign-in-history',
  '/api/v1/account-consents',
  '/api/v1/account-consents?status=valid',
  '/api/v1/other-consents',
];

/** When each session was last noted as seen, in a stable order. */
async function lastSeen() {
  const { db } = products.bank.database;
  const rows = await db.select({ at: authSessions.lastSeenAt }).from(authSessions);
  expect(rows.length).toBeGreaterThan(0);
  return rows.map((row) => row.at.getTime()).sort();
}

describe('a signed-in read', () => {
  it.each(reads)('%s costs at most two round trips and writes nothing', async (url) => {
    const { bank, leylaToken } = products;
    // The first call of the minute may note the session as seen; the ones after it may not.
    expect((await getAs(bank, leylaToken, url)).statusCode).toBe(200);
    const before = await lastSeen();
    const sent = await statementsDuring(async () => {
      const answer = await getAs(bank, leylaToken, url);
      expect(answer.statusCode).toBe(200);
    });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(2);
    for (const statement of sent) {
      expect(statement).not.toMatch(/^\s*(begin|insert|update|delete)\b/i);
    }
    expect(await lastSeen()).toEqual(before);
  });

  it('of one operation costs at most two round trips and writes nothing', async () => {
    const { bank, leylaToken } = products;
    const page = await getAs(bank, leylaToken, '/api/v1/operations?limit=1');
    const [line] = (page.json() as { items: { id: string }[] }).items;
    if (!line) throw new Error('Leyla has no operations');
    const sent = await statementsDuring(async () => {
      const answer = await getAs(bank, leylaToken, `/api/v1/operations/${line.id}`);
      expect(answer.statusCode).toBe(200);
    });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(2);
    for (const statement of sent) {
      expect(statement).not.toMatch(/^\s*(begin|insert|update|delete)\b/i);
    }
  });

  it('of one consent with its access log costs at most two round trips and writes nothing', async () => {
    const { bank, leylaToken } = products;
    const list = await getAs(bank, leylaToken, '/api/v1/account-consents?limit=1');
    const [consent] = (list.json() as { items: { id: string }[] }).items;
    if (!consent) throw new Error('Leyla has no consents');
    const sent = await statementsDuring(async () => {
      const answer = await getAs(bank, leylaToken, `/api/v1/account-consents/${consent.id}`);
      expect(answer.statusCode).toBe(200);
    });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(2);
    for (const statement of sent) {
      expect(statement).not.toMatch(/^\s*(begin|insert|update|delete)\b/i);
    }
  });

  it('notes the session as seen at most once a minute', async () => {
    const { bank, leylaToken } = products;
    expect((await getAs(bank, leylaToken, '/api/v1/accounts')).statusCode).toBe(200);
    const first = await lastSeen();
    bank.clock.advance({ seconds: 59 });
    expect((await getAs(bank, leylaToken, '/api/v1/accounts')).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(first);
    bank.clock.advance({ seconds: 2 });
    expect((await getAs(bank, leylaToken, '/api/v1/accounts')).statusCode).toBe(200);
    const after = await lastSeen();
    expect(after).not.toEqual(first);
    expect(Math.max(...after)).toBe(bank.clock.now().epochMilliseconds);
  });
});
