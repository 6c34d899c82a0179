/**
 * A card's controls in the browser against the real bank (issue 16): Nigar lowers her Visa's
 * online limit with the SMS code, turns its online payments off and sees a transfer from the
 * card refused on /transfers in the bank's words, turns them on again, and shows the card's
 * requisites with a code: the whole number, then gone after the minute (the page's clock jumps
 * ahead) and at once with Hide. Axe finds nothing at any step; the dialog is photographed at
 * 1280 and 390 px in each language.
 */
import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yViolations, baseURL, openPage, sharedBrowser } from './support/browser';
import { translated } from './support/catalog';
import { apiSignIn, nigar } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';

const browser = sharedBrowser();
const shots = '/tmp/shots/card-controls';
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  const before = await newestSmsId(baseURL, nigar.phone);
  const tokens = await apiSignIn(baseURL, nigar, () => nextCode(baseURL, nigar.phone, before));
  context = await browser().newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript((stored) => {
    if (!sessionStorage.getItem('access_token')) {
      sessionStorage.setItem('access_token', stored.accessToken);
      sessionStorage.setItem('refresh_token', stored.refreshToken);
    }
  }, tokens);
  // A wrong transfer is answered 400 on purpose; the app reads it.
  ({ page, consoleErrors } = await openPage(context, { expected: /\/transfers\/quote$/ }));
  // The requisites' minute passes on the page's clock, not the test's.
  await page.clock.install();
  await mkdir(shots, { recursive: true });
}, 60_000);
afterAll(async () => {
  await context.close();
});

async function stepIsClean() {
  expect(await a11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

const prefix = (locale: string) => (locale === 'az' ? '' : `/${locale}`);

async function openCardDialog(locale = 'en') {
  await page.goto(`${prefix(locale)}/`);
  await page.getByRole('button', { name: /Visa Classic/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Visa Classic' });
  await dialog.getByRole('heading', { name: translated(locale, 'Daily limits') }).waitFor();
  return dialog;
}

/** Types the code of the newest SMS to Nigar after `before` and confirms it. */
async function confirmCode(dialog: ReturnType<Page['getByRole']>, before: string | null) {
  const code = await nextCode(baseURL, nigar.phone, before);
  await dialog.getByLabel('Code from SMS').fill(code);
  await stepIsClean();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
}

describe("the card's limits and online switch", () => {
  it('lowers the online limit with the SMS code', async () => {
    const dialog = await openCardDialog();
    await stepIsClean();
    await dialog.getByRole('button', { name: 'Change the limits' }).click();
    const online = dialog.getByRole('textbox', { name: 'Online payments and transfers' });
    await online.fill('20000');
    await dialog.getByRole('button', { name: 'Get a code' }).click();
    await dialog.getByText("At most the bank's maximum").waitFor();
    await stepIsClean();
    await dialog.screenshot({ path: `${shots}/limits-invalid-en-1280.png` });
    await online.fill('100');
    const before = await newestSmsId(baseURL, nigar.phone);
    await dialog.getByRole('button', { name: 'Get a code' }).click();
    await confirmCode(dialog, before);
    await dialog.getByText('The new limits are set and apply from now on.').waitFor();
    await expect
      .poll(() => dialog.locator('.card-limits__row').nth(2).innerText())
      .toMatch(/100\.00 ₼ a day/);
    await stepIsClean();
  });

  it('turned off, a transfer from the card is refused in the bank’s words; on again it passes', async () => {
    const dialog = page.getByRole('dialog', { name: 'Visa Classic' });
    expect(await dialog.getByRole('switch').isChecked()).toBe(true);
    // As a person does: the switch's label, which react-aria's hidden input sits under.
    await dialog.locator('label.switch').click();
    await dialog.getByText(/^Off: the card pays nothing online/).waitFor();
    await stepIsClean();

    await page.goto('/en/transfers');
    await page.getByRole('heading', { name: 'New transfer', exact: true }).waitFor();
    await choose('Type of transfer', 'Card to account');
    await choose('From', 'Visa Classic');
    await choose('Your account', 'Current account USD');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('5');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByText("Online payments are turned off for this card: turn them on in the card's window.")
      .first()
      .waitFor();
    await stepIsClean();

    const again = await openCardDialog();
    await again.locator('label.switch').click();
    await again.getByText(/^On: the card pays online/).waitFor();
    await page.goto('/en/transfers');
    await choose('Type of transfer', 'Card to account');
    await choose('From', 'Visa Classic');
    await choose('Your account', 'Current account USD');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('100.01');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByText(/daily online limit\. Left for today: 100\.00 ₼/)
      .first()
      .waitFor();
  });
});

describe("the card's requisites", () => {
  it('show after a code, count down, and are gone after the minute or at Hide', async () => {
    const dialog = await openCardDialog();
    const masked = await dialog.locator('.card-dialog').first().innerText();
    expect(masked).toContain('4622');
    for (const leave of ['time', 'hide'] as const) {
      const before = await newestSmsId(baseURL, nigar.phone);
      await dialog.getByRole('button', { name: 'Show the card details' }).click();
      await confirmCode(dialog, before);
      const number = dialog.locator('.card-requisites__number');
      await number.waitFor();
      expect(await number.innerText()).toMatch(/^4622 13\d\d \d{4} \d{4}$/);
      await dialog.getByText('NIGAR HUSEYNOVA').waitFor();
      await dialog
        .getByRole('timer')
        .getByText(/Hidden again in \d+ s/)
        .waitFor();
      await stepIsClean();
      if (leave === 'time') await dialog.screenshot({ path: `${shots}/requisites-en-1280.png` });
      if (leave === 'time') await page.clock.fastForward(61_000);
      else await dialog.getByRole('button', { name: 'Hide' }).click();
      await number.waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Show the card details' }).waitFor();
    }
    // Nothing of them is kept in the browser.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toMatch(/4622 ?13\d{10}/);
  });
});

describe('the card dialog, photographed', () => {
  it.each(['az', 'ru', 'en'])('in %s at 1280 and 390 px', async (locale) => {
    for (const width of [1280, 390]) {
      // Tall enough for the whole dialog, which otherwise scrolls inside.
      await page.setViewportSize({ width, height: width === 390 ? 2200 : 1500 });
      await openCardDialog(locale);
      await stepIsClean();
      await page.screenshot({
        path: `${shots}/card-dialog-${locale}-${width}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});

/** Clicks a choice of a radio group by its visible text, as a person does. */
async function choose(group: string, option: string) {
  const radios = page.getByRole('radiogroup', { name: group, exact: true });
  await radios.locator('label').filter({ hasText: option }).first().click();
  await expect
    .poll(() =>
      radios.locator('label').filter({ hasText: option }).first().getByRole('radio').isChecked(),
    )
    .toBe(true);
}
