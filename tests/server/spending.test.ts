/**
 * GET /api/v1/operations/spending: a small set of books whose sums are worked out by hand.
 * Money to others counts (purchases, utilities, fees, a loan instalment); money between the
 * customer's own products (a deposit, an exchange between own accounts) and money in do not.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanInstalments } from '../../server/db/schema';
import { bankAccountId, postLedgerTransaction } from '../../server/ledger';
import { rowsOf } from '../../server/ledger/db';
import { openDeposit } from '../../server/products/deposits/open';
import { collectInstalment, grantLoan } from '../../server/products/loans/grant';
import { startTestBank, type TestBank } from './support/bank';
import {
  bakuClock,
  type CustomerBooks,
  openCustomerBooks,
  type Payment,
} from './support/customer-books';
import { getAs } from './support/products';

let bank: TestBank;
let books: CustomerBooks;
let other: CustomerBooks;
let depositId: string;
/** Principal plus interest of the first instalment, minor units. */
let instalment: bigint;

async function bookTheMonth() {
  const { db } = bank.database;
  const { azn, usd, cardId } = books;
  await books.topUp('2026-01-20T10:00', azn, 2_000_00n);
  await books.topUp('2026-01-20T10:05', usd, 500_00n);
  const card: Payment = { kind: 'CARD_PURCHASE', category: 'GROCERIES', cardId };
  // 23:30 in Baku on 31 January is before the period; 00:30 on 1 February is in it, although
  // it is still 31 January in UTC.
  await books.pay('2026-01-31T23:30', azn, 9_99n, card);
  await books.pay('2026-02-01T00:30', azn, 12_50n, card);
  await books.pay('2026-02-10T18:00', azn, 30_00n, card);
  await books.pay('2026-02-12T20:00', azn, 45_20n, {
    kind: 'UTILITY_PAYMENT',
    category: 'UTILITIES',
  });
  await books.pay('2026-02-14T09:00', azn, 1_50n, { kind: 'FEE' });
  await books.pay('2026-02-20T13:00', usd, 25_00n, { kind: 'CARD_PURCHASE', category: 'SHOPPING' });
  await books.pay('2026-03-01T00:10', azn, 7_00n, card);
  const deposit = await openDeposit(db, bakuClock('2026-02-15T12:00'), {
    customerId: books.customerId,
    productType: 'PROFIT',
    payoutFrequency: 'MON',
    termMonths: 12,
    ratePercent: '10',
    principal: 300_00n,
    source: azn,
    startDate: Temporal.PlainDate.from('2026-02-15'),
  });
  depositId = deposit.id;
  // An exchange between the customer's own AZN and USD accounts.
  await postLedgerTransaction(db, bakuClock('2026-02-16T11:00'), {
    kind: 'CURRENCY_EXCHANGE',
    description: 'AZN → USD',
    metadata: { category: 'OTHER' },
    postings: [
      { accountId: azn.ledgerAccountId, amount: -170_00n, currency: 'AZN' },
      {
        accountId: await bankAccountId(db, 'FX_POSITION', 'AZN'),
        amount: 170_00n,
        currency: 'AZN',
      },
      {
        accountId: await bankAccountId(db, 'FX_POSITION', 'USD'),
        amount: -100_00n,
        currency: 'USD',
      },
      { accountId: usd.ledgerAccountId, amount: 100_00n, currency: 'USD' },
    ],
  });
  const loan = await grantLoan(db, bakuClock('2026-01-10T11:00'), {
    customerId: books.customerId,
    product: 'LOAN',
    contractNumber: 'KR-2026-000001',
    principal: 1_200_00n,
    ratePercent: '12',
    termMonths: 12,
    startDate: Temporal.PlainDate.from('2026-01-10'),
    repaymentAccount: azn,
  });
  const [first] = await db
    .select()
    .from(loanInstalments)
    .where(and(eq(loanInstalments.loanId, loan.id), eq(loanInstalments.number, 1)));
  if (!first) throw new Error('no first instalment');
  instalment = first.principal + first.interest;
  await collectInstalment(db, bakuClock('2026-02-10T08:00'), loan, azn.ledgerAccountId, first);
}

