/**
 * Issue 15 against the real bank: the requisites a payer at another bank needs (copied line by
 * line, shared as a PDF: downloaded where the browser cannot share files) and product names in
 * the page's language, switched without a reload.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels } from './support/auth-pages';
import { a11yViolations, baseURL, openPage, sharedBrowser } from './support/browser';
import { apiSignIn, leyla } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';

const browser = sharedBrowser();
const t = labels('en');
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  const before = await newestSmsId(baseURL, leyla.phone);
  const tokens = await apiSignIn(baseURL, leyla, () => nextCode(baseURL, leyla.phone, before));
  context = await browser().newContext({ baseURL, serviceWorkers: 'block', acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.addInitScript((stored) => {
    if (!sessionStorage.getItem('access_token')) {
      sessionStorage.setItem('access_token', stored.accessToken);
      sessionStorage.setItem('refresh_token', stored.refreshToken);
    }
  }, tokens);
  ({ page, consoleErrors } = await openPage(context));
}, 60_000);
afterAll(async () => {
  await context.close();
});

describe('product names', () => {
  it('follow the interface language, switched on the page', async () => {
    await page.goto('/en/accounts');
    await page.getByRole('region', { name: 'Current account AZN' }).first().waitFor();
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: /Русский/ })
      .click();
    await page.getByRole('region', { name: 'Текущий счёт AZN' }).first().waitFor();
    await page.goto('/loans');
    await page.getByRole('region', { name: 'İstehlak krediti' }).first().waitFor();
    await page.goto('/en/loans');
    await page.getByRole('region', { name: 'Consumer loan' }).first().waitFor();
  });
});

describe('the requisites dialog', () => {
  it('shows what a payer at another bank needs, copies each line and downloads the PDF', async () => {
    await page.goto('/en/accounts');
    // Another test may have opened a second manat account: the first is the seeded one.
    const account = page.getByRole('region', { name: 'Current account AZN' }).first();
    await account.getByRole('button', { name: t('Requisites') }).click();
    const dialog = page.getByRole('dialog', { name: 'Requisites of Current account AZN' });
    for (const text of [
      'Leyla Məmmədova',
      '1400057421',
      'IBNKAZ22',
      'AZ82 NABZ 0135 0100 0000 0007 1944',
    ]) {
      await dialog.getByText(text).waitFor();
    }
    await expect.poll(() => page.locator('[data-entering]').count()).toBe(0);
    expect(await a11yViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Copy: Correspondent account' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('AZ82NABZ01350100000000071944');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Share as PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^requisites-AZ\d{2}IBNK[0-9A-Z]{20}\.pdf$/);
    expect(consoleErrors).toEqual([]);
  });
});
