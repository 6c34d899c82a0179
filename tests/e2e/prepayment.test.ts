/**
 * Early repayment in the browser (issue 17), on a bank of its own as its clock moves: Rashad
 * repays his loan in full (FM_3) and it leaves /loans; Leyla opens /pre-payment from her loan's
 * card, lowers the monthly payment (FM_2) with 500 ₼, sees the two schedules side by side, and
 * once the clock reaches the next business day /loans shows the lower payment. Axe finds nothing
 * on any screen; screenshots of the schedules side by side in az, ru and en at 1280 and 390 px go
 * to /tmp/shots/prepay when SHOTS is set.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTimeZone } from '../../domain/calendar';
import { labels, prefixOf } from './support/auth-pages';
import { type RunningBank, startBankServer } from './support/bank-server';
import { a11yViolations, animationsSettled, openPage, sharedBrowser } from './support/browser';
import { apiSignIn, type DemoCustomer, leyla, rashad } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';
import { bankNow, moveClockUntil } from './support/transfers';

const browser = sharedBrowser();
let bank: RunningBank;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  bank = await startBankServer();
  // A business morning, so a partial repayment's day is the next business day, whatever the hour.
  const morning = nextWeekdayAt(10, Temporal.Instant.from(await bankNow(bank.url)));
  await moveClockUntil(bank.url, morning.toInstant().toString());
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await bank?.stop();
});

/** A signed-in tab of a customer, without going through the sign-in pages. */
async function signedIn(customer: DemoCustomer, width = 1280) {
  const before = await newestSmsId(bank.url, customer.phone);
  const tokens = await apiSignIn(bank.url, customer, () =>
    nextCode(bank.url, customer.phone, before),
  );
  const context = await browser().newContext({
    baseURL: bank.url,
    serviceWorkers: 'block',
    viewport: { width, height: 900 },
  });
  contexts.push(context);
  await context.addInitScript((stored) => {
    if (!sessionStorage.getItem('access_token')) {
      sessionStorage.setItem('access_token', stored.accessToken);
      sessionStorage.setItem('refresh_token', stored.refreshToken);
    }
  }, tokens);
  // A refused quote is an answer the page is built to read, not an error.
  return openPage(context, { expected: /\/api\/v1\/prepayments\/quote$/ });
}

