/**
 * Payments to providers in the browser (issue 16), on a bank of its own as its clock moves: a
 * mobile number refused at the field for another operator's prefix, then paid with the SMS code
 * (the balance lower by amount + commission, the payment in Operations under the provider's
 * name); a gas bill found by its subscriber code, its debt filling the amount; after 17:00 Baku
 * a payment scheduled with its total held, executed once the clock reaches the next business
 * day. Axe finds nothing on any screen; screenshots of each screen in az, ru and en at 1280 and
 * 390 px go to /tmp/shots/web-payments when SHOTS is set.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankTimeZone } from '../../domain/calendar';
import { formatMoney } from '../../domain/money';
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

/** Leyla signed in once; again after the clock moved past her session (expect.poll needs a test). */
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
  // Payments before the 17:00 cut-off are executed at once: a business morning, whatever the hour.
  const morning = nextWeekdayAt(10, Temporal.Instant.from(await bankNow(bank.url)));
  await moveClockUntil(bank.url, morning.toInstant().toString());
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
  await page.screenshot({ path: `/tmp/shots/web-payments/${name}.png`, fullPage: true });
}

const dialog = () => page.getByRole('dialog');
const button = (name: string) => page.getByRole('button', { name: t(name), exact: true });

/** One figure of the dialog's summary by its label, in minor units ("1 234.50 ₼" → 123450). */
async function summaryMinor(label: string): Promise<number> {
  const text = await summaryText(label);
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

function summaryText(label: string): Promise<string> {
  return dialog()
    .locator('.movement__summary > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${t(label)}$`) }) })
    .locator('dd')
    .innerText();
}

async function openProvider(name: string, check = false) {
  await page.goto(`${prefixOf(locale)}/payments`);
  await page.getByRole('heading', { level: 2, name: t('Mobile operators') }).waitFor();
  if (check) await screenIsClean();
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Pay, the dialog's figures, Confirm, the SMS code: the result's heading. */
async function payWithCode(result: string) {
  await button('Pay').click();
  await dialog()
    .getByRole('heading', { name: t('Check and confirm the payment') })
    .waitFor();
  await screenIsClean();
  const total = await summaryMinor('Total');
  const before = await newestSmsId(bank.url, leyla.phone);
  await button('Confirm the payment').click();
  await dialog()
    .getByRole('heading', { name: t('Confirmation code') })
    .waitFor();
  const sms = await nextCodeSms(bank.url, leyla.phone, before);
  await page.getByLabel(t('Code from SMS')).fill(sms.code);
  await screenIsClean();
  await button('Confirm').click();
  await dialog()
    .getByRole('heading', { name: t(result) })
    .waitFor();
  await screenIsClean();
  return total;
}

describe('paying providers', () => {
  it('a mobile number: another operator’s prefix refused at the field, then paid', async () => {
    const before = await figuresOf(page, 'AZN');
    await openProvider('Azercell', true);
    await screenIsClean();
    const phone = page.getByRole('textbox', { name: t('Mobile number') });
    await phone.fill('701234567');
    await expect
      .poll(() => phone.getAttribute('aria-describedby').then((ids) => describedBy(ids)))
      .toMatch(/This number is not Azercell's: its numbers start with 50, 51,? (or )?10/);
    await phone.fill('501234567');
    await page.getByRole('textbox', { name: t('Amount, ₼') }).fill('7.13');
    const total = await payWithCode('Payment done');
    const amount = 713;
    expect(total).toBeGreaterThan(amount);
    await shot('result-en-1280');
    const after = await figuresOf(page, 'AZN');
    expect(after.balance).toBe(before.balance - total);
    // The operation is in the history under the provider's name.
    await page.goto(`${prefixOf(locale)}/operations?q=Azercell`);
    const paid = formatMoney(total, 'AZN').replace(' ₼', '');
    await page
      .locator('.operation-item')
      .filter({ hasText: 'Azercell' })
      .filter({ hasText: new RegExp(`7\\.13|${paid.replace('.', '\\.')}`) })
      .first()
      .waitFor();
    await screenIsClean();
  });

  it('a gas bill found by its subscriber code, the debt filling the amount', async () => {
    const subscribers = (await fetch(`${bank.url}/sandbox/v1/payment-subscribers`).then((r) =>
      r.json(),
    )) as { providerId: string; subscriberCode: string; name: string; debt: number }[];
    const bill = subscribers.find((each) => each.providerId === 'azeriqaz' && each.debt > 0);
    if (!bill) throw new Error('The sandbox has no gas debt');
    await openProvider('Azeriqaz');
    await page.getByRole('textbox', { name: t('Subscriber code') }).fill(bill.subscriberCode);
    await page.locator('.payments__subscriber').getByText(bill.name).waitFor();
    const amount = page.getByRole('textbox', { name: t('Amount, ₼') });
    await expect.poll(() => amount.inputValue()).toBe(bill.debt.toFixed(2));
    await screenIsClean();
    await shot('form-gas-en-1280');
    await payWithCode('Payment done');
    const download = page.waitForEvent('download');
    await button('Download the receipt').click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  it('every screen in az, ru and en, at 1280 and 390 px', async () => {
    if (!process.env.SHOTS) return;
    for (const each of ['az', 'ru', 'en']) {
      for (const width of [1280, 390]) {
        const name = (screen: string) => `${screen}-${each}-${width}`;
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefixOf(each)}/payments`);
        await page.locator('.payment-provider').first().waitFor();
        await shot(name('payments'));
        await page.locator('.payment-provider').first().click();
        await page.locator('input[name="phone"]').fill('501234567');
        await page.locator('input[name="amount"]').fill('1');
        await shot(name('form'));
        await page.locator('form.payments__form button[type="submit"]').click();
        await page.locator('.movement__summary').waitFor();
        await shot(name('dialog'));
        const before = await newestSmsId(bank.url, leyla.phone);
        await dialog().locator('.movement__actions button').first().click();
        const sms = await nextCodeSms(bank.url, leyla.phone, before);
        await page.locator('input[name="otp"]').fill(sms.code);
        await shot(name('code'));
        await dialog().locator('form button[type="submit"]').click();
        await page.locator('.movement__success').waitFor();
        await shot(name('result'));
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('after 17:00 Baku: scheduled with the total held, executed on the next business day', async () => {
    const evening = nextWeekdayAt(18, Temporal.Instant.from(await bankNow(bank.url)));
    await moveClockUntil(bank.url, evening.toInstant().toString());
    signedIn = undefined;
    await signedInOnce();
    const before = await figuresOf(page, 'AZN');
    await openProvider('Azercell');
    await page.getByRole('textbox', { name: t('Mobile number') }).fill('511234567');
    await page.getByRole('textbox', { name: t('Amount, ₼') }).fill('5');
    await button('Pay').click();
    await dialog()
      .getByText(/executed on the next business day/)
      .waitFor();
    const [day, month, year] = (await summaryText('Executed')).replace(/^On /, '').split('.');
    const executionDate = `${year}-${month}-${day}`;
    await button('Back').click();
    const total = await payWithCode('Payment scheduled');
    expect(await figuresOf(page, 'AZN')).toEqual({
      balance: before.balance,
      available: before.available - total,
    });
    await moveClockUntil(bank.url, executionDate);
    signedIn = undefined;
    await signedInOnce();
    // The job worker looks for due payments every few seconds.
    await expect
      .poll(() => figuresOf(page, 'AZN'), { timeout: 30_000, interval: 1_000 })
      .toEqual({ balance: before.balance - total, available: before.available - total });
  });
});

/** The text of the elements an attribute's ids name. */
function describedBy(ids: string | null): Promise<string> {
  return page.evaluate(
    (list) =>
      (list ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ids,
  );
}

/** The hour in Baku on the first weekday still ahead of the bank's clock. */
function nextWeekdayAt(hour: number, now: Temporal.Instant): Temporal.ZonedDateTime {
  let evening = now
    .toZonedDateTimeISO(bankTimeZone)
    .with({ hour, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });
  while (
    Temporal.Instant.compare(evening.toInstant(), now.add({ minutes: 1 })) <= 0 ||
    evening.dayOfWeek > 5
  ) {
    evening = evening.add({ days: 1 });
  }
  return evening;
}
