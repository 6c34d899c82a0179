/**
 * Starting account and deposit applications (issue 6): the product table, every refusal of a
 * deposit request (a translated 400, nothing stored), the status call, the request list, FATCA
 * for these products and the insurance step they skip.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanApplications } from '../../server/db/schema';
import { depositProducts } from '../../server/products/deposits/product-table';
import {
  type CallAs,
  call,
  countApplications,
  sandboxEvent,
  storedApplication,
} from './support/loan-applications';
import {
  accountApplicationsUrl,
  accountIn,
  answerFatca,
  depositApplicationsUrl,
  depositProductsUrl,
  depositRequest,
  started,
} from './support/product-applications';
import { type ProductsBank, startProductsBank } from './support/products';

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

describe('the deposit product table', () => {
  it('lists every type in AZN, USD and EUR with limits, payouts and rates', async () => {
    const response = await call(leyla, 'GET', depositProductsUrl);
    expect(response.statusCode).toBe(200);
    const table = response.json<Array<Record<string, unknown>>>();
    expect(table).toHaveLength(9);
    expect(table).toContainEqual({
      productType: 'PROFIT',
      currency: 'AZN',
      minAmount: 100,
      maxAmount: 100_000,
      payoutFrequencies: ['MON', 'YEAR'],
      terms: [
        { termMonths: 3, ratePercent: 6 },
        { termMonths: 6, ratePercent: 8 },
        { termMonths: 12, ratePercent: 10.5 },
        { termMonths: 18, ratePercent: 10.75 },
        { termMonths: 24, ratePercent: 11 },
      ],
    });
    expect(table.find((p) => p.productType === 'AVANS')?.payoutFrequencies).toEqual(['MON']);
    expect(table.find((p) => p.productType === 'TRGT')?.payoutFrequencies).toEqual(['YEAR']);
  });

  it('pays more in manat than in dollars or euros, and more for longer terms', () => {
    for (const product of depositProducts) {
      const rates = product.terms.map((term) => Number(term.ratePercent));
      expect(rates).toEqual([...rates].sort((a, b) => a - b));
      const manat = depositProducts.find(
        (p) => p.productType === product.productType && p.currency === 'AZN',
      );
      if (product.currency !== 'AZN') expect(Math.max(...rates)).toBeLessThan(6);
      expect(manat?.terms.every((term) => Number(term.ratePercent) >= 6)).toBe(true);
    }
  });
});

describe('starting an account application', () => {
  it('starts in READY_FOR_FATCA with the currency and the customer’s phone', async () => {
    const application = await started(leyla, accountApplicationsUrl, { currency: 'USD' });
    expect(application).toMatchObject({ productType: 'ACCOUNT', status: 'READY_FOR_FATCA' });
    expect(application.currency).toBe('USD');
    expect(application.deposit).toBeUndefined();
    const { application: row } = await storedApplication(products.bank, application.id);
    expect(row).toMatchObject({
      product: 'ACCOUNT',
      currency: 'USD',
      requestedAmount: 0n,
      customerPhone: '501234567',
      language: 'en',
      depositTerms: null,
    });
  });

  it.each([
    ['GBP', 'en'],
    ['RUB', 'az'],
  ])('refuses the currency %s with a 400 in the caller’s language', async (currency, language) => {
    const before = await countApplications(products.bank);
    const response = await call({ ...leyla, language }, 'POST', accountApplicationsUrl, {
      currency,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json<{ message: string }>().message).toMatch(/currency|valyuta/i);
    expect(await countApplications(products.bank)).toBe(before);
  });
});

describe('starting a deposit application', () => {
  it('fixes the table’s rate and shows the interest the deposit will earn', async () => {
    const source = await accountIn(leyla, 'AZN');
    const application = await started(leyla, depositApplicationsUrl, depositRequest(source.id));
    expect(application).toMatchObject({
      productType: 'DEPOSIT',
      status: 'READY_FOR_FATCA',
      currency: 'AZN',
      deposit: {
        productType: 'PROFIT',
        amount: 300,
        termMonths: 12,
        ratePercent: 10.5,
        payoutFrequency: 'MON',
        sourceAccountId: source.id,
        // 300 AZN × 10.5 % over 365 days (2 March 2026 to 2 March 2027).
        expectedInterest: 31.5,
      },
    });
    const { application: row } = await storedApplication(products.bank, application.id);
    expect(row?.requestedAmount).toBe(30_000n);
    expect(row?.depositTerms).toEqual({
      productType: 'PROFIT',
      termMonths: 12,
      ratePercent: '10.5',
      payoutFrequency: 'MON',
      sourceAccountId: source.id,
    });
  });

  it.each([
    [
      'a term the table lacks',
      { termMonths: 5 },
      'A PROFIT deposit in AZN is opened for these terms: 3, 6, 12, 18, 24 months.',
    ],
    [
      'an amount under the minimum',
      { amount: 99.99 },
      'The deposit amount must be from 100 to 100000 AZN, with at most 2 decimals.',
    ],
    [
      'an amount over the maximum',
      { amount: 100_000.01 },
      'The deposit amount must be from 100 to 100000 AZN, with at most 2 decimals.',
    ],
    [
      'three decimals',
      { amount: 150.005 },
      'The deposit amount must be from 100 to 100000 AZN, with at most 2 decimals.',
    ],
    [
      'payout at the end for AVANS',
      { productType: 'AVANS', termMonths: 12, payoutFrequency: 'YEAR' },
      'This deposit pays its interest monthly only.',
    ],
    [
      'monthly payout for TRGT',
      { productType: 'TRGT', termMonths: 12, payoutFrequency: 'MON' },
      'This deposit pays its interest at the end of its term only.',
    ],
    [
      'a source in another currency',
      { currency: 'USD' },
      'The deposit is funded from one of your own current accounts in USD.',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_case, changes, message) => {
    const source = await accountIn(leyla, 'AZN');
    const before = await countApplications(products.bank);
    const response = await call(
      leyla,
      'POST',
      depositApplicationsUrl,
      depositRequest(source.id, changes),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(await countApplications(products.bank)).toBe(before);
  });

  it('refuses another customer’s account or an unknown one as the source', async () => {
    const reshads = await accountIn(reshad, 'AZN');
    const before = await countApplications(products.bank);
    for (const sourceId of [reshads.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call(leyla, 'POST', depositApplicationsUrl, depositRequest(sourceId));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'The deposit is funded from one of your own current accounts in AZN.',
      );
    }
    expect(await countApplications(products.bank)).toBe(before);
  });

  it('refuses more than the available balance with 400 INSUFFICIENT_FUNDS', async () => {
    const source = await accountIn(leyla, 'AZN');
    const amount = source.available + 0.01;
    const before = await countApplications(products.bank);
    for (const [language, words] of [
      ['en', 'available, and the deposit needs'],
      ['ru', 'Ничего не изменено'],
      ['az', 'Heç nə dəyişdirilmədi'],
    ] as const) {
      const response = await call(
        { ...leyla, language },
        'POST',
        depositApplicationsUrl,
        depositRequest(source.id, { amount }),
      );
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe('INSUFFICIENT_FUNDS');
      expect(body.message).toContain(words);
      expect(body.message).toContain(String(source.available));
    }
    expect(await countApplications(products.bank)).toBe(before);
  });
});

describe('the status of an account or deposit application', () => {
  it('answers the owner’s own application of that product, 404 otherwise', async () => {
    const account = await started(leyla, accountApplicationsUrl, { currency: 'EUR' });
    const own = await call(leyla, 'GET', `${accountApplicationsUrl}/${account.id}/status`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: 'READY_FOR_FATCA' });
    for (const [as, url] of [
      [reshad, `${accountApplicationsUrl}/${account.id}/status`],
      [leyla, `${depositApplicationsUrl}/${account.id}/status`],
      [leyla, `${accountApplicationsUrl}/00000000-0000-4000-8000-000000000000/status`],
    ] as const) {
      const response = await call(as, 'GET', url);
      expect(response.statusCode).toBe(404);
    }
  });

  it('shows a passed deadline at once, before the deadline job runs', async () => {
    const source = await accountIn(reshad, 'USD');
    const deposit = await started(
      reshad,
      depositApplicationsUrl,
      depositRequest(source.id, {
        currency: 'USD',
        productType: 'TRGT',
        payoutFrequency: 'YEAR',
        amount: 150,
      }),
    );
    await products.bank.database.db
      .update(loanApplications)
      .set({ deadline: new Date('2026-03-02T07:59:59Z') })
      .where(eq(loanApplications.id, deposit.id));
    const response = await call(reshad, 'GET', `${depositApplicationsUrl}/${deposit.id}/status`);
    expect(response.json()).toEqual({ status: 'WAITING_REFRESH' });
  });
});

describe('accounts and deposits through FATCA and the request list', () => {
  it('FATCA with productType ACCOUNT goes on to the deposit insurance notice', async () => {
    const account = await started(leyla, accountApplicationsUrl, { currency: 'AZN' });
    const wrongProduct = await answerFatca(leyla, account.id, 'DEPOSIT');
    expect(wrongProduct.statusCode).toBe(404);
    const response = await answerFatca(leyla, account.id, 'ACCOUNT');
    expect(response.statusCode, response.body).toBe(200);
    // Step 3 waits for the customer to read how deposit insurance covers the money.
    expect(response.json()).toEqual({ status: 'INSURANCE_SELECTIONS' });
    const status = await call(leyla, 'GET', `${accountApplicationsUrl}/${account.id}/status`);
    expect(status.json()).toEqual({ status: 'INSURANCE_SELECTIONS' });
  });

  it('a US person’s deposit goes the traditional way', async () => {
    const source = await accountIn(leyla, 'AZN');
    const deposit = await started(leyla, depositApplicationsUrl, depositRequest(source.id));
    const response = await call(leyla, 'POST', '/ms-fatca/v1/fatca/answers', {
      fatcaAnswers: (await call(leyla, 'GET', '/ms-fatca/v1/fatca/questions'))
        .json<Array<{ questionId: string }>>()
        .map(({ questionId }) => ({ questionId, answer: questionId === 'US_CITIZEN' })),
      sourceId: deposit.id,
      productType: 'DEPOSIT',
    });
    expect(response.json()).toEqual({ status: 'MOVED_TO_TRADITIONAL_WAY' });
  });

  it('a renewed deposit keeps its terms and goes straight back to FATCA', async () => {
    const source = await accountIn(leyla, 'AZN');
    const deposit = await started(leyla, depositApplicationsUrl, depositRequest(source.id));
    expect((await sandboxEvent(products.bank, deposit.id, 'DEADLINE_PASSED')).statusCode).toBe(200);
    const refreshed = await call(
      leyla,
      'PUT',
      `/api/loan-applications/v1/loan-applications/${deposit.id}/refresh`,
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ status: 'READY_FOR_FATCA' });
    const { application, offers } = await storedApplication(products.bank, deposit.id);
    expect(offers).toEqual([]);
    expect(application?.depositTerms?.ratePercent).toBe('10.5');
  });

  it('lists accounts and deposits as IN_PROGRESS, CANCELED or their closed status', async () => {
    const source = await accountIn(reshad, 'AZN');
    const open = await started(reshad, accountApplicationsUrl, { currency: 'EUR' });
    const canceled = await started(reshad, depositApplicationsUrl, depositRequest(source.id));
    expect((await sandboxEvent(products.bank, canceled.id, 'CANCELED')).statusCode).toBe(200);
    const branch = await started(reshad, accountApplicationsUrl, { currency: 'AZN' });
    expect((await sandboxEvent(products.bank, branch.id, 'FATCA_US_PERSON')).statusCode).toBe(200);
    const orders = (await call(reshad, 'GET', '/api/v1/orders')).json<
      Array<Record<string, unknown>>
    >();
    const byId = (id: string) => orders.find((order) => order.id === id);
    expect(byId(open.id)).toMatchObject({
      productType: 'ACCOUNT',
      status: 'IN_PROGRESS',
      currency: 'EUR',
    });
    expect(byId(open.id)).not.toHaveProperty('amount');
    expect(byId(open.id)).not.toHaveProperty('type');
    expect(byId(canceled.id)).toMatchObject({
      productType: 'DEPOSIT',
      status: 'CANCELED',
      amount: 300,
      currency: 'AZN',
    });
    expect(byId(branch.id)).toMatchObject({ status: 'MOVED_TO_TRADITIONAL_WAY' });
  });
});
