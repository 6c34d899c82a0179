/**
 * GET /api/v1/accounts/{id}/statement: a PDF whose text (read back with unpdf) has the holder,
 * the IBAN, the balances and every operation of the period in the caller's language; refusals
 * in the caller's language; and the PDF drawn on a worker thread, off the event loop.
 */
import { randomUUID } from 'node:crypto';
import { Piscina } from 'piscina';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readStatementBooks } from '../../server/products/accounts/statement/books';
import type { StatementData } from '../../server/products/accounts/statement/model';
import { createStatementRenderer } from '../../server/products/accounts/statement/renderer';
import { startTestBank, type TestBank } from './support/bank';
import { type CustomerBooks, openCustomerBooks } from './support/customer-books';
import { getAs } from './support/products';

let bank: TestBank;
let books: CustomerBooks;
let other: CustomerBooks;

beforeAll(async () => {
  bank = await startTestBank();
  books = await openCustomerBooks(bank, { firstName: 'Gülnarə', lastName: 'Şükürova' });
  other = await openCustomerBooks(bank);
  const { azn, cardId } = books;
  // Before February: 2 000.00 in, 765.50 out, so February opens at 1 234.50.
  await books.topUp('2026-01-20T10:00', azn, 2_000_00n);
  await books.pay('2026-01-25T15:00', azn, 765_50n, { kind: 'TRANSFER', category: 'OTHER' });
  await books.pay('2026-02-01T00:30', azn, 12_50n, {
    kind: 'CARD_PURCHASE',
    category: 'GROCERIES',
    description: 'Bravo, Bakı',
    cardId,
  });
  await books.topUp('2026-02-05T10:05', azn, 500_00n);
  await books.pay('2026-02-12T20:00', azn, 45_20n, {
    kind: 'UTILITY_PAYMENT',
    description: 'Azərişıq: abonent 1002345671',
  });
  await books.pay('2026-03-01T00:10', azn, 7_00n, { kind: 'CARD_PURCHASE', description: 'Wolt' });
}, 60_000);
afterAll(() => bank.close());

const february = 'from=2026-02-01&to=2026-02-28';
const statement = (accountId: string, query = february, language = 'az', token = books.token) =>
  getAs(bank, token, `/api/v1/accounts/${accountId}/statement?${query}`, language);

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text;
}

