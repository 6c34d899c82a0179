/**
 * Making transfers over HTTP (issue 12): own products executed at once with exact figures and
 * postings that sum to zero per currency; an expired quote; the Idempotency-Key; reading and
 * listing; another customer's transfer is a 404. The code flows are in transfers-code.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentAccount } from '../../server/db/schema';
import { smsCount } from './support/auth';
import type { TestBank } from './support/bank';
import { unbalancedTransactions } from './support/ledger';
import {
  balances,
  bookingsOf,
  confirm,
  create,
  getAs,
  postAs,
  postingsOf,
  quote,
  startTwoCustomerBank,
  type Transfer,
  type TransferCustomer,
  totalsByCurrency,
  transfer,
} from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;
let leylaSecond: CurrentAccount;

beforeAll(async () => {
  ({ bank, leyla, elvin, leylaSecond } = await startTwoCustomerBank());
});
afterAll(async () => {
  await bank?.close();
});

describe('between the customer’s own products', () => {
  it('executes at once without exchange: exact figures, balanced postings', async () => {
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const made = await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { productId: leylaSecond.id },
      amount: 150,
      comment: 'Savings',
    });
    expect(made).toMatchObject({
      status: 'EXECUTED',
      rail: 'OWN',
      debitAmount: 150,
      creditAmount: 150,
      commission: 0,
      total: 150,
      rate: null,
      comment: 'Savings',
      codeExpiresAt: null,
      from: { productId: leyla.azn.id, currency: 'AZN' },
      to: { productId: leylaSecond.id, currency: 'AZN' },
    });
    expect(made.reference).toMatch(/^TR-2026-\d{7}$/);
    expect(made.executedAt).not.toBeNull();
    expect((await balances(bank, leyla.azn.ledgerAccountId)).balance).toBe(
      before.balance - 15_000n,
    );
    expect((await balances(bank, leylaSecond.ledgerAccountId)).balance).toBe(15_000n);
    const postings = await postingsOf(bank, made.id);
    expect(postings.map(({ kind, amount }) => [kind, amount])).toEqual([
      ['CURRENT', -15_000n],
      ['CURRENT', 15_000n],
    ]);
  });

  it('exchanges through the position accounts, each currency summing to zero', async () => {
    const usdBefore = await balances(bank, leyla.usd.ledgerAccountId);
    const made = await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { productId: leyla.usd.id },
      amount: 170,
    });
    // 170.00 AZN at the bank's 0.586510 USD per AZN is 99.7067 USD, rounded down to 99.70.
    expect(made).toMatchObject({
      status: 'EXECUTED',
      debitAmount: 170,
      debitCurrency: 'AZN',
      creditAmount: 99.7,
      creditCurrency: 'USD',
      rate: { from: 'AZN', to: 'USD', rate: 0.58651 },
      commission: 0,
      total: 170,
    });
    const postings = await postingsOf(bank, made.id);
    expect(postings.map(({ kind, currency, amount }) => [kind, currency, amount])).toEqual([
      ['CURRENT', 'AZN', -17_000n],
      ['FX_POSITION', 'AZN', 17_000n],
      ['FX_POSITION', 'USD', -9_970n],
      ['CURRENT', 'USD', 9_970n],
    ]);
    expect(totalsByCurrency(postings)).toEqual({ AZN: 0n, USD: 0n });
    expect((await balances(bank, leyla.usd.ledgerAccountId)).balance).toBe(
      usdBefore.balance + 9_970n,
    );
  });
});

describe('creating from a quote', () => {
  const ownRequest = () => ({
    type: 'A2A' as const,
    from: { productId: leyla.azn.id },
    to: { productId: leylaSecond.id },
    amount: 1,
  });

  it('refuses an expired quote with 409 QUOTE_EXPIRED, changing nothing', async () => {
    const priced = await quote(bank, leyla.token, ownRequest());
    bank.clock.advance({ minutes: 5 });
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const refused = await create(bank, leyla.token, priced.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('QUOTE_EXPIRED');
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
  });

  it('replays a retry with the same key and books once; another body is refused', async () => {
    const priced = await quote(bank, leyla.token, ownRequest());
    const key = 'retry-key-1';
    const first = await create(bank, leyla.token, priced.id, key);
    const retry = await create(bank, leyla.token, priced.id, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await bookingsOf(bank, (first.json() as Transfer).id)).toBe(1);

    const other = await quote(bank, leyla.token, ownRequest());
    const reused = await create(bank, leyla.token, other.id, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // One quote makes one transfer, whatever the key.
    const again = await create(bank, leyla.token, priced.id, 'retry-key-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUOTE_ALREADY_USED');
  });

  it('sends no second SMS when a create waiting for its code is retried', async () => {
    const priced = await quote(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { iban: elvin.azn.iban },
      amount: 3,
    });
    const sent = await smsCount(bank, leyla.phone);
    await create(bank, leyla.token, priced.id, 'code-key');
    const retry = await create(bank, leyla.token, priced.id, 'code-key');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await smsCount(bank, leyla.phone)).toBe(sent + 1);
  });
});

describe('reading transfers', () => {
  it('lists the customer’s own, newest first, a page at a time', async () => {
    const first = await getAs(bank, leyla.token, '/api/v1/transfers?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json() as { items: Transfer[]; nextCursor: string | null };
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const next = await getAs(
      bank,
      leyla.token,
      `/api/v1/transfers?limit=100&cursor=${page.nextCursor}`,
    );
    const rest = next.json() as { items: Transfer[]; nextCursor: string | null };
    expect(rest.nextCursor).toBeNull();
    const all = [...page.items, ...rest.items];
    const created = all.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const elvins = await getAs(bank, elvin.token, '/api/v1/transfers');
    expect(elvins.json().items).toEqual([]);
  });

  it('answers another customer’s transfer with 404, as one that does not exist', async () => {
    const { items } = (await getAs(bank, leyla.token, '/api/v1/transfers')).json();
    const id = (items as Transfer[])[0]?.id;
    for (const url of [
      `/api/v1/transfers/${id}`,
      '/api/v1/transfers/00000000-0000-4000-8000-000000000000',
    ]) {
      const read = await getAs(bank, elvin.token, url);
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('NOT_FOUND');
    }
    expect((await postAs(bank, elvin.token, `/api/v1/transfers/${id}/cancel`)).statusCode).toBe(
      404,
    );
    expect((await confirm(bank, elvin.token, id ?? '', '123456')).statusCode).toBe(404);
  });

  it('leaves every ledger transaction balanced', async () => {
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
  });
});
