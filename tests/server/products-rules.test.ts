/**
 * What a customer may do with products: only their own (another customer's ids answer 404 and
 * change nothing), the card's block and activate rules, and the history's filters and pages.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../server/db/schema';
import { rowsOf } from '../../server/ledger/db';
import { paymentSourceOfCard } from '../../server/products';
import { getAs, type ProductsBank, postAs, startProductsBank } from './support/products';

let products: ProductsBank;
let leyla: {
  accountId: string;
  cardId: string;
  usdCardId: string;
  depositId: string;
  loanId: string;
  customerId: string;
};
const asLeyla = (url: string) => getAs(products.bank, products.leylaToken, url);

beforeAll(async () => {
  products = await startProductsBank();
  const json = async (url: string) => (await asLeyla(url)).json();
  const [accounts, cardList, deposits, loans, user] = await Promise.all(
    ['accounts', 'cards', 'deposits', 'loans', 'user/info'].map((path) => json(`/api/v1/${path}`)),
  );
  leyla = {
    accountId: accounts[0].id,
    cardId: cardList[0].id,
    usdCardId: cardList[1].id,
    depositId: deposits[0].id,
    loanId: loans[0].id,
    customerId: user.id,
  };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

/** Everything a product call could change: card states and the books. */
async function fingerprint() {
  const { db } = products.bank.database;
  return rowsOf(
    await db.execute(sql`select
      (select string_agg(id || status || coalesce(blocked_at::text, ''), ',' order by id) from cards) as cards,
      (select count(*) from ledger_postings)::int as postings,
      (select string_agg(balance::text || held::text, ',' order by id) from ledger_accounts) as balances`),
  );
}

describe('another customer’s products', () => {
  it('answer 404 NOT_FOUND to every product call and change nothing', async () => {
    const before = await fingerprint();
    const { bank, reshadToken } = products;
    const calls = [
      getAs(bank, reshadToken, `/api/v1/accounts/${leyla.accountId}`),
      getAs(bank, reshadToken, `/api/v1/loans/${leyla.loanId}`),
      postAs(bank, reshadToken, `/api/v1/cards/${leyla.cardId}/block`),
      postAs(bank, reshadToken, `/api/v1/cards/${leyla.cardId}/activate`),
      ...[leyla.accountId, leyla.cardId, leyla.depositId, leyla.loanId].map((id) =>
        getAs(bank, reshadToken, `/api/v1/operations?productId=${id}`),
      ),
      getAs(bank, reshadToken, '/api/v1/accounts/not-a-uuid'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'There is no such product among yours.',
      });
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('never appear in the customer’s own lists', async () => {
    for (const path of ['accounts', 'cards', 'deposits', 'loans']) {
      const mine = (await getAs(products.bank, products.reshadToken, `/api/v1/${path}`)).json();
      const ids = mine.map((product: { id: string }) => product.id);
      expect(ids).not.toContain(leyla.accountId);
      expect(ids).not.toContain(leyla.cardId);
      expect(ids).not.toContain(leyla.depositId);
      expect(ids).not.toContain(leyla.loanId);
    }
  });
});

describe('card block and activate', () => {
  // Read when a test runs: the bank is started in beforeAll.
  const db = () => products.bank.database.db;

  it('blocks idempotently, and a blocked card cannot pay', async () => {
    const url = `/api/v1/cards/${leyla.cardId}/block`;
    const first = await postAs(products.bank, products.leylaToken, url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('BLOCKED');
    const [{ blockedAt } = { blockedAt: null }] = await db()
      .select()
      .from(cards)
      .where(eq(cards.id, leyla.cardId));
    const again = await postAs(products.bank, products.leylaToken, url);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [row] = await db().select().from(cards).where(eq(cards.id, leyla.cardId));
    expect(row?.blockedAt).toEqual(blockedAt);
    await expect(
      paymentSourceOfCard(db(), products.bank.clock, leyla.customerId, leyla.cardId),
    ).rejects.toMatchObject({
      code: 'CARD_BLOCKED',
      httpStatus: 409,
    });
  });

  it('activates at any time, idempotently, and the card pays again', async () => {
    const url = `/api/v1/cards/${leyla.cardId}/activate`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await postAs(products.bank, products.leylaToken, url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe('ACTIVE');
    }
    const source = await paymentSourceOfCard(
      db(),
      products.bank.clock,
      leyla.customerId,
      leyla.cardId,
    );
    expect(source.card.status).toBe('ACTIVE');
  });

  it('refuses to activate an expired card with a translated 409, changing nothing', async () => {
    await db()
      .update(cards)
      .set({ expiresOn: '2025-12-31', status: 'BLOCKED' })
      .where(eq(cards.id, leyla.usdCardId));
    const response = await postAs(
      products.bank,
      products.leylaToken,
      `/api/v1/cards/${leyla.usdCardId}/activate`,
      'ru',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CARD_EXPIRED',
      message: 'Срок действия карты истёк.',
    });
    const [row] = await db().select().from(cards).where(eq(cards.id, leyla.usdCardId));
    expect(row?.status).toBe('BLOCKED');
  });
});

describe('operations history', () => {
  async function allPages(query: string) {
    const items: Array<Record<string, unknown>> = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${cursor}` : '';
      const response = await asLeyla(`/api/v1/operations?limit=25${query}${suffix}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  it('pages newest first without gaps or repeats through every current-account movement', async () => {
    const items = await allPages('');
    const ids = items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    const [count] = rowsOf<{ n: number }>(
      await products.bank.database.db.execute(sql`select count(*)::int as n from ledger_postings p
        join current_accounts a on a.ledger_account_id = p.account_id
        where a.customer_id = ${leyla.customerId}::uuid`),
    );
    expect(items.length).toBe(count?.n);
    const categories = new Set(items.map((item) => item.category));
    for (const category of ['SALARY', 'GROCERIES', 'UTILITIES', 'MOBILE', 'LOAN']) {
      expect(categories).toContain(category);
    }
  });

  it('filters by period (PRODUCT 9 past week) and by product', async () => {
    const week = await allPages('&from=2026-02-23&to=2026-03-02');
    expect(week.length).toBeGreaterThan(0);
    for (const item of week) expect(String(item.date) >= '2026-02-22T20:00:00.000Z').toBe(true);
    const byCard = await allPages(`&productId=${leyla.cardId}`);
    expect(byCard.length).toBeGreaterThan(0);
    expect(byCard.every((item) => item.cardId === leyla.cardId)).toBe(true);
    const byDeposit = await allPages(`&productId=${leyla.depositId}`);
    expect(byDeposit.every((item) => item.productId === leyla.depositId)).toBe(true);
    expect(byDeposit.map((item) => item.kind)).toContain('DEPOSIT_OPENING');
    const byLoan = await allPages(`&productId=${leyla.loanId}`);
    expect(byLoan.map((item) => item.kind)).toContain('LOAN_DISBURSEMENT');
  });

  it('refuses a period that ends before it starts, and a malformed cursor', async () => {
    const backwards = await asLeyla('/api/v1/operations?from=2026-03-01&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start of the period cannot be after its end.');
    expect((await asLeyla('/api/v1/operations?cursor=abc')).statusCode).toBe(400);
  });
});
