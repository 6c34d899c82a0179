/**
 * /operations with a demo customer's three months of history: PRODUCT 9's period filters, the
 * product filter, the spending chart and a PDF statement read back with unpdf; an operation
 * opened in its dialog with its receipt, the history's search, and hidden balances (issue 15).
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { extractText } from 'unpdf';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bankTimeZone, type HistoryFilter, historyPeriod } from '../../domain/calendar';
import { labels, prefixOf, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { rashad } from './support/customers';

const locale = 'ru';
const t = labels(locale);
const browser = sharedBrowser();
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

let signedIn: Promise<void> | undefined;

/** One sign-in for the file (expect.poll inside it needs a test, so not in beforeAll). */
function signedInOnce(): Promise<void> {
  signedIn ??= (async () => {
    context = await newContext(browser());
    ({ page, consoleErrors } = await openPage(context));
    await signIn(page, locale, baseURL, rashad);
    await page.goto(`${prefixOf(locale)}/operations`);
  })();
  return signedIn;
}

beforeEach(() => signedInOnce());

afterAll(async () => {
  await context?.close();
});

/** RAC draws the radio inside its label, which takes the click as a person's would. */
const choosePeriod = (name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();
/** Axe judges colours: wait until the dialog has finished fading in. */
const dialogShown = async (dialog: ReturnType<Page['getByRole']>) => {
  await dialog.waitFor();
  await expect.poll(() => page.locator('[data-entering]').count()).toBe(0);
};
const history = () => page.getByRole('list', { name: t('Operations, newest first') });
// The lines are buttons too, and a line's name may hold the word ("Продукты").
const productSelect = () =>
  page.locator('.operations-filters').getByRole('button', { name: t('Product') });
const showMore = () => page.getByRole('button', { name: t('Show more') });
const ddMMyyyy = (day: Temporal.PlainDate) => day.toLocaleString('en-GB').replaceAll('/', '.');
const dayOf = (text: string) => {
  const [day, month, year] = (text.split(' - ')[0] ?? '').split('.');
  return Temporal.PlainDate.from(`${year}-${month}-${day}`);
};

function periodOf(filter: HistoryFilter) {
  const today = Temporal.Now.zonedDateTimeISO(bankTimeZone).toPlainDate();
  return historyPeriod(filter, today);
}

/** Waits until the page shows this period's lines, not the previous filter's. */
async function settled(filter: HistoryFilter) {
  const { from, to } = periodOf(filter);
  const text = t('Operations from {from} to {to}')
    .replace('{from}', ddMMyyyy(from))
    .replace('{to}', ddMMyyyy(to));
  await page.getByText(text).waitFor();
  await history().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

/** Presses "show more" until the history ends; returns every line's day. */
async function everyLineDay(): Promise<Temporal.PlainDate[]> {
  while (await showMore().isVisible()) {
    const before = await history().getByRole('listitem').count();
    await showMore().click();
    await expect.poll(() => history().getByRole('listitem').count()).toBeGreaterThan(before);
  }
  const times = await history().locator('time').allTextContents();
  return times.map(dayOf);
}

const within = (days: Temporal.PlainDate[], filter: HistoryFilter) => {
  const { from, to } = periodOf(filter);
  return days.filter(
    (day) => Temporal.PlainDate.compare(day, from) < 0 || Temporal.PlainDate.compare(day, to) > 0,
  );
};

describe('the operations page', () => {
  it('filters the history by past week, month and 3 months, and keeps it in the URL', async () => {
    await settled('month');
    const month = await everyLineDay();
    expect(within(month, 'month')).toEqual([]);

    await choosePeriod(t('Past week'));
    await page.waitForURL((url) => url.searchParams.get('period') === 'week');
    await settled('week');
    const week = await everyLineDay();
    expect(week.length).toBeGreaterThan(0);
    expect(within(week, 'week')).toEqual([]);
    expect(week.length).toBeLessThan(month.length);

    await choosePeriod(t('Past 3 months'));
    await settled('three-months');
    const quarter = await everyLineDay();
    expect(within(quarter, 'three-months')).toEqual([]);
    expect(quarter.length).toBeGreaterThan(month.length);
    // Older than a month: the seed books about three months.
    const monthStart = periodOf('month').from;
    expect(quarter.some((day) => Temporal.PlainDate.compare(day, monthStart) < 0)).toBe(true);

    // A reload keeps the filter: the link of a filtered view works.
    await page.reload();
    await settled('three-months');
    expect(await page.getByRole('radio', { name: t('Past 3 months') }).isChecked()).toBe(true);
  });

  it('filters by product and draws the spending chart per currency', async () => {
    await choosePeriod(t('Past month'));
    await settled('month');
    await page
      .getByRole('table', {
        name: t('Spending in {currency} by category').replace('{currency}', 'AZN'),
      })
      .waitFor();
    expect(await a11yViolations(page)).toEqual([]);

    await productSelect().click();
    await page.getByRole('option', { name: /Текущий счёт USD/ }).click();
    await page.waitForURL((url) => url.searchParams.has('product'));
    await settled('month');
    const amounts = await history().locator('.operation__amount').allTextContents();
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.every((amount) => amount.endsWith(' $'))).toBe(true);
    await page
      .getByRole('table', {
        name: t('Spending in {currency} by category').replace('{currency}', 'USD'),
      })
      .waitFor();
    expect(await page.getByRole('img', { name: /AZN/ }).count()).toBe(0);

    await productSelect().click();
    await page.getByRole('option', { name: /Потребительский кредит/ }).click();
    await page.getByText(t('The spending breakdown is shown for accounts and cards.')).waitFor();
    await settled('month');
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('downloads a PDF statement of an account with the customer name in it', async () => {
    await page.getByRole('button', { name: t('Account statement (PDF)') }).click();
    const dialog = page.getByRole('dialog', { name: t('Account statement') });
    await dialogShown(dialog);
    await dialog.getByRole('button', { name: t('Account') }).click();
    await page.getByRole('option', { name: /Текущий счёт AZN/ }).click();
    expect(await a11yViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: t('Download PDF') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-.+\.pdf$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(file), { mergePages: true });
    expect(text).toContain(rashad.name);
    await dialog.getByText(download.suggestedFilename()).waitFor();
    await dialog
      .getByRole('button', { name: t('Close'), exact: true })
      .first()
      .click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens an operation in an accessible dialog with its receipt PDF', async () => {
    await page.goto(`${prefixOf(locale)}/operations?period=month`);
    await settled('month');
    const line = history().getByRole('button').first();
    const title = (await line.locator('.operation__title').textContent()) ?? '';
    const amount = (await line.locator('.operation__amount').textContent()) ?? '';
    await line.click();
    const dialog = page.getByRole('dialog', { name: t('Operation details') });
    await dialogShown(dialog);
    const reference = dialog.getByText(/^(OP|TR)-[\d-]+$/);
    await reference.waitFor();
    expect(await dialog.getByText(title).count()).toBeGreaterThan(0);
    expect(await dialog.locator('.operation-dialog__amount').textContent()).toBe(amount);
    for (const label of ['Date and time', 'Status', 'Reference number', 'Commission']) {
      await dialog.getByText(t(label), { exact: true }).waitFor();
    }
    expect(await a11yViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: t('Download the receipt (PDF)') }).click(),
    ]);
    const referenceText = (await reference.textContent()) ?? '';
    expect(download.suggestedFilename()).toBe(`receipt-${referenceText}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(file), { mergePages: true });
    expect(text).toContain(referenceText);
    expect(text).toContain('Квитанция об операции');
    expect(text).toContain(amount.trim());
    await dialog.getByText(t('The receipt is downloaded.')).waitFor();

    // Escape closes it and the keyboard is back on the line it was opened from.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await line.evaluate((element) => element === document.activeElement)).toBe(true);
    // The keyboard opens it too.
    await page.keyboard.press('Enter');
    await dialogShown(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('searches the history by counterparty and by amount, kept in the URL', async () => {
    await page.goto(`${prefixOf(locale)}/operations?period=three-months`);
    await settled('three-months');
    const titles = await history().locator('.operation__title').allTextContents();
    const counterparty = titles.find((title) => /^\p{L}{4,}/u.test(title)) ?? '';
    const word = counterparty.match(/^\p{L}+/u)?.[0] ?? '';
    expect(word.length).toBeGreaterThan(3);
    const box = page.getByRole('searchbox', { name: t('Search the history') });
    await box.fill(word.toLowerCase());
    await page.waitForURL((url) => url.searchParams.get('q') === word.toLowerCase());
    await settled('three-months');
    const found = await history().getByRole('listitem').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text.toLowerCase()).toContain(word.toLowerCase());

    const amount = (await history().locator('.operation__amount').first().textContent()) ?? '';
    const whole = amount.replace(/[^\d.]/g, '').split('.')[0] ?? '';
    await box.fill(whole);
    // The router keeps a number-like search a string by quoting it in the address.
    await page.waitForURL((url) => url.searchParams.get('q') === `"${whole}"`);
    await settled('three-months');
    // A number finds the amounts it is the whole part of, and texts that contain it.
    const wholeOf = (text: string) => text.replace(/[^\d.]/g, '').split('.')[0];
    const matches = await history()
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => ({
          amount: item.querySelector('.operation__amount')?.textContent ?? '',
          text: item.querySelector('.operation__main')?.textContent ?? '',
        })),
      );
    expect(matches.some(({ amount }) => wholeOf(amount) === whole)).toBe(true);
    for (const { amount, text } of matches) {
      expect(wholeOf(amount) === whole || text.includes(whole), `${amount} ${text}`).toBe(true);
    }
    expect(await a11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('Clear the search') }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await settled('three-months');
  });

  it('hides the spending totals and what remains of a loan when balances are hidden', async () => {
    await page.evaluate(() => window.localStorage.setItem('hide_balances', '1'));
    try {
      await page.goto(`${prefixOf(locale)}/operations?period=month`);
      await settled('month');
      const chart = page.locator('.spending-chart').first();
      await chart.waitFor();
      expect(await chart.locator('.money:not(.money--hidden)').count()).toBe(0);
      expect(await chart.locator('.money--hidden').count()).toBeGreaterThan(1);

      await page.goto(`${prefixOf(locale)}/loans`);
      await page
        .getByRole('button', { name: t('Schedule and payments') })
        .first()
        .click();
      const schedule = page.getByRole('dialog').getByRole('table', { name: t('Schedule') });
      await schedule.waitFor();
      const remaining = schedule.locator('.loan-table__cell--remaining .money');
      expect(await remaining.count()).toBeGreaterThan(0);
      expect(
        await remaining.evaluateAll((cells) =>
          cells.every((cell) => cell.classList.contains('money--hidden')),
        ),
      ).toBe(true);
      expect(await schedule.locator('.loan-table__cell--total .money--hidden').count()).toBe(0);
    } finally {
      await page.evaluate(() => window.localStorage.removeItem('hide_balances'));
    }
  });

  it('fits a 390 px phone without scrolling sideways, with the dialog open too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefixOf(locale)}/operations?period=three-months`);
    await settled('three-months');
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: t('Account statement (PDF)') }).click();
    await dialogShown(page.getByRole('dialog', { name: t('Account statement') }));
    expect(await sideways()).toBeLessThanOrEqual(0);
    expect(await a11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
