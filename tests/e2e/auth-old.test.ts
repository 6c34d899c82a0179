/**
 * /auth-old (PRODUCT 6): signing in with an old-generation ID card's number through the same auth
 * chart as the FIN sign-in. Screenshots at 1280 and 390 px go to /tmp/shots/auth-old with SHOTS.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmWithCode, labels, prefixOf } from './support/auth-pages';
import {
  a11yViolations,
  animationsSettled,
  baseURL,
  newContext,
  openPage,
  sharedBrowser,
} from './support/browser';
import { leyla } from './support/customers';

const browser = sharedBrowser();
const oldCard = 'AZE12345678';

async function fillOldCard(page: Page, locale: string, number: string) {
  const t = labels(locale);
  await page.getByLabel(t('ID card number'), { exact: true }).fill(number);
  await page.getByLabel(t('Password'), { exact: true }).fill(leyla.password);
}

async function signedIn(page: Page, locale: string) {
  await page.waitForURL((url) => url.pathname === (prefixOf(locale) || '/'));
  // The home page follows once the signed-in layout's chunks and catalog have loaded,
  // which takes seconds on a loaded machine, longer than expect.poll's one second.
  await page.getByRole('button', { name: leyla.name }).first().waitFor();
  expect(await page.getByRole('button', { name: leyla.name }).count()).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeTruthy();
}

describe('signing in with an old-generation ID card', () => {
  it('in az: from the FIN sign-in by its link, with the card number and the SMS code', async () => {
    const t = labels('az');
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto('/auth/signin');
    await page.getByRole('link', { name: t('Old-generation ID card?') }).click();
    await page.waitForURL((url) => url.pathname === '/auth-old');
    await page
      .getByRole('heading', { level: 1, name: t('Sign in with an old-generation ID card') })
      .waitFor();
    await fillOldCard(page, 'az', oldCard);
    expect(await a11yViolations(page)).toEqual([]);
    await confirmWithCode(page, 'az', baseURL, leyla.phone, 'Sign in');
    await signedIn(page, 'az');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('in ru: a wrong number is pointed out, the right one signs in, axe clean with the code dialog', async () => {
    const t = labels('ru');
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto('/ru/auth-old');
    const signInButton = page.getByRole('button', { name: t('Sign in'), exact: true });
    await fillOldCard(page, 'ru', 'aze1234');
    await expect.poll(() => signInButton.isDisabled()).toBe(true);
    await page
      .getByText(
        t("An old-generation ID card's number is AZE and 8 digits, for example AZE12345678."),
      )
      .waitFor();
    // Typed in lower case with a space, it is the card's number all the same.
    await fillOldCard(page, 'ru', 'aze 12345678');
    expect(await page.getByLabel(t('ID card number'), { exact: true }).inputValue()).toBe(oldCard);
    await expect.poll(() => signInButton.isDisabled()).toBe(false);
    await signInButton.click();
    const dialog = page.getByRole('dialog', { name: t('Confirm with a code') });
    await dialog.waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await dialog.press('Escape');
    await confirmWithCode(page, 'ru', baseURL, leyla.phone, 'Sign in');
    await signedIn(page, 'ru');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('leads back to the FIN sign-in; photographs /auth-old with SHOTS', async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto('/en/auth-old');
    await page.getByRole('link', { name: 'Sign in with the FIN' }).click();
    await page.waitForURL((url) => url.pathname === '/en/auth/signin');
    await page.getByLabel('FIN', { exact: true }).waitFor();
    if (process.env.SHOTS) {
      for (const locale of ['az', 'ru', 'en']) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${prefixOf(locale)}/auth-old`);
          await fillOldCard(page, locale, 'AZE1234');
          await page.getByLabel(labels(locale)('Password'), { exact: true }).focus();
          await animationsSettled(page);
          await page.screenshot({
            path: `/tmp/shots/auth-old/auth-old-${locale}-${width}.png`,
            fullPage: true,
          });
        }
      }
    }
    await context.close();
  });
});
