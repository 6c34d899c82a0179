/**
 * Cash by code in the browser (issue 17), on a bank of its own as its clock moves: Leyla
 * withdraws 4 500 ₼ (two codes, 4 000 ₼ and 500 ₼, the commission shown before confirming),
 * confirms with the SMS code, cashes the 4 000 ₼ code at the sandbox ATM with the code from the
 * SMS outbox, and the other expires a day later with its hold released; the balance and the
 * available amount follow at each step. Axe finds nothing on any screen; screenshots of the page,
 * the dialog and the ATM in az, ru and en at 1280 and 390 px go to /tmp/shots/cash when SHOTS is
 * set.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { labels, prefixOf, signIn } from './support/auth-pages';
import { type RunningBank, startBankServer } from './support/bank-server';
import { a11yViolations, animationsSettled, sharedBrowser } from './support/browser';
import { leyla } from './support/customers';
import { newestSmsId } from './support/sandbox';
import { bankNow, figuresOf, moveClockUntil, nextCodeSms } from './support/transfers';

const locale = 'en';
const t = labels(locale);
const browser = sharedBrowser();
let bank: RunningBank;
let context: BrowserContext | undefined;
let page: Page;
let consoleErrors: string[] = [];
let signedIn: Promise<void> | undefined;

/** Leyla signed in once; again after the clock moved past her session. */
function signedInOnce(): Promise<void> {
  signedIn ??= signInLeyla();
  return signedIn;
}

async function signInLeyla() {
  await context?.close();
  context = await browser().newContext({ baseURL: bank.url, serviceWorkers: 'block' });
  page = await context.newPage();
  consoleErrors = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await signIn(page, locale, bank.url, leyla);
}

beforeAll(async () => {
  bank = await startBankServer();
});
beforeEach(() => signedInOnce());
afterAll(async () => {
  await context?.close();
  await bank?.stop();
});

