/**
 * The signed-in home and accounts pages against the real bank: Leyla's products and totals,
 * hiding balances, blocking and unblocking a card, copying an IBAN and reading requisites.
 * The card is left active: other test files sign in as Leyla on the same bank.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/money';
import { confirmWithCode, labels, signIn } from './support/auth-pages';
import { type RunningBank, startBankServer } from './support/bank-server';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { apiSignIn, elvin, leyla } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';

const browser = sharedBrowser();
const t = labels('en');

interface Products {
  accounts: { name: string; iban: string; currency: string; balance: number }[];
  deposits: { name: string; currency: string; totalAmount: number }[];
  loans: { name: string; currency: string; remainingAmount: number }[];
  cards: { id: string; name: string; status: string }[];
}

/**
 * What the bank says about the signed-in customer's products, read with the page's token, in
 * the pages' language (the bank names products in the language asked).
 */
function products(page: Page): Promise<Products> {
  return page.evaluate(async () => {
    const headers = {
      Authorization: sessionStorage.getItem('access_token') ?? '',
      'Accept-Language': 'en',
    };
    const read = (path: string) => fetch(path, { headers }).then((response) => response.json());
    const [accounts, deposits, loans, cards] = await Promise.all(
      ['/api/v1/accounts', '/api/v1/deposits', '/api/v1/loans', '/api/v1/cards'].map(read),
    );
    return { accounts, deposits, loans, cards };
  });
}

/** Own money per currency as the home page must show it: accounts and deposits, no cards. */
function ownMoney({ accounts, deposits }: Products, currency: string): string {
  const minor = (amount: number) => Math.round(amount * 100);
  const sum = [
    ...accounts.filter((a) => a.currency === currency).map((a) => minor(a.balance)),
    ...deposits.filter((d) => d.currency === currency).map((d) => minor(d.totalAmount)),
  ].reduce((total, each) => total + each, 0);
  return formatMoney(sum, currency);
}

/** Axe once the dialog's entrance animation is over (mid-fade colours are not what people see). */
async function settledA11yViolations(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator('[data-entering]').count()).toBe(0);
  return a11yViolations(page);
}

