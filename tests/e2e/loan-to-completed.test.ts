import type { BrowserContext, Locator, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/money';
import { labels, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { leyla } from './support/customers';
import {
  acceptEveryDocument,
  bookFirstSlot,
  manatBalance,
  operatorPresses,
  passFatca,
  signOnThePhone,
} from './support/loan-steps';

// Leyla takes a credit from /get-credit to the money on her account, every step in the browser:
// she as a customer, the operator on the sandbox console, her phone on the signing page.
const browser = sharedBrowser();
const az = labels('az');
// A requested amount no other test asks for, to find this request on the operator console.
const requested = 2345;
const requestedText = '2 345.00 ₼';

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
let dialog: Locator;
let balanceBefore: number;
let signingLink: string;
let granted: number;

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

describe('a credit from the application to the money on the account', () => {
  it('applies on /get-credit and accepts the largest offer', async () => {
    await signIn(page, 'az', baseURL, leyla);
    balanceBefore = await manatBalance(page);
    await page.goto('/get-credit');
    await page.getByRole('textbox', { name: az('Requested amount, ₼') }).fill(String(requested));
    await page.getByRole('textbox', { name: az('Monthly salary, ₼') }).fill('2400');
    await page.getByRole('button', { name: az('Send the application') }).click();
    dialog = page.getByRole('dialog', { name: az('Credit') });
    await dialog.getByRole('radiogroup', { name: az("The bank's offers") }).waitFor();
    // The bank's first offer is the largest she can afford now, which other tests' loans lower:
    // she takes what she asked for, or that largest offer when it is less.
    const amount = dialog.getByRole('textbox', { name: az('Amount, ₼') });
    granted = Math.min(requested, Number(await amount.inputValue()));
    expect(granted).toBeGreaterThanOrEqual(300);
    await amount.fill(String(granted));
    await amount.press('Enter');
    await expect.poll(() => amount.inputValue()).toBe(String(granted));
    await dialog.getByRole('button', { name: az('Accept the offer') }).click();
  });

  it('answers FATCA and books the video call', async () => {
    await passFatca(dialog);
    await dialog.getByRole('list', { name: az('Days') }).waitFor();
    const time = await bookFirstSlot(page, dialog, leyla.phone);
    await dialog
      .getByText(az('The operator will call you at {time}.').replace('{time}', time))
      .waitFor();
  });

  it('is identified by the operator and goes on without insurance', async () => {
    await operatorPresses(context, requestedText, 'Identification approved');
    await page.reload();
    await dialog.getByRole('button', { name: az('Continue without insurance') }).click();
  });

  it('reads and accepts the prepared documents one at a time', async () => {
    const titles = await acceptEveryDocument(dialog);
    // The standard information form first, then the loan contract (no insurance, no payoff).
    expect(titles).toEqual([
      `İstehlak krediti üzrə standart məlumat forması (${az('Document {position} of {total}').replace('{position}', '1').replace('{total}', '2')})`,
      `Kredit müqaviləsi (${az('Document {position} of {total}').replace('{position}', '2').replace('{total}', '2')})`,
    ]);
  });

  it('shows a real QR code of the signing link with the link beside it', async () => {
    const link = dialog.getByRole('link', { name: /sandbox-signing/ });
    signingLink = (await link.getAttribute('href')) ?? '';
    expect(signingLink).toMatch(new RegExp(`^${baseURL}/sandbox-signing/[\\w-]{43}$`));
    const drawn = await dialog
      .getByRole('img', { name: az('QR code of the signing link') })
      .getAttribute('src');
    const svg = await QRCode.toString(signingLink, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    expect(decodeURIComponent(drawn ?? '')).toContain(svg.slice(svg.indexOf('<path'), -20));
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('signs on the signing page, and the request moves on by itself', async () => {
    const phone = await context.newPage();
    await phone.goto(signingLink);
    await phone.getByText(formatMoney(granted * 100, 'AZN')).waitFor();
    expect(await a11yViolations(phone)).toEqual([]);
    await phone.close();
    await signOnThePhone(context, signingLink);
    await dialog.getByText(az('Documents signed')).waitFor();
  });

  it('gets the final approval: the loan is on /loans and the money on the account', async () => {
    await operatorPresses(context, requestedText, 'Final approval');
    // No reload: the signed request reads its status every few seconds and moves on by itself.
    await dialog.getByText(az('The loan is granted')).waitFor();
    expect(await manatBalance(page)).toBe(balanceBefore + granted * 100);
    await dialog.getByRole('link', { name: az('Go to my loans') }).click();
    await page.waitForURL(/\/loans$/);
    await page
      .getByText(formatMoney(granted * 100, 'AZN'))
      .first()
      .waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