describe('the PDF statement', () => {
  it('is a PDF attachment named after the account and the period', async () => {
    const response = await statement(books.azn.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${books.azn.iban}-2026-02-01-2026-02-28.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('shows the bank, the holder, the account, the balances and every operation (az)', async () => {
    const text = await pdfText((await statement(books.azn.id)).rawPayload);
    for (const expected of [
      'Internet Bank',
      'IBNKAZ22',
      'Hesabdan çıxarış',
      'Gülnarə Şükürova',
      books.azn.iban,
      'AZN',
      '01.02.2026 – 28.02.2026',
      'Tərtib edilib',
      '02.03.2026 - 12:00',
      'Dövrün əvvəlinə qalıq',
      '1 234.50 ₼',
      'Mədaxil cəmi',
      '500.00 ₼',
      'Məxaric cəmi',
      '-57.70 ₼',
      'Dövrün sonuna qalıq',
      '1 676.80 ₼',
      '01.02.2026 - 00:30',
      'Bravo, Bakı',
      '-12.50 ₼',
      'Azərişıq: abonent 1002345671',
      '12.02.2026 - 20:00',
      'Səhifə 1 / 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Only the period: not January's lines, not 1 March's.
    expect(text).not.toContain('-765.50 ₼');
    expect(text).not.toContain('Wolt');
  });

  it.each([
    ['ru', ['Выписка по счёту', 'Входящий остаток', 'Исходящий остаток', 'Страница 1 из 1']],
    ['en', ['Account statement', 'Opening balance', 'Total money out', 'Page 1 of 1']],
  ])('speaks %s', async (language, labels) => {
    const response = await statement(books.azn.id, february, language);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const label of [...labels, 'Gülnarə Şükürova', '1 234.50 ₼', '1 676.80 ₼']) {
      expect(text).toContain(label);
    }
  });

  it('says so when the period had no operations', async () => {
    const response = await statement(books.usd.id, 'from=2026-02-01&to=2026-03-02', 'en');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('There were no operations on the account in this period.');
    expect(text).toContain('USD');
  });
});

describe('refusals', () => {
  it('answers 404 for another customer’s account, a card and an unknown id', async () => {
    for (const id of [other.azn.id, books.cardId, randomUUID()]) {
      const response = await statement(id, february, 'en');
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'There is no such product among yours.',
      });
    }
  });

  it.each([
    ['az', 'from=2026-02-10&to=2026-02-09', 'Dövrün başlanğıcı sonundan gec ola bilməz.'],
    ['ru', 'from=2026-02-10&to=2026-02-09', 'Начало периода не может быть позже его конца.'],
    ['en', 'from=2026-02-10&to=2026-02-09', 'The start of the period cannot be after its end.'],
    ['az', 'from=2026-03-01&to=2026-03-03', 'Dövr bu gündən sonra bitə bilməz.'],
    [
      'ru',
      'from=2026-03-01&to=2026-03-03',
      'Период не может заканчиваться позже сегодняшнего дня.',
    ],
    ['en', 'from=2026-03-01&to=2026-03-03', 'The period cannot end after today.'],
  ])('refuses a bad period in %s (%s)', async (language, query, message) => {
    const response = await statement(books.azn.id, query, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('needs a signed-in customer', async () => {
    const response = await bank.app.inject({
      url: `/api/v1/accounts/${books.azn.id}/statement?${february}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading and drawing', () => {
  it('reads a long period page by page without losing or repeating a line', async () => {
    const query = {
      customerId: books.customerId,
      accountId: books.azn.id,
      from: '2026-01-01',
      to: '2026-03-02',
      locale: 'az' as const,
    };
    const paged = await readStatementBooks(bank.database.db, query, 2);
    const whole = await readStatementBooks(bank.database.db, query);
    expect(paged).toEqual(whole);
    expect(whole.openingBalance).toBe(0n);
    expect(whole.lines.map((line) => line.amount)).toEqual([
      2_000_00n,
      -765_50n,
      -12_50n,
      500_00n,
      -45_20n,
      -7_00n,
    ]);
  });

  it('hands the drawing to the worker pool', async () => {
    const run = vi.spyOn(Piscina.prototype, 'run');
    try {
      expect((await statement(books.azn.id)).statusCode).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      run.mockRestore();
    }
  });

  it('draws a long statement on a worker thread, every line, with the event loop free', async () => {
    const count = 1_500;
    const data: StatementData = {
      locale: 'en',
      bank: { name: 'Internet Bank', bic: 'IBNKAZ22', bankCode: 'IBNK' },
      holder: 'Gülnarə Şükürova',
      iban: books.azn.iban,
      currency: 'AZN',
      from: '2026-01-01',
      to: '2026-03-02',
      generatedAt: Date.UTC(2026, 2, 2, 8),
      openingBalance: 10_000_00n,
      lines: Array.from({ length: count }, (_, index) => ({
        bookedAt: Date.UTC(2026, 0, 1) + index * 60_000,
        description: `Operation #${index + 1}`,
        amount: -1_00n,
        balanceAfter: 10_000_00n - BigInt(index + 1) * 1_00n,
      })),
    };
    const renderer = createStatementRenderer();
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      const pdf = await renderer.render(data);
      const took = performance.now() - started;
      clearInterval(timer);
      // Drawn on this thread, the whole render would be one gap between two ticks.
      expect(longestGap).toBeLessThan(took / 2);
      expect(renderer.rendered()).toBe(1);
      const text = await pdfText(pdf);
      expect(text.match(/Operation #\d+/g)).toHaveLength(count);
      expect(text).toContain(`Operation #${count}`);
      expect(text).toContain('8 500.00 ₼');
    } finally {
      clearInterval(timer);
      await renderer.close();
    }
  });
});
