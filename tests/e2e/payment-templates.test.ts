/**
 * Payment templates and payment methods in the browser (issue 16), as Rəşad: a template made on
 * /templates/new (another operator's number refused first), seen on /payments, renamed (a name
 * he already uses refused at the name), paid from (its Pay opens the prefilled confirmation) and
 * deleted after the confirm dialog; then his default payment method changed on
 * /payment-methods and found pre-selected on /transfers and on a provider's form, and changed
 * back. Axe finds nothing on any screen, and the console stays clean.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { labels, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { rashad } from './support/customers';

const locale = 'en';
const t = labels(locale);
const browser = sharedBrowser();
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

let signedIn: Promise<void> | undefined;

// Signed in once, before the first test (expect.poll needs a test).
beforeEach(() => {
  signedIn ??= (async () => {
    context = await newContext(browser());
    // A taken name is answered 409 on purpose; the app reads it.
    ({ page, consoleErrors } = await openPage(context, { expected: /\/payment-templates/ }));
    await signIn(page, locale, baseURL, rashad);
  })();
  return signedIn;
});

afterAll(async () => {
  await context?.close();
});

async function screenIsClean() {
  expect(await a11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

/** Clicks a choice of a radio group by its visible text, as a person does. */
async function choose(group: string, option: string) {
  const label = page
    .getByRole('radiogroup', { name: group, exact: true })
    .locator('label')
    .filter({ hasText: option })
    .first();
  await label.click();
  await expect.poll(() => label.getByRole('radio').isChecked()).toBe(true);
}

const field = (name: string) => page.getByLabel(name, { exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const pageTitle = () => page.locator('#page-title').textContent();

async function openPayments() {
  await page.goto('/en/payments');
  await page.getByRole('heading', { name: t('Templates'), exact: true }).waitFor();
}

/** A template saved through the bank's API, as another device of his would. */
function saveTemplateByApi(name: string, phone: string) {
  return page.evaluate(
    async ({ name, phone }) => {
      const headers = {
        Authorization: sessionStorage.getItem('access_token') ?? '',
        'Content-Type': 'application/json',
      };
      const answer = await fetch('/api/v1/payment-providers', { headers });
      const { categories } = (await answer.json()) as {
        categories: { providers: { id: string; name: string }[] }[];
      };
      const azercell = categories
        .flatMap((each) => each.providers)
        .find((p) => p.name === 'Azercell');
      const body = JSON.stringify({ name, providerId: azercell?.id, fields: { phone } });
      return (await fetch('/api/v1/payment-templates', { method: 'POST', headers, body })).status;
    },
    { name, phone },
  );
}

describe('payment templates', () => {
  const name = 'Mother e2e';
  const renamed = 'Mother, mobile e2e';
  const other = 'Sister e2e';

  it('makes a template on /templates/new, refusing another operator’s number first', async () => {
    await openPayments();
    await page.getByRole('link', { name: t('New template'), exact: true }).click();
    await expect.poll(pageTitle).toBe(t('New template'));
    await field(t('Template name')).fill(name);
    await choose(t('Category'), t('Mobile operators'));
    await choose(t('Provider'), 'Azercell');
    await field(t('Mobile number')).fill('70 123 45 67');
    await page.getByText("This number is not Azercell's: its numbers start with").waitFor();
    await button(t('Save the template')).click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('Check the fields marked above.') })
      .waitFor();
    await screenIsClean();
    await field(t('Mobile number')).fill('50 765 43 21');
    await field(t('Amount, ₼ (optional)')).fill('5');
    await button(t('Save the template')).click();
    await page.waitForURL((url) => url.pathname === '/en/payments');
    await page.getByRole('link', { name: `Pay: ${name}`, exact: true }).waitFor();
  });

  it('renames it, refusing a name he already uses', async () => {
    expect(await saveTemplateByApi(other, '511234567')).toBe(201);
    await openPayments();
    await page.getByRole('link', { name: `Edit: ${name}`, exact: true }).click();
    await expect.poll(pageTitle).toBe(t('Edit template'));
    await expect.poll(() => field(t('Mobile number')).inputValue()).toBe('507654321');
    await field(t('Template name')).fill(other.toUpperCase());
    await button(t('Save the template')).click();
    const taken = 'You already have a template of this name: choose another.';
    await expect
      .poll(() => field(t('Template name')).getAttribute('aria-describedby'))
      .toBeTruthy();
    await page.getByText(taken).waitFor();
    expect(await field(t('Template name')).getAttribute('aria-invalid')).toBe('true');
    await screenIsClean();
    await field(t('Template name')).fill(renamed);
    await button(t('Save the template')).click();
    await page.waitForURL((url) => url.pathname === '/en/payments');
    await page.getByRole('link', { name: `Pay: ${renamed}`, exact: true }).waitFor();
  });

  it('pays from it: Pay opens the prefilled confirmation', async () => {
    await page.getByRole('link', { name: `Pay: ${renamed}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('Check and confirm the payment') });
    await dialog.waitFor();
    await dialog.getByText('Azercell').first().waitFor();
    await dialog.getByRole('button', { name: t('Confirm the payment') }).waitFor();
  });

  it('deletes it after the confirm dialog', async () => {
    await openPayments();
    await page.getByRole('link', { name: `Edit: ${renamed}`, exact: true }).click();
    await button(t('Delete the template')).click();
    const dialog = page.getByRole('alertdialog', { name: t('Delete the template?') });
    await dialog.waitFor();
    await screenIsClean();
    await dialog.getByRole('button', { name: t('Yes, delete it'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/payments');
    await page.getByRole('link', { name: `Pay: ${other}`, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: `Pay: ${renamed}`, exact: true }).count()).toBe(0);
  });
});

describe('payment methods', () => {
  const methods = () => page.getByRole('list', { name: t('Accounts and cards') });
  const defaultRow = () =>
    methods()
      .getByRole('listitem')
      .filter({ hasText: t('Default') })
      .locator('.product-row__name > span')
      .first();

  async function makeDefault(name: string) {
    await page.goto('/en/payment-methods');
    await methods().waitFor();
    await page.getByRole('button', { name: `Make default: ${name}`, exact: true }).click();
    await expect.poll(() => defaultRow().textContent()).toBe(name);
  }

  it('makes another source the default: pre-selected on /transfers and on a payment form', async () => {
    await page.goto('/en/payment-methods');
    await methods().waitFor();
    const before = (await defaultRow().textContent()) ?? '';
    await screenIsClean();

    // The dollar account is not the first account: only the default puts it in From.
    await makeDefault('Current account USD');
    await page.goto('/en/transfers');
    await choose(t('Type of transfer'), t('Account to account'));
    const from = page.getByRole('radiogroup', { name: 'From', exact: true });
    await expect.poll(() => from.locator('label[data-selected]').textContent()).toContain('USD');

    // Providers take manats: the manat account, made the default, is where a payment leaves from.
    await makeDefault('Current account AZN');
    await openPayments();
    await page.getByRole('link', { name: 'Azercell' }).first().click();
    const payFrom = page.getByRole('radiogroup', { name: t('Pay from'), exact: true });
    await expect
      .poll(() => payFrom.locator('label[data-selected]').textContent())
      .toContain('Current account AZN');

    // Back as it was, for the files that run after this one on the same bank.
    await makeDefault(before);
  });
});