/** No accessibility problem at any impact, no uncaught error, nothing wider than the window. */
async function screenIsClean(page: Page, consoleErrors: string[]) {
  await animationsSettled(page);
  expect(await a11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

/** Chooses an option and asks for the quote, as a person does with the keyboard. */
async function quote(page: Page, locale: string, option: string, amount?: string) {
  const t = labels(locale);
  const radio = page.getByRole('radio', { name: new RegExp(t(option)) });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => radio.isChecked()).toBe(true);
  if (amount) await page.getByRole('textbox', { name: t('Amount to pay now, ₼') }).fill(amount);
  await page.getByRole('button', { name: t('Show the new schedule') }).press('Enter');
  await page.getByRole('region', { name: t('After early repayment'), exact: true }).waitFor();
}

/** The value of a labelled figure inside a region ("266.58 ₼"). */
async function figure(page: Page, region: string, label: string) {
  const dt = page
    .getByRole('region', { name: region, exact: true })
    .getByText(label, { exact: true });
  return (await dt.locator('xpath=following-sibling::dd').innerText()).trim();
}

describe('early repayment', () => {
  it('FM_3 repays Rashad’s loan in full and it leaves /loans', async () => {
    const { page, consoleErrors } = await signedIn(rashad);
    await page.goto('/en/pre-payment');
    await page.getByRole('heading', { level: 1, name: 'Early repayment' }).waitFor();
    await page.getByRole('radio', { name: /Repay in full/ }).waitFor();
    await screenIsClean(page, consoleErrors);
    await quote(page, 'en', 'Repay in full');
    await page.getByText('The loan is repaid and closed at once.').waitFor();
    await screenIsClean(page, consoleErrors);
    await page.getByRole('button', { name: 'Repay early' }).click();
    await page.getByText('The loan is repaid in full and closed.').waitFor();
    await screenIsClean(page, consoleErrors);
    await page.goto('/en/loans');
    await page.getByText('You have no loans.').waitFor();
  });

  it('FM_2 lowers Leyla’s payment, shown on /loans after the next business day', async () => {
    let { page, consoleErrors } = await signedIn(leyla);
    await page.goto('/en/loans');
    const before = await page.getByText('Monthly payment', { exact: true }).first();
    const oldPayment = (await before.locator('xpath=following-sibling::dd').innerText()).trim();
    await page.getByRole('link', { name: /^Repay early: / }).click();
    await page.waitForURL(/\/en\/pre-payment\?loan=/);
    const loanURL = new URL(page.url()).search;
    // Under the bank's minimum: its words at the amount field, the form kept.
    const amount = page.getByRole('textbox', { name: 'Amount to pay now, ₼' });
    const option = page.getByRole('radio', { name: /Reduce the monthly payment/ });
    await option.focus();
    await page.keyboard.press('Space');
    await amount.fill('10');
    await amount.press('Enter');
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(/below the minimum/).waitFor();
    await screenIsClean(page, consoleErrors);
    await amount.fill('');
    await quote(page, 'en', 'Reduce the monthly payment', '500');
    const newPayment = await figure(page, 'After early repayment', 'Monthly payment');
    expect(await figure(page, 'Current schedule', 'Monthly payment')).toBe(oldPayment);
    expect(Number.parseFloat(newPayment)).toBeLessThan(Number.parseFloat(oldPayment));
    await screenIsClean(page, consoleErrors);
    await shots(loanURL);

    await page.getByRole('button', { name: 'Repay early' }).press('Enter');
    await page.getByRole('heading', { level: 2, name: 'In review' }).waitFor();
    await screenIsClean(page, consoleErrors);
    const note = await page.getByText(/will be processed on/).innerText();
    const [, day, month, year] = /(\d{2})\.(\d{2})\.(\d{4})/.exec(note) ?? [];
    const processing = Temporal.PlainDate.from(`${year}-${month}-${day}`).toZonedDateTime({
      timeZone: bankTimeZone,
      plainTime: '10:00',
    });
    await moveClockUntil(bank.url, processing.toInstant().toString());

    // The jump passes the session's idle limit: sign in again.
    ({ page, consoleErrors } = await signedIn(leyla));
    await page.goto('/en/loans');
    const payment = page
      .getByText('Monthly payment', { exact: true })
      .first()
      .locator('xpath=following-sibling::dd');
    // The job worker looks for due prepayments every few seconds; the page reads the loans again.
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await payment.innerText()).trim();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(newPayment);
    await screenIsClean(page, consoleErrors);
  });
});

/** The schedules side by side in each language, on a desktop and a phone (quoting makes nothing). */
async function shots(search: string) {
  if (!process.env.SHOTS) return;
  for (const locale of ['az', 'ru', 'en']) {
    for (const width of [1280, 390]) {
      const { page, consoleErrors } = await signedIn(leyla, width);
      await page.goto(`${prefixOf(locale)}/pre-payment${search}`);
      await quote(page, locale, 'Reduce the monthly payment', '500');
      await screenIsClean(page, consoleErrors);
      await page.screenshot({ path: `/tmp/shots/prepay/${locale}-${width}.png`, fullPage: true });
    }
  }
}

/** The hour in Baku on the first weekday still ahead of the bank's clock. */
function nextWeekdayAt(hour: number, now: Temporal.Instant): Temporal.ZonedDateTime {
  let morning = now
    .toZonedDateTimeISO(bankTimeZone)
    .with({ hour, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });
  while (
    Temporal.Instant.compare(morning.toInstant(), now.add({ minutes: 1 })) <= 0 ||
    morning.dayOfWeek > 5
  ) {
    morning = morning.add({ days: 1 });
  }
  return morning;
}
