import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseDocument, labels, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { leyla } from './support/customers';
import { acceptEveryDocument, manatBalance, signOnThePhone } from './support/loan-steps';

// Leyla (the only demo customer with loans at other banks) asks to refinance: her request
// expires and she renews it, then she uploads the Kapital Bank statement and accepts; insured,
// signed and approved, the new loan pays the Kapital Bank loan off.
const browser = sharedBrowser();
const az = labels('az');

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
let dialog: Locator;
let applicationId: string;
let balanceBefore: number;
let premium: number;

// A real 1×1 PNG: the bank tells the type by these bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  context = await newContext(browser());
  // While the bank prepares the documents, their call answers 409 DOCUMENTS_NOT_READY.
  ({ page, consoleErrors } = await openPage(context, {
    expected: /\/api\/loan-applications\/v1\/documents\?/,
  }));
});

afterAll(async () => {
  await context.close();
});

const countdown = async () => (await dialog.getByRole('timer').getAttribute('aria-label')) ?? '';

describe('a refinancing request: the deadline, the refresh and the statements', () => {
  it('starts a refinancing application with a 72-hour countdown', async () => {
    await signIn(page, 'az', baseURL, leyla);
    balanceBefore = await manatBalance(page);
    await page.goto('/get-credit');
    await chooseDocument(page, az('Refinancing'));
    await page.getByRole('textbox', { name: az('Requested amount, ₼') }).fill('3200');
    await page.getByRole('textbox', { name: az('Monthly salary, ₼') }).fill('2400');
    await page.getByRole('button', { name: az('Send the application') }).click();
    await page.waitForURL(/\/loan-requests\/[\w-]+$/);
    applicationId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    dialog = page.getByRole('dialog', { name: az('Refinancing') });
    await dialog.getByRole('group', { name: az('Loans to refinance') }).waitFor();
    expect(await countdown()).toMatch(/ 7[12]:\d\d:\d\d$/);
    const first = await countdown();
    await expect.poll(countdown, { timeout: 3000 }).not.toBe(first);
  });

  it('shows an expired request as to refresh, and renews it', async () => {
    const expired = await page.request.post(
      `/sandbox/v1/loan-applications/${applicationId}/events`,
      { data: { type: 'DEADLINE_PASSED' } },
    );
    expect(expired.status()).toBe(200);
    await page.reload();
    const refresh = dialog.getByRole('button', { name: az('Refresh') });
    await refresh.waitFor();
    expect(await dialog.getByRole('timer').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await a11yViolations(page)).toEqual([]);
    await refresh.click();
    await dialog.getByRole('group', { name: az('Loans to refinance') }).waitFor();
    expect(await countdown()).toMatch(/ 7[12]:\d\d:\d\d$/);
  });

  it('offers no plain credit and needs a ticked loan, each loan with a visible box', async () => {
    expect(await dialog.getByRole('radiogroup').count()).toBe(0);
    const accept = dialog.getByRole('button', { name: az('Accept the offer') });
    expect(await accept.isDisabled()).toBe(true);
    expect(
      await dialog
        .getByText(az('Tick at least one loan to refinance to accept the offer.'))
        .isVisible(),
    ).toBe(true);
    const boxes = dialog.locator('.loan-offers__loan .loan-offers__box');
    expect(await boxes.count()).toBe(2);
    const size = await boxes.first().boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(16);
  });

  it('needs the statement of the ticked loan, refusing a wrong file first', async () => {
    await dialog.locator('label').filter({ hasText: 'Kapital Bank' }).click();
    const accept = dialog.getByRole('button', { name: az('Accept the offer') });
    await expect.poll(() => accept.isDisabled()).toBe(true);
    const picker = dialog.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: png });
    await expect
      .poll(() => dialog.getByRole('alert').allInnerTexts())
      .toContain(az('This file cannot be sent: choose a jpg, png or pdf.'));

    await picker.setInputFiles({
      name: 'kapital-statement.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await dialog.getByText('kapital-statement.png').waitFor();
    await expect.poll(() => accept.isDisabled()).toBe(false);
    await page.waitForTimeout(500);
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('keeps the tick and the statement over a reload', async () => {
    await page.reload();
    const kapital = dialog.getByRole('checkbox', { name: /Kapital Bank/ });
    await kapital.waitFor({ state: 'attached' });
    await expect.poll(() => kapital.isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /Bank Respublika/ }).isChecked()).toBe(false);
    await dialog.getByText('kapital-statement.png').waitFor();
    const accept = dialog.getByRole('button', { name: az('Accept the offer') });
    await expect.poll(() => accept.isDisabled()).toBe(false);
  });

  it('accepts the refinancing offer and moves on to FATCA', async () => {
    await dialog.getByRole('button', { name: az('Accept the offer') }).click();
    await expect
      .poll(() =>
        dialog.getByRole('listitem').and(page.locator('[aria-current="step"]')).innerText(),
      )
      .toContain(az('FATCA self-assessment and video identification time'));
    expect(consoleErrors).toEqual([]);
  });

  it('chooses an insurer once the bank has identified her', async () => {
    for (const type of ['FATCA_PASSED', 'SLOT_BOOKED', 'IDENTIFICATION_APPROVED']) {
      const moved = await page.request.post(
        `/sandbox/v1/loan-applications/${applicationId}/events`,
        { data: { type } },
      );
      expect(moved.status()).toBe(200);
    }
    await page.reload();
    const insurer = dialog.getByRole('radio').first();
    await insurer.waitFor({ state: 'attached' });
    const offer = dialog.locator('.insurance__offer').first();
    const [, amount] = /([\d ]+\.\d\d)/.exec(await offer.innerText()) ?? [];
    premium = Math.round(Number(amount?.replaceAll(' ', '')) * 100);
    expect(premium).toBeGreaterThan(0);
    await offer.click();
    await dialog.getByRole('button', { name: az('Select') }).click();
  });

  it('accepts the form, the contract, the payoff order and the insurance application', async () => {
    const titles = await acceptEveryDocument(dialog);
    expect(titles).toHaveLength(4);
  });

  it('signs, is approved, and the new loan pays the Kapital Bank loan off', async () => {
    const link = await dialog.getByRole('link', { name: /sandbox-signing/ }).getAttribute('href');
    await signOnThePhone(context, link ?? '');
    await dialog.getByText(az('Documents signed')).waitFor();
    const approved = await page.request.post(
      `/sandbox/v1/loan-applications/${applicationId}/events`,
      { data: { type: 'FINAL_APPROVAL' } },
    );
    expect(approved.status()).toBe(200);
    await page.reload();
    await dialog.getByText(az('The loan is granted')).waitFor();
    // 3 200 ₼ lent and 3 200 ₼ sent to Kapital Bank: only the premium leaves her account.
    expect(await manatBalance(page)).toBe(balanceBefore - premium);
    await dialog.getByRole('link', { name: az('Go to my loans') }).click();
    await page.waitForURL(/\/loans$/);
    await page.getByText('Refinanslaşdırma krediti').first().waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
