/**
 * Issue 15, item 10: the bank names its products in the language of the request. Every list
 * and every product a call names (a card's account, a deposit's source, a loan's repayment
 * account, the sides of a transfer quote) answers in az, ru or en by Accept-Language.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/locale';
import { rowsOf } from '../../server/ledger/db';
import { describedIn } from '../../server/products/names';
import { getAs, type ProductsBank, startProductsBank } from './support/products';

let products: ProductsBank;

beforeAll(async () => {
  products = await startProductsBank();
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

async function list<T>(url: string, language: Locale): Promise<T> {
  const response = await getAs(products.bank, products.leylaToken, url, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

type Named = { id: string; name: string };

const expected = {
  az: { account: 'Cari hesab AZN', deposit: 'Mənfəət', loan: 'İstehlak krediti' },
  ru: { account: 'Текущий счёт AZN', deposit: 'Доходный', loan: 'Потребительский кредит' },
  en: { account: 'Current account AZN', deposit: 'Profit', loan: 'Consumer loan' },
} as const satisfies Record<Locale, Record<string, string>>;

describe.each(['az', 'ru', 'en'] as const)('product names in %s', (language) => {
  const names = expected[language];

  it('accounts, and one account', async () => {
    const accounts = await list<Named[]>('/api/v1/accounts', language);
    expect(accounts.map((account) => account.name)).toEqual([
      names.account,
      names.account.replace('AZN', 'USD'),
    ]);
    const [first] = accounts;
    const one = await list<Named>(`/api/v1/accounts/${first?.id}`, language);
    expect(one.name).toBe(names.account);
  });

  it('cards and the accounts they spend from', async () => {
    const cards = await list<(Named & { account: Named })[]>('/api/v1/cards', language);
    expect(cards.map((card) => card.name)).toEqual(['Visa Classic', 'Mastercard Gold']);
    expect(cards[0]?.account.name).toBe(names.account);
  });

  it('deposits and their source accounts', async () => {
    const deposits = await list<(Named & { sourceAccount: Named })[]>('/api/v1/deposits', language);
    expect(deposits.map((deposit) => deposit.name)).toEqual([names.deposit]);
    expect(deposits[0]?.sourceAccount.name).toBe(names.account);
  });

  it('loans, one loan and their repayment accounts', async () => {
    const loans = await list<(Named & { repaymentAccount: Named })[]>('/api/v1/loans', language);
    expect(loans.map((loan) => loan.name)).toEqual([names.loan]);
    expect(loans[0]?.repaymentAccount.name).toBe(names.account);
    const one = await list<Named>(`/api/v1/loans/${loans[0]?.id}`, language);
    expect(one.name).toBe(names.loan);
  });

  it("a transfer quote names the caller's own products", async () => {
    const [azn, usd] = await list<Named[]>('/api/v1/accounts', 'az');
    const response = await products.bank.app.inject({
      method: 'POST',
      url: '/api/v1/transfers/quote',
      headers: { authorization: products.leylaToken, 'accept-language': language },
      payload: {
        type: 'A2A',
        from: { productId: azn?.id },
        to: { productId: usd?.id },
        amount: 10,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json() as { from: { name: string }; to: { name: string } };
    expect(quote.from.name).toBe(names.account);
    expect(quote.to.name).toBe(names.account.replace('AZN', 'USD'));
  });
});

describe('operations named after a product', () => {
  it('read their description in the caller language, others as booked', () => {
    const metadata = { descriptions: { az: 'Mənfəət', ru: 'Доходный', en: 'Profit' } };
    expect(describedIn('ru', { description: 'Mənfəət', metadata })).toBe('Доходный');
    expect(describedIn('en', { description: 'Wolt', metadata: { category: 'SHOPPING' } })).toBe(
      'Wolt',
    );
  });

  it('are booked with every language in their metadata', async () => {
    const rows = rowsOf<{ metadata: unknown }>(
      await products.bank.database.db.execute(
        sql`select metadata from ledger_transactions where kind in ('LOAN_DISBURSEMENT', 'DEPOSIT_OPENING')`,
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { metadata } of rows) {
      expect(metadata).toMatchObject({
        descriptions: { az: expect.any(String), ru: expect.any(String), en: expect.any(String) },
      });
    }
  });

  it.each(['ru', 'en'] as const)(
    'show in the history and in one operation in %s',
    async (language) => {
      const loans = await list<Named[]>('/api/v1/loans', language);
      const page = await list<{ items: Array<{ id: string; description: string }> }>(
        `/api/v1/operations?productId=${loans[0]?.id}&limit=100`,
        language,
      );
      const named = page.items.filter((line) => line.description.includes(expected[language].loan));
      expect(named.length, JSON.stringify(page.items)).toBeGreaterThan(0);
      const one = await list<{ description: string }>(
        `/api/v1/operations/${named[0]?.id}`,
        language,
      );
      expect(one.description).toContain(expected[language].loan);
      const found = await list<{ items: Array<{ id: string }> }>(
        `/api/v1/operations?productId=${loans[0]?.id}&search=${encodeURIComponent(expected[language].loan)}`,
        language,
      );
      expect(found.items.map((line) => line.id)).toContain(named[0]?.id);
    },
  );
});