/** No accessibility problem at any impact, no uncaught error, nothing wider than the window. */
async function screenIsClean() {
  expect(await a11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

async function shot(name: string) {
  if (!process.env.SHOTS) return;
  await animationsSettled(page);
  await page.screenshot({ path: `/tmp/shots/cash/${name}.png`, fullPage: true });
}

const dialog = () => page.getByRole('dialog');
const button = (name: string) => page.getByRole('button', { name: t(name), exact: true });

/** One figure of the dialog's summary by its label, in minor units ("4 522.50 ₼" → 452250). */
async function summaryMinor(label: string): Promise<number> {
  const text = await dialog()
    .locator('.movement__summary > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${t(label)}$`) }) })
    .locator('dd')
    .innerText();
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

interface Sms {
  id: string;
  text: string;
}

/** The withdrawal codes sent after `afterId`: each 8-digit code with the amount its SMS names. */
async function withdrawalCodes(afterId: string | null, count: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const all = (await fetch(`${bank.url}/sandbox/v1/sms?to=${leyla.phone}`).then((r) =>
      r.json(),
    )) as Sms[];
    const newer = all.slice(
      0,
      Math.max(
        0,
        all.findIndex((sms) => sms.id === afterId),
      ),
    );
    const codes = newer.flatMap((sms) => {
      const code = /\b(\d{8})\b/.exec(sms.text)?.[1];
      // The amount is what the text says besides the code: 4 000 or 500.
      const rest = sms.text.replace(code ?? '', '');
      return code ? [{ code, big: /4\D?000/.test(rest) }] : [];
    });
    if (codes.length >= count) return codes;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Fewer than ${count} withdrawal codes within 10 s`);
}

async function openWithdrawal(amount: string) {
  await page.goto(`${prefixOf(locale)}/cash-by-code`);
  await page.getByRole('heading', { level: 1, name: t('Cash by code') }).waitFor();
  await button('Withdraw cash by code').click();
  await page.getByRole('textbox', { name: t('Amount, ₼') }).fill(amount);
}

/** Continue, the figures, Confirm, the SMS code: the codes issued; the total and commission. */
async function withdrawWithCode() {
  await button('Continue').click();
  await dialog()
    .getByRole('heading', { name: t('Check and confirm the withdrawal') })
    .waitFor();
  await screenIsClean();
  const figures = {
    total: await summaryMinor('Total'),
    commission: await summaryMinor('Commission'),
  };
  const before = await newestSmsId(bank.url, leyla.phone);
  await button('Confirm the withdrawal').click();
  await dialog()
    .getByRole('heading', { name: t('Confirmation code') })
    .waitFor();
  const sms = await nextCodeSms(bank.url, leyla.phone, before);
  const afterOtp = await newestSmsId(bank.url, leyla.phone);
  await page.getByLabel(t('Code from SMS')).fill(sms.code);
  await screenIsClean();
  await button('Confirm').click();
  await dialog()
    .getByRole('heading', { name: t('Codes sent') })
    .waitFor();
  await screenIsClean();
  return { ...figures, afterOtp };
}

describe('cash by code', () => {
  it('4 500 ₼ as two codes: one cashed at the ATM, the other expires a day later', async () => {
    const start = await figuresOf(page, 'AZN');
    await openWithdrawal('4500');
    await screenIsClean();
    await page.getByText(/split into several codes/).waitFor();
    const { total, commission, afterOtp } = await withdrawWithCode();
    expect(total).toBe(450_000 + commission);
    expect(await dialog().locator('.cash-codes__parts li').count()).toBe(2);
    const codes = await withdrawalCodes(afterOtp, 2);
    // The commission is charged, the 4 500 ₼ held.
    expect(await figuresOf(page, 'AZN')).toEqual({
      balance: start.balance - commission,
      available: start.available - total,
    });
    await button('Done').click();
    await page.locator('.cash-codes__row--active').nth(1).waitFor();
    await screenIsClean();

    // The sandbox ATM dispenses the 4 000 ₼ code: the held money leaves, the rest stays held.
    const big = codes.find((each) => each.big);
    if (!big) throw new Error('No 4 000 ₼ code in the SMS');
    await page.goto(`${prefixOf(locale)}/sandbox-atm`);
    await page.getByRole('textbox', { name: t('Phone number') }).fill(leyla.phone);
    await page.getByRole('textbox', { name: t('Withdrawal code') }).fill(big.code);
    await screenIsClean();
    await button('Withdraw cash').click();
    await page.getByText(/^Take your cash: 4\D?000\.00/).waitFor();
    await screenIsClean();
    // The same code again is refused with the tries left.
    await button('Another withdrawal').click();
    await page.getByRole('textbox', { name: t('Withdrawal code') }).fill(big.code);
    await button('Withdraw cash').click();
    await page.getByText(/^Tries left before the number is locked: 4$/).waitFor();
    await screenIsClean();
    expect(await figuresOf(page, 'AZN')).toEqual({
      balance: start.balance - commission - 400_000,
      available: start.available - total,
    });
    // /accounts shows the same: the balance, what is available and what is blocked.
    await page.goto(`${prefixOf(locale)}/accounts`);
    const card = page.locator('.account-card').filter({ hasText: 'AZN' });
    await card.first().waitFor();
    const shown = async (label: string) => {
      const text = await card
        .first()
        .locator('dl > div, dl.product-headline')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${t(label)}$`) }) })
        .first()
        .locator('dd')
        .innerText();
      return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    };
    const figures = await figuresOf(page, 'AZN');
    expect(await shown('Balance')).toBe(figures.balance);
    expect(await shown('Available')).toBe(figures.available);
    expect(await shown('Blocked amount')).toBe(figures.balance - figures.available);
    await screenIsClean();

    // A day of bank time later the 500 ₼ code has expired and its hold is released (holds the
    // demo data had before stay as they were).
    const later = Temporal.Instant.from(await bankNow(bank.url)).add({ hours: 25 });
    await moveClockUntil(bank.url, later.toString());
    signedIn = undefined;
    await signedInOnce();
    await expect
      .poll(() => figuresOf(page, 'AZN'), { timeout: 30_000, interval: 1_000 })
      .toEqual({
        balance: start.balance - commission - 400_000,
        available: start.available - total + 50_000,
      });
    await page.goto(`${prefixOf(locale)}/cash-by-code`);
    await page.locator('.cash-codes__row--expired').waitFor();
    expect(await page.locator('.cash-codes__row--used').count()).toBe(1);
    expect(await page.locator('.cash-codes__row--active').count()).toBe(0);
    await screenIsClean();
  });

  it('cancels an active code after asking; its hold is released', async () => {
    await openWithdrawal('20');
    const { total, commission } = await withdrawWithCode();
    const held = await figuresOf(page, 'AZN');
    await button('Done').click();
    await page.getByRole('button', { name: /^Cancel the code/ }).click();
    await page.getByRole('alertdialog').waitFor();
    await screenIsClean();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('Cancel the code') })
      .click();
    await page.locator('.cash-codes__row--canceled').waitFor();
    expect(await figuresOf(page, 'AZN')).toEqual({
      balance: held.balance,
      available: held.available + total - commission,
    });
  });

  it('by keyboard alone: Tab and Enter through the dialog, Escape closes it', async () => {
    await page.goto(`${prefixOf(locale)}/cash-by-code`);
    await expect.poll(() => button('Withdraw cash by code').isEnabled()).toBe(true);
    const focusedName = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
      });
    const tabTo = async (name: string) => {
      for (let presses = 0; (await focusedName()) !== name; presses += 1) {
        if (presses > 40) throw new Error(`${name} is not reached with Tab`);
        await page.keyboard.press('Tab');
      }
    };
    await tabTo(t('Withdraw cash by code'));
    await page.keyboard.press('Enter');
    const amount = page.getByRole('textbox', { name: t('Amount, ₼') });
    await amount.waitFor();
    const focused = () => amount.evaluate((input) => input === document.activeElement);
    for (let presses = 1; !(await focused()); presses += 1) {
      if (presses > 10) throw new Error('The amount is not reached with Tab');
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    await button('Confirm the withdrawal').waitFor();
    await tabTo(t('Confirm the withdrawal'));
    const before = await newestSmsId(bank.url, leyla.phone);
    await page.keyboard.press('Enter');
    const sms = await nextCodeSms(bank.url, leyla.phone, before);
    const code = page.getByLabel(t('Code from SMS'));
    await code.waitFor();
    await code.focus();
    await page.keyboard.type(sms.code);
    await page.keyboard.press('Enter');
    await dialog()
      .getByRole('heading', { name: t('Codes sent') })
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await screenIsClean();
  });

  it('every screen in az, ru and en, at 1280 and 390 px', async () => {
    if (!process.env.SHOTS) return;
    for (const each of ['az', 'ru', 'en']) {
      for (const width of [1280, 390]) {
        const name = (screen: string) => `${screen}-${each}-${width}`;
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefixOf(each)}/cash-by-code`);
        await page.locator('.cash-codes__row').first().waitFor();
        await shot(name('page'));
        await page.locator('.cash-codes .page-header ~ div button').click();
        await page.locator('input[name="amount"]').fill('8005');
        await shot(name('form'));
        await page.locator('input[name="amount"]').fill('45');
        await page.locator('form.cash-codes__form button[type="submit"]').click();
        await page.locator('.movement__summary').waitFor();
        await shot(name('confirm'));
        const before = await newestSmsId(bank.url, leyla.phone);
        await dialog().locator('.movement__actions button').first().click();
        const sms = await nextCodeSms(bank.url, leyla.phone, before);
        await page.locator('input[name="otp"]').fill(sms.code);
        await shot(name('code'));
        await dialog().locator('form button[type="submit"]').click();
        await page.locator('.movement__success').waitFor();
        await shot(name('done'));
        await dialog().locator('.movement__actions button').first().click();
        await page.goto(`${prefixOf(each)}/sandbox-atm`);
        await page.locator('input[name="phone"]').fill(leyla.phone);
        await page.locator('input[name="code"]').fill('00000000');
        await page.locator('form button[type="submit"]').click();
        await page.locator('.atm__problem').waitFor();
        await shot(name('atm-refused'));
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});
