/**
 * Open-banking consents in the browser (issue 18): the sandbox third party
 * asks Leyla for a consent, she authorises two accounts with the SMS code, the third party reads
 * their balances, she revokes the consent on /account-consents after confirming, and the third
 * party's next read is refused. A second consent is authorised by a visitor who signs in on the
 * way (the sign-in page returns to the authorisation page), and she withdraws a bank consent on
 * /other-consents. Every screen is axe clean. Screenshots in az, ru and en at 1280 and 390 px go
 * to /tmp/shots/consents-web when SHOTS is set.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmWithCode, fillSignIn, labels, prefixOf } from './support/auth-pages';
import {
  a11yViolations,
  animationsSettled,
  baseURL,
  newContext,
  openPage,
  sharedBrowser,
} from './support/browser';
import { leyla } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';

// The bank sends the browser back to the third party's redirect URI, which has no language:
// the sandbox third party is Azerbaijani, so the loop runs in Azerbaijani.
const locale = 'az';
const t = labels(locale);
const browser = sharedBrowser();
const bank = { url: baseURL };
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function newTab() {
  const context = await newContext(browser());
  contexts.push(context);
  return openPage(context);
}

/** No accessibility problem at any impact, nothing wider than the window. */
async function screenIsClean(page: Page) {
  expect(await a11yViolations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await animationsSettled(page);
  await page.screenshot({ path: `/tmp/shots/consents-web/${name}.png`, fullPage: true });
}

const button = (page: Page, name: string) =>
  page.getByRole('button', { name: t(name), exact: true });

/** On /sandbox-tpp: ask for a consent with the form's defaults; the bank's page opens. */
async function requestConsent(page: Page) {
  await page.goto('/sandbox-tpp');
  await page.getByRole('heading', { level: 1, name: t('Sandbox third party') }).waitFor();
  await screenIsClean(page);
  await button(page, 'Ask the customer for consent').click();
}

/** Signs Leyla in through the pages; the home page may be slow while other suites run. */
async function signIn(page: Page) {
  await page.goto('/auth/signin');
  await fillSignIn(page, locale, leyla);
  await confirmWithCode(page, locale, bank.url, leyla.phone, 'Sign in');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: leyla.name }).waitFor();
}

/** A button of a row of the consents lists, by its visible text. */
const rowButton = (page: Page, text: string) =>
  page.locator('.consents__row button', { hasText: t(text) });

