import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanCost } from '../../domain/loan-cost';
import { formatMoney } from '../../domain/money';
import { labels, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { nigar } from './support/customers';

// Nigar starts a credit, tries the calculator on the bank's offers and accepts one.
const browser = sharedBrowser();
const az = labels('az');

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
let dialog: Locator;

beforeAll(async () => {
  context = await newContext(browser());
  ({ page, consoleErrors } = await openPage(context));
});

afterAll(async () => {
  await context.close();
});

/** The figure shown under a label of the calculator's summary. */
const figure = (label: string) =>
  dialog
    .locator('dt')
    // The whole label: 'İllik faiz dərəcəsi' is also inside the APR's label.
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd')
    .innerText();

describe('step 1 of a credit request: the offers', () => {
  it('starts an application through /get-credit', async () => {
    await signIn(page, 'az', baseURL, nigar);
    await page.goto('/get-credit');
    await page.getByRole('textbox', { name: az('Requested amount, ₼') }).fill('3000');
    await page.getByRole('textbox', { name: az('Monthly salary, ₼') }).fill('2400');
    await page.getByRole('button', { name: az('Send the application') }).click();
    dialog = page.getByRole('dialog', { name: az('Credit') });
    await dialog.getByRole('radiogroup', { name: az("The bank's offers") }).waitFor();
  });

  it('opens on the 3 000 ₼ she asked for, though the bank would lend her more', async () => {
    const amount = dialog.getByRole('textbox', { name: az('Amount, ₼') });
    await expect.poll(() => amount.inputValue()).toBe('3000');
    const cards = dialog.getByRole('radio');
    const names = await cards.evaluateAll((radios) =>
      radios.map((radio) => radio.closest('label')?.textContent ?? ''),
    );
    // PRODUCT 9's offers, largest first: the bank's largest is more than she asked for.
    expect(names[0]).not.toMatch(/^3 000\.00 ₼/);
    const chosen = dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { checked: true }) });
    expect(await chosen.innerText()).toMatch(/^3 000\.00 ₼/);
  });

  it('shows the APR, total payable and total interest the loan papers compute', async () => {
    const rate = Number((await figure(az('Annual rate'))).replace(' %', ''));
    const months = Number(
      await dialog.getByRole('slider', { name: az('Term in months') }).inputValue(),
    );
    // The bank's today (its clock may be the sandbox's): the payout day the figures count from.
    const { today } = await (await page.request.get('/api/v1/bank-calendar')).json();
    const cost = loanCost({
      amountMinor: 300_000,
      annualRatePercent: rate,
      months,
      startDate: today,
    });
    expect(await figure(az('Effective annual rate (APR)'))).toBe(`${cost.aprPercent} %`);
    expect(await figure(az('Total payable'))).toBe(formatMoney(cost.totalPayableMinor, 'AZN'));
    expect(await figure(az('Total interest'))).toBe(formatMoney(cost.totalInterestMinor, 'AZN'));
    expect(cost.aprPercent).toBeGreaterThan(rate);
    const chosen = dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { checked: true }) });
    expect(await chosen.innerText()).toContain(formatMoney(cost.totalPayableMinor, 'AZN'));
  });

  it('recalculates the monthly payment as the month and amount change', async () => {
    const before = await figure(az('Monthly payment'));
    const month = dialog.getByRole('slider', { name: az('Term in months') });
    await month.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => figure(az('Annual rate'))).toBe('18 %');
    const shortest = await figure(az('Monthly payment'));
    expect(shortest).not.toBe(before);
    // The whole offer over 3 months is far above what she may pay a month.
    await dialog.getByRole('alert').waitFor();

    const amount = dialog.getByRole('textbox', { name: az('Amount, ₼') });
    await amount.fill('500.75');
    await amount.press('Enter');
    await expect.poll(() => amount.inputValue()).toBe('500');
    await expect.poll(() => figure(az('Monthly payment'))).not.toBe(shortest);
    // 500 ₼ over 3 months at 18 % (PRODUCT 5's annuity), within her limit.
    expect(await figure(az('Monthly payment'))).toBe('171.69 ₼');
    expect(await dialog.getByRole('alert').allInnerTexts()).toEqual([]);
    await page.waitForTimeout(500);
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('accepts the offer and moves on to FATCA', async () => {
    await dialog.getByRole('button', { name: az('Accept the offer') }).click();
    await expect
      .poll(() =>
        dialog.getByRole('listitem').and(page.locator('[aria-current="step"]')).innerText(),
      )
      .toContain(az('FATCA self-assessment and video identification time'));
    expect(consoleErrors).toEqual([]);
  });
});