/** A signed-in tab without going through the sign-in pages. */
async function signedInContext(options: {
  viewport?: { width: number; height: number };
  initScript?: () => void;
}): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const before = await newestSmsId(baseURL, leyla.phone);
  const tokens = await apiSignIn(baseURL, leyla, () => nextCode(baseURL, leyla.phone, before));
  const context = await browser().newContext({
    baseURL,
    serviceWorkers: 'block',
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  await context.addInitScript((stored) => {
    if (!sessionStorage.getItem('access_token')) {
      sessionStorage.setItem('access_token', stored.accessToken);
      sessionStorage.setItem('refresh_token', stored.refreshToken);
    }
  }, tokens);
  if (options.initScript) await context.addInitScript(options.initScript);
  const { page, consoleErrors } = await openPage(context);
  return { context, page, consoleErrors };
}

describe('the home page', () => {
  it("shows Leyla's products and per-currency totals, and hides balances across reloads", async () => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, 'en', baseURL, leyla);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const bank = await products(page);

    for (const card of ['Visa Classic', 'Mastercard Gold']) {
      await page.getByRole('button', { name: new RegExp(card) }).waitFor();
    }
    for (const name of [
      ...bank.accounts.map((a) => a.name),
      ...bank.deposits.map((d) => d.name),
      ...bank.loans.map((l) => l.name),
    ]) {
      await page.getByText(name, { exact: true }).first().waitFor();
    }
    const totals = page.getByRole('region', { name: t('My money') });
    for (const currency of ['AZN', 'USD']) {
      const total = totals.getByRole('listitem').filter({ hasText: currency });
      await total.getByText(ownMoney(bank, currency), { exact: true }).first().waitFor();
    }
    // Debt per currency: every loan's remaining amount (other tests may have granted her more).
    expect(bank.loans.length).toBeGreaterThan(0);
    for (const currency of new Set(bank.loans.map((loan) => loan.currency))) {
      const owed = bank.loans
        .filter((loan) => loan.currency === currency)
        .reduce((sum, loan) => sum + Math.round(loan.remainingAmount * 100), 0);
      await totals.getByText(formatMoney(owed, currency), { exact: true }).waitFor();
    }
    // Straight after sign-in: no announcement left pointing at the sign-in page's button.
    expect(await a11yViolations(page)).toEqual([]);

    const toggle = page.getByRole('switch', { name: t('Hide balances') });
    await toggle.check({ force: true });
    await expect.poll(() => totals.getByText(ownMoney(bank, 'AZN')).count()).toBe(0);
    expect(await page.locator('.money--hidden').count()).toBeGreaterThan(4);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.getByRole('switch', { name: t('Hide balances') }).isChecked()).toBe(true);
    await expect.poll(() => page.locator('.money--hidden').count()).toBeGreaterThan(4);
    await page.getByRole('switch', { name: t('Hide balances') }).uncheck({ force: true });
    await totals.getByText(ownMoney(bank, 'AZN'), { exact: true }).first().waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('blocks a card after confirming, then unblocks it', async () => {
    const { context, page, consoleErrors } = await signedInContext({});
    await page.goto('/en');
    const tile = () => page.getByRole('button', { name: /Visa Classic/ });
    await tile().click();
    const dialog = page.getByRole('dialog', { name: 'Visa Classic' });
    await dialog.getByRole('button', { name: t('Block the card') }).click();
    await dialog.getByRole('heading', { name: 'Block the card Visa Classic?' }).waitFor();
    expect(await settledA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('Yes, block it') }).click();
    await dialog.getByText(t('The card is blocked. It cannot pay until you unblock it.')).waitFor();
    await page.getByText('The card Visa Classic is blocked').first().waitFor();
    const visa = (await products(page)).cards.find((card) => card.name === 'Visa Classic');
    expect(visa?.status).toBe('BLOCKED');
    await page.keyboard.press('Escape');
    await expect.poll(() => tile().textContent()).toContain(t('Blocked'));

    await tile().click();
    await dialog.getByRole('button', { name: t('Unblock the card') }).click();
    await dialog.getByText(t('The card is active again.')).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => tile().textContent()).toContain(t('Active'));
    const after = (await products(page)).cards.find((card) => card.name === 'Visa Classic');
    expect(after?.status).toBe('ACTIVE');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("a new customer's home", () => {
  // Elvin registers on a bank of his own: on the shared one another file registers him.
  let bank: RunningBank;
  beforeAll(async () => {
    bank = await startBankServer();
  });
  afterAll(() => bank.stop());

  it('gives the next steps in place of empty lists, each leading to its flow', async () => {
    const context = await browser().newContext({ baseURL: bank.url, serviceWorkers: 'block' });
    const { page, consoleErrors } = await openPage(context);
    await page.goto('/en/auth/signup');
    await page.getByLabel(t('FIN'), { exact: true }).fill(elvin.fin);
    await confirmWithCode(page, 'en', bank.url, elvin.phone, 'Get a code');
    for (const label of ['New password', 'Repeat the password']) {
      await page.getByLabel(t(label), { exact: true }).fill('Yeni2026!parol');
    }
    await page.getByRole('button', { name: t('Save the password') }).click();
    await page.getByRole('button', { name: t('Go to the internet bank') }).click();
    await page.waitForURL((url) => url.pathname === '/en');

    const steps = page.getByRole('region', { name: t('Get started') });
    await steps.waitFor();
    expect(await steps.getByRole('link').allInnerTexts()).toEqual(
      ['Open an account', 'Open a deposit', 'Apply for a loan'].map(t),
    );
    // None of the five empty lists of before.
    expect(await page.getByRole('region', { name: t('My money') }).count()).toBe(0);
    expect(await page.getByText(t('You have no cards yet.')).count()).toBe(0);
    expect(await a11yViolations(page)).toEqual([]);

    await steps.getByRole('link', { name: t('Open an account') }).click();
    await page.getByRole('button', { name: t('Open a new account') }).waitFor();
    await page.goBack();
    await steps.getByRole('link', { name: t('Open a deposit') }).click();
    await page.getByRole('button', { name: t('Open a new deposit') }).waitFor();
    await page.goBack();
    await steps.getByRole('link', { name: t('Apply for a loan') }).click();
    await page.waitForURL((url) => url.pathname === '/en/get-credit');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the accounts page', () => {
  it('copies an IBAN without spaces and shows the requisites', async () => {
    const { context, page, consoleErrors } = await signedInContext({});
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/en');
    await page.getByRole('link', { name: t('All accounts') }).click();
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    const [azn] = (await products(page)).accounts.filter((a) => a.currency === 'AZN');
    if (!azn) throw new Error('Leyla has an AZN account in the sandbox');
    const account = page.getByRole('region', { name: azn.name });
    await account.getByText(azn.iban.replace(/(.{4})(?=.)/g, '$1 ')).waitFor();
    expect(await a11yViolations(page)).toEqual([]);

    await account.getByRole('button', { name: t('Copy IBAN') }).click();
    await page.getByText(t('IBAN copied')).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(azn.iban);

    await account.getByRole('button', { name: t('Requisites') }).click();
    const dialog = page.getByRole('dialog', { name: `Requisites of ${azn.name}` });
    await dialog.getByText(leyla.name).waitFor();
    await dialog.getByText('IBNKAZ22').waitFor();
    expect(await settledA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('Copy the requisites') }).click();
    await page.getByText(t('Requisites copied')).first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`IBAN: ${azn.iban}`);
    expect(copied).toContain('BIC (SWIFT): IBNKAZ22');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('offers the text to copy by hand where the browser has no clipboard', async () => {
    const { context, page } = await signedInContext({
      initScript: () => Object.defineProperty(navigator, 'clipboard', { value: undefined }),
    });
    await page.goto('/en/accounts');
    await page
      .getByRole('button', { name: t('Copy IBAN') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('Copy it yourself') });
    const field = dialog.getByRole('textbox', { name: 'IBAN' });
    expect(await field.inputValue()).toMatch(/^AZ\d{2}IBNK[0-9A-Z]{20}$/);
    expect(await field.evaluate((el: HTMLTextAreaElement) => el.selectionEnd)).toBe(28);
    await dialog.getByRole('button', { name: t('Done') }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });
});

describe('on a phone', () => {
  it('home and accounts fit 390 px without sideways scrolling', async () => {
    const { context, page } = await signedInContext({ viewport: { width: 390, height: 800 } });
    for (const path of ['/en', '/en/accounts']) {
      await page.goto(path);
      await page
        .getByRole('button', { name: t('Requisites') })
        .or(page.getByRole('button', { name: /Visa Classic/ }))
        .first()
        .waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 390 });
    }
    await context.close();
  });
});