/** On the authorisation page: tick the first two accounts, allow, type the SMS code. */
async function authorizeTwo(page: Page) {
  await page.getByRole('heading', { level: 1, name: t('Access to your accounts') }).waitFor();
  const boxes = page.getByRole('checkbox');
  await boxes.first().waitFor();
  await screenIsClean(page);
  await expect.poll(() => button(page, 'Allow with an SMS code').isDisabled()).toBe(true);
  // By keyboard: Space ticks the focused box.
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await boxes.nth(1).focus();
  await page.keyboard.press('Space');
  const before = await newestSmsId(bank.url, leyla.phone);
  await button(page, 'Allow with an SMS code').click();
  await page.getByLabel(t('Code from SMS')).fill(await nextCode(bank.url, leyla.phone, before));
  await screenIsClean(page);
  await page.getByRole('button', { name: t('Confirm'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/sandbox-tpp');
}

/** Back on /sandbox-tpp: the two accounts' balances, read by the third party. */
async function balancesShown(page: Page) {
  const accounts = page.locator('.tpp__account');
  await expect.poll(() => accounts.count(), { timeout: 15_000 }).toBe(2);
  expect(await page.locator('.tpp__balances dd').count()).toBeGreaterThanOrEqual(2);
  await screenIsClean(page);
}

describe('a third party reads with the consent Leyla gave, until she revokes it', () => {
  let page: Page;

  it('the sandbox third party asks, Leyla authorises two accounts, it reads their balances', async () => {
    ({ page } = await newTab());
    await signIn(page);
    await requestConsent(page);
    await page.waitForURL((url) => /^\/consents\/[\w-]+\/authorize$/.test(url.pathname));
    await authorizeTwo(page);
    await balancesShown(page);
  });

  it('she revokes it on /account-consents after confirming; the next read is refused', async () => {
    await page.goto('/account-consents');
    await page.getByRole('heading', { level: 1, name: t('Account consents') }).waitFor();
    // The newest first: hers, above the demo data's own consents.
    const revoke = rowButton(page, 'Revoke');
    await revoke.first().waitFor();
    const active = await revoke.count();
    await screenIsClean(page);
    await rowButton(page, 'Details').first().click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: t('Access log') })
      .waitFor();
    await screenIsClean(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('Revoke'), exact: true })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await screenIsClean(page);
    await confirm.getByRole('button', { name: t('Revoke'), exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => revoke.count()).toBe(active - 1);

    await page.goto('/sandbox-tpp');
    await button(page, 'Read again, with the customer present').click();
    const refusal = page.getByRole('alert').filter({ hasText: 'CONSENT_INVALID' });
    await refusal.waitFor();
    expect(await page.locator('.tpp__account').count()).toBe(0);
    await screenIsClean(page);
  });

  it('a visitor following the link signs in on the way and lands on the authorisation page', async () => {
    const { page: visitor } = await newTab();
    await requestConsent(visitor);
    await visitor.waitForURL((url) => url.pathname === '/auth/signin');
    expect(new URL(visitor.url()).searchParams.get('next')).toMatch(
      /^\/consents\/[\w-]+\/authorize$/,
    );
    await fillSignIn(visitor, locale, leyla);
    await confirmWithCode(visitor, locale, bank.url, leyla.phone, 'Sign in');
    await authorizeTwo(visitor);
    await balancesShown(visitor);
  });

  it('she withdraws a bank consent on /other-consents after confirming', async () => {
    await page.goto('/other-consents');
    await page.getByRole('heading', { level: 1, name: t('Other consents') }).waitFor();
    const withdraw = rowButton(page, 'Withdraw');
    await withdraw.first().waitFor();
    const before = await withdraw.count();
    await screenIsClean(page);
    await withdraw.first().click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await screenIsClean(page);
    // Keep it first: nothing changes.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await withdraw.count()).toBe(before);
    await withdraw.first().click();
    await confirm.getByRole('button', { name: t('Withdraw'), exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => withdraw.count()).toBe(before - 1);
    await screenIsClean(page);
  });

  it('screenshots of each page and dialog in az, ru and en at 1280 and 390 px', async () => {
    if (!process.env.SHOTS) return;
    // A request awaiting Leyla, made as the third party's server would.
    const [tpp] = (await fetch(`${bank.url}/sandbox/v1/tpps`).then((r) => r.json())) as {
      id: string;
    }[];
    const validUntil = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const created = (await fetch(`${bank.url}/sandbox/v1/tpps/${tpp?.id}/consents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        access: { accounts: true, balances: true, transactions: true },
        recurringIndicator: true,
        validUntil,
        frequencyPerDay: 4,
      }),
    }).then((r) => r.json())) as { consentId: string };
    for (const lang of ['az', 'ru', 'en']) {
      const say = labels(lang);
      const prefix = prefixOf(lang);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const name = (what: string) => `${what}-${lang}-${width}`;
        await page.goto(`${prefix}/account-consents`);
        const row = (text: string) =>
          page.locator('.consents__row button', { hasText: say(text) }).first();
        await row('Details').waitFor();
        await shot(page, name('account-consents'));
        await row('Details').click();
        await page
          .getByRole('dialog')
          .locator('.consents__log, .query-status--empty')
          .first()
          .waitFor();
        await shot(page, name('details'));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await row('Revoke').click();
        await page.getByRole('alertdialog').waitFor();
        await shot(page, name('revoke-confirmation'));
        await page.keyboard.press('Escape');
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
        await page.goto(`${prefix}/consents/${created.consentId}/authorize`);
        await page.getByRole('checkbox').first().waitFor();
        await shot(page, name('authorize'));
        await page.goto(`${prefix}/sandbox-tpp`);
        await page.locator('.tpp__data, .tpp__problem, .tpp__form').first().waitFor();
        await shot(page, name('sandbox-tpp'));
        await page.goto(`${prefix}/other-consents`);
        await page.locator('.consents__row').first().waitFor();
        await shot(page, name('other-consents'));
      }
    }
  });
});
