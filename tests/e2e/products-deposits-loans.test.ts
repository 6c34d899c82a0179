import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { rashad } from './support/customers';

// Rashad (not Leyla, whom the sign-in and route tests use) has a dollar TRGT deposit paying at the
// end of its term and a 36-month manat loan with five instalments collected.
const browser = sharedBrowser();
const az = labels('az');
const en = labels('en');

const manat = /^\d{1,3}( \d{3})*\.\d{2} ₼$/;
const dollars = /^\d{1,3}( \d{3})*\.\d{2} \$$/;
const day = /^\d\d\.\d\d\.\d{4}$/;

/** Each term of the description lists in `scope` with its definition's text. */
function factsOf(scope: Locator): Promise<Record<string, string>> {
  return scope.evaluate((element) => {
    const facts: Record<string, string> = {};
    for (const term of element.querySelectorAll('dt')) {
      facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
    }
    return facts;
  });
}

/** The visible values of a table's body rows (cells also carry a label shown on phones). */
function rowsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('.loan-table__value')].map((cell) => cell.textContent ?? ''),
    ),
  );
}

const minor = (money: string) => Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);

function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  context = await newContext(browser());
  ({ page, consoleErrors } = await openPage(context));
});

afterAll(async () => {
  await context.close();
});

describe('deposits and loans of a signed-in customer', () => {
  // One sign-in for the file; the tests below continue in the same tab.
  it('signs the customer in with the sandbox code', async () => {
    await signIn(page, 'az', baseURL, rashad);
  });

  it('shows the deposit with every field in Azerbaijani and PRODUCT 9 formats', async () => {
    await page.goto('/deposits');
    const card = page.getByRole('region', { name: 'Hədəf' });
    await card.waitFor();
    const facts = await factsOf(card);
    expect(facts).toMatchObject({
      [az('Product type')]: az('Target'),
      [az('Currency')]: 'USD',
      [az('Term')]: '6 ay',
      [az('Payout frequency')]: az('At the end of the term'),
      [az('Rate')]: '3.5%',
    });
    expect(facts[az('Total amount')]).toMatch(dollars);
    expect(facts[az('Accrued interest')]).toMatch(dollars);
    expect(facts[az('Start date')]).toMatch(day);
    expect(facts[az('End date')]).toMatch(day);
    expect(facts[az('Source account')]).toMatch(/^Cari hesab USDAZ\d\d IBNK( [0-9A-Z]{4}){5}$/);
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('shows the loan, its schedule and its payment history', async () => {
    await page.goto('/loans');
    const card = page.getByRole('region', { name: 'İstehlak krediti' });
    await card.waitFor();
    const facts = await factsOf(card);
    expect(facts[az('Contract number')]).toMatch(/^KR-\d{4}-\d{6}$/);
    expect(facts[az('Term')]).toBe('36 ay');
    expect(facts[az('Rate')]).toBe('14.9%');
    for (const label of ['Remaining amount', 'Monthly payment', 'Outstanding balance']) {
      expect(facts[az(label)]).toMatch(manat);
    }
    expect(facts[az('Next payment')]).toMatch(/^\d{1,3}( \d{3})*\.\d{2} ₼\d\d\.\d\d\.\d{4}$/);
    expect(await a11yViolations(page)).toEqual([]);

    await card.getByRole('button', { name: az('Schedule and payments') }).click();
    const dialog = page.getByRole('dialog', { name: 'İstehlak krediti' });
    const schedule = dialog.getByRole('table', { name: az('Schedule') });
    await schedule.waitFor();
    const lines = await rowsOf(schedule);
    expect(lines).toHaveLength(36);
    const statuses = lines.map((line) => line[6]);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(az('Paid')));
    expect(statuses.slice(5)).toEqual(Array(31).fill(az('Due')));
    for (const [number, due, main, rate, total, remaining] of lines) {
      expect(due).toMatch(day);
      for (const money of [main, rate, total]) expect(money).toMatch(manat);
      expect(minor(main ?? '') + minor(rate ?? '')).toBe(minor(total ?? ''));
      expect(remaining).toMatch(number === '36' ? /^0$/ : manat);
    }
    expect(await a11yViolations(page)).toEqual([]);

    await dialog.getByRole('tab', { name: az('Payment history') }).click();
    const history = dialog.getByRole('table', { name: az('Payment history') });
    await history.waitFor();
    const payments = await rowsOf(history);
    expect(payments).toHaveLength(5);
    for (const [date, main, rate, total] of payments) {
      expect(date).toMatch(/^\d\d\.\d\d\.\d{4} - \d\d:\d\d$/);
      expect(minor(main ?? '') + minor(rate ?? '')).toBe(minor(total ?? ''));
    }
    // Newest first: the fifth instalment's split is the first line.
    expect(payments[0]?.slice(1)).toEqual(lines[4]?.slice(2, 5));
    expect(await a11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('fits a 390 px phone in English, the schedule included', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/deposits');
    // The bank names its products in the page's language.
    await page.getByRole('region', { name: 'Target' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.goto('/en/loans');
    await page.getByRole('button', { name: en('Schedule and payments') }).click();
    const dialog = page.getByRole('dialog', { name: 'Consumer loan' });
    await dialog.getByRole('table', { name: en('Schedule') }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    expect(await a11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