beforeAll(async () => {
  bank = await startTestBank();
  books = await openCustomerBooks(bank);
  other = await openCustomerBooks(bank);
  await bookTheMonth();
}, 60_000);
afterAll(() => bank.close());

const spending = (query: string, language = 'en', token = books.token) =>
  getAs(bank, token, `/api/v1/operations/spending?${query}`, language);
const february = 'from=2026-02-01&to=2026-02-28';
const major = (minor: bigint) => Number(minor) / 100;

describe('spending by category', () => {
  it('adds up money to others by currency and category, largest first', async () => {
    const response = await spending(february);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      currencies: [
        {
          currency: 'AZN',
          total: major(instalment + 45_20n + 42_50n + 1_50n),
          categories: [
            { category: 'LOAN', amount: major(instalment), count: 1 },
            { category: 'UTILITIES', amount: 45.2, count: 1 },
            { category: 'GROCERIES', amount: 42.5, count: 2 },
            { category: 'OTHER', amount: 1.5, count: 1 },
          ],
        },
        {
          currency: 'USD',
          total: 25,
          categories: [{ category: 'SHOPPING', amount: 25, count: 1 }],
        },
      ],
    });
  });

  it('leaves out the deposit, the own exchange and money in', async () => {
    const categories = (await spending(february))
      .json()
      .currencies.flatMap((c: { categories: { category: string }[] }) => c.categories)
      .map((c: { category: string }) => c.category);
    for (const own of ['DEPOSIT', 'TOP_UP', 'INTEREST']) expect(categories).not.toContain(own);
    // The exchange (170 AZN out) is filed under OTHER, which holds only the 1.50 fee.
    expect((await spending(february)).json().currencies[0].categories.at(-1)).toEqual({
      category: 'OTHER',
      amount: 1.5,
      count: 1,
    });
  });

  it('narrows to one card or one account', async () => {
    const card = (await spending(`${february}&productId=${books.cardId}`)).json();
    expect(card.currencies).toEqual([
      {
        currency: 'AZN',
        total: 42.5,
        categories: [{ category: 'GROCERIES', amount: 42.5, count: 2 }],
      },
    ]);
    const usd = (await spending(`${february}&productId=${books.usd.id}`)).json();
    expect(usd.currencies.map((c: { currency: string }) => c.currency)).toEqual(['USD']);
    const azn = (await spending(`${february}&productId=${books.azn.id}`)).json();
    expect(azn.currencies[0]).toEqual((await spending(february)).json().currencies[0]);
  });

  it('counts whole Baku days at both ends', async () => {
    const firstDay = (await spending('from=2026-02-01&to=2026-02-01')).json();
    expect(firstDay.currencies).toEqual([
      {
        currency: 'AZN',
        total: 12.5,
        categories: [{ category: 'GROCERIES', amount: 12.5, count: 1 }],
      },
    ]);
    const quiet = await spending('from=2026-02-22&to=2026-02-27');
    expect(quiet.json()).toEqual({ from: '2026-02-22', to: '2026-02-27', currencies: [] });
  });

  it('answers 404 for a deposit, another customer’s account or card, and an unknown id', async () => {
    for (const id of [depositId, other.azn.id, other.cardId, randomUUID()]) {
      const response = await spending(`${february}&productId=${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'There is no such product among yours.',
      });
    }
  });

  it.each([
    ['az', 'Dövrün başlanğıcı sonundan gec ola bilməz.'],
    ['ru', 'Начало периода не может быть позже его конца.'],
    ['en', 'The start of the period cannot be after its end.'],
  ])(
    'refuses a period that ends before it starts, in %s, and changes nothing',
    async (language, message) => {
      const count = async () =>
        rowsOf<{ n: number }>(
          await bank.database.db.execute(sql`select count(*)::int as n from ledger_transactions`),
        )[0]?.n;
      const before = await count();
      const response = await spending('from=2026-02-10&to=2026-02-09', language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
      expect(await count()).toBe(before);
    },
  );

  it('needs both ends of the period and a signed-in customer', async () => {
    expect((await spending('from=2026-02-01')).statusCode).toBe(400);
    const anonymous = await bank.app.inject({ url: `/api/v1/operations/spending?${february}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
