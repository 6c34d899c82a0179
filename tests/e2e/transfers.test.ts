/**
 * /transfers in the browser (issue 12): own transfers of each type with exchange, exact to the
 * quoted figures; the receipt, a PDF with the reference and the amount, downloaded and sent by
 * email to the sandbox mail outbox; to another customer by mobile number with the code from the
 * sandbox outbox; a wrong code; to another bank over IPS, then seen in Operations; to another
 * bank's card; repeating a transfer; and clearing after the 17:00 cut-off: held, canceled,
 * executed the next business day, with an IPS transfer at 23:00 executed at once in between.
 * Those move the sandbox clock, so they run last on a bank of their own: the other files' bank
 * keeps its date. Axe finds nothing on any step, and the console stays clean.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankTimeZone } from '../../domain/calendar';
import { formatMoney } from '../../domain/money';
import { labels, prefixOf, signIn } from './support/auth-pages';
import { type RunningBank, startBankServer } from './support/bank-server';
import { a11yViolations, baseURL, openPage, sharedBrowser } from './support/browser';
import { leyla } from './support/customers';
import { newestSmsId } from './support/sandbox';
import { bankNow, figuresOf, mailTo, moveClockUntil, nextCodeSms } from './support/transfers';

const locale = 'en';
const t = labels(locale);
const browser = sharedBrowser();
let context: BrowserContext | undefined;
let page: Page;
let consoleErrors: string[];
let signedIn: Promise<void> | undefined;
/** The bank the browser talks to: the suite's, or the clock-moving cases' own. */
let bankURL = baseURL;

/** Leyla signed in once; again after the clock moved past her session (expect.poll needs a test). */
function signedInOnce(): Promise<void> {
  signedIn ??= (async () => {
    await context?.close();
    context = await browser().newContext({ baseURL: bankURL, serviceWorkers: 'block' });
    // The wrong code is answered 4xx on purpose; the app reads it.
    ({ page, consoleErrors } = await openPage(context, { expected: /\/confirm$/ }));
    await signIn(page, locale, bankURL, leyla);
  })();
  return signedIn;
}

beforeEach(() => signedInOnce());

afterAll(async () => {
  await context?.close();
});

/**
 * A step is checked as it is drawn: no accessibility problem at any impact, no console error,
 * nothing wider than the window (the phone cases run at 390 px).
 */
async function stepIsClean() {
  expect(await a11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

const heading = (name: string) => page.getByRole('heading', { name: t(name), exact: true });

async function openTransfers() {
  await page.goto(`${prefixOf(locale)}/transfers`);
  await heading('New transfer').waitFor();
}

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

/** One figure of the summary, by its label, in minor units ("1 234.50 ₼" → 123450). */
async function summaryMinor(label: string): Promise<number> {
  const text = await summaryText(label);
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

function summaryText(label: string): Promise<string> {
  return page
    .locator('.movement__summary > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .innerText();
}

/** The words of a PDF, its pages joined. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

async function fillAmount(amount: string) {
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
}

/** Sends the form to be priced and waits for the confirmation step. */
async function priceIt() {
  await stepIsClean();
  await page.getByRole('button', { name: t('Continue'), exact: true }).click();
  await heading('Check and confirm').waitFor();
  await stepIsClean();
}

async function confirmOwn() {
  await page.getByRole('button', { name: t('Confirm the transfer') }).click();
  await heading('Transfer done').waitFor();
  await stepIsClean();
}

/** Confirms with the code the bank sent by SMS; returns the SMS's text. */
async function confirmWithSmsCode(done = 'Transfer done'): Promise<string> {
  const before = await newestSmsId(bankURL, leyla.phone);
  await page.getByRole('button', { name: t('Confirm the transfer') }).click();
  await heading('Confirmation code').waitFor();
  const sms = await nextCodeSms(bankURL, leyla.phone, before);
  await stepIsClean();
  await page.getByLabel(t('Code from SMS')).fill(sms.code);
  await page.getByRole('button', { name: t('Confirm'), exact: true }).click();
  await heading(done).waitFor();
  await stepIsClean();
  return sms.text;
}

/** An own transfer of a type; the source's and the receiver's account figures move exactly. */
async function ownTransfer(
  type: string,
  from: { name: string; currency: string },
  to: { name: string; currency: string; group: string },
  amount: string,
) {
  const fromBefore = await figuresOf(page, from.currency);
  const toBefore = await figuresOf(page, to.currency);
  await openTransfers();
  await choose('Type of transfer', type);
  await choose('From', from.name);
  await choose(to.group, to.name);
  await fillAmount(amount);
  await priceIt();
  const total = await summaryMinor('Total');
  const received = await summaryMinor('The receiver gets');
  expect(total).toBe(Math.round(Number(amount) * 100));
  expect(await summaryText('How')).toBe('Between your own products');
  await confirmOwn();
  expect(await figuresOf(page, from.currency)).toEqual({
    balance: fromBefore.balance - total,
    available: fromBefore.available - total,
  });
  expect(await figuresOf(page, to.currency)).toEqual({
    balance: toBefore.balance + received,
    available: toBefore.available + received,
  });
}

// The bank names products in the page's language (issue 15).
const aznAccount = { name: 'Current account AZN', currency: 'AZN' };
const usdAccount = { name: 'Current account USD', currency: 'USD' };
const visa = { name: 'Visa Classic', currency: 'AZN' };
const mastercard = { name: 'Mastercard Gold', currency: 'USD' };

describe('between Leyla’s own products, with exchange', () => {
  it('A2A from the manat account to the dollar account moves exactly the quoted figures', async () => {
    await openTransfers();
    await stepIsClean();
    await ownTransfer(
      'Account to account',
      aznAccount,
      { ...usdAccount, group: 'Your account' },
      '10',
    );
    expect(await page.getByText(t('The money has been sent.')).count()).toBe(1);
  });

  it('the executed transfer’s receipt downloads as a PDF and goes by email, attached', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('Download the receipt') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
    const reference = await summaryText('Reference');
    const receipt = await pdfText(await readFile((await download.path()) ?? ''));
    expect(receipt).toContain(reference);
    expect(receipt).toContain('10.00');
    const address = `leyla.${Date.now()}@example.az`;
    await page.getByRole('button', { name: t('Send the receipt by email') }).click();
    const dialog = page.getByRole('dialog', { name: t('Receipt by email') });
    await dialog.getByRole('textbox', { name: t('Email address') }).fill(address);
    await dialog.getByRole('button', { name: t('Send'), exact: true }).click();
    await dialog.getByRole('status').filter({ hasText: address }).waitFor();
    await stepIsClean();
    const [mail, ...more] = await mailTo(bankURL, address);
    expect(more).toEqual([]);
    expect(mail?.attachments).toEqual([
      {
        filename: `receipt-${reference}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    expect(mail?.attachments[0]?.size).toBeGreaterThan(1000);
    await dialog.getByRole('button', { name: t('Back to the transfer') }).click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: t('Send the receipt by email') })
          .evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
  });

  it('A2C, C2A and C2C between her accounts and cards', async () => {
    await ownTransfer(
      'Account to card',
      aznAccount,
      { ...mastercard, group: 'Your card' },
      '12.50',
    );
    await ownTransfer('Card to account', mastercard, { ...aznAccount, group: 'Your account' }, '3');
    await ownTransfer('Card to card', visa, { ...mastercard, group: 'Your card' }, '7.25');
  });

  it('repeats a completed transfer with the same figures', async () => {
    const before = await figuresOf(page, 'AZN');
    await page.getByRole('button', { name: t('Repeat the transfer') }).click();
    await heading('New transfer').waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Amount/ }).inputValue())
      .toBe('7.25');
    await priceIt();
    await confirmOwn();
    expect((await figuresOf(page, 'AZN')).balance).toBe(before.balance - 725);
  });
});

/** A2A from the manat account to someone named by a mobile number or an IBAN. */
async function toSomeone(recipient: string, fields: Record<string, string>, amount: string) {
  await openTransfers();
  await choose('Type of transfer', 'Account to account');
  await choose('From', aznAccount.name);
  await choose('To', t(recipient));
  for (const [label, value] of Object.entries(fields)) {
    await page.getByRole('textbox', { name: t(label), exact: true }).fill(value);
  }
  await fillAmount(amount);
  await priceIt();
}

describe('to another customer of the bank by mobile number, on a phone', () => {
  const rashad = { "Receiver's mobile number": '+994701112233' };
  beforeAll(() => signedInOnce().then(() => page.setViewportSize({ width: 390, height: 844 })));
  afterAll(() => page.setViewportSize({ width: 1280, height: 720 }));

  it('a wrong code is refused on the page and nothing moves', async () => {
    const before = await figuresOf(page, 'AZN');
    await toSomeone('By mobile number', rashad, '4');
    const previous = await newestSmsId(bankURL, leyla.phone);
    await page.getByRole('button', { name: t('Confirm the transfer') }).click();
    await heading('Confirmation code').waitFor();
    const { code } = await nextCodeSms(bankURL, leyla.phone, previous);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel(t('Code from SMS')).fill(wrong);
    await page.getByRole('button', { name: t('Confirm'), exact: true }).click();
    await page.locator('.movement__alert[role="alert"]').waitFor();
    await heading('Confirmation code').waitFor();
    await stepIsClean();
    expect(await figuresOf(page, 'AZN')).toEqual(before);
  });

  it('the code from the SMS, which names the amount and the payee, sends the money', async () => {
    const before = await figuresOf(page, 'AZN');
    await toSomeone('By mobile number', rashad, '25');
    expect(await summaryText('How')).toBe(t('Within the bank'));
    const total = await summaryMinor('Total');
    const sms = await confirmWithSmsCode();
    expect(sms).toContain('25.00 ₼');
    expect(sms).toContain('Rəşad');
    expect(await figuresOf(page, 'AZN')).toEqual({
      balance: before.balance - total,
      available: before.available - total,
    });
  });
});

const ipsIban = 'AZ59AIIB00000000001234567890';
/** A Visa card of Kapital Bank (BIN 416973), Luhn-valid. */
const kapitalCard = '4169730012345675';
const clearingIban = 'AZ89JBBK00000000001234567890';

describe('to another bank by IBAN', () => {
  it('over IPS: executed at once, the commission in the total', async () => {
    const before = await figuresOf(page, 'AZN');
    await toSomeone(
      'By IBAN',
      { "Receiver's IBAN": ipsIban, "Receiver's name": 'Aynur Həsənova' },
      '15',
    );
    expect(await summaryText('How')).toBe(t('Instant payment system (IPS)'));
    const total = await summaryMinor('Total');
    expect(total).toBeGreaterThan(1500);
    await confirmWithSmsCode();
    expect(await figuresOf(page, 'AZN')).toEqual({
      balance: before.balance - total,
      available: before.available - total,
    });
  });

  it('shows in Operations under Transfers, named by the receiver, as money out', async () => {
    await page.goto(`${prefixOf(locale)}/operations`);
    const line = page.locator('.operation').filter({ hasText: 'Aynur Həsənova' }).first();
    await line.waitFor();
    expect(await line.locator('.operation__meta').innerText()).toContain(t('Transfers'));
    expect(await line.locator('.operation__amount').innerText()).toMatch(/^[−-]/);
    await stepIsClean();
  });
});

describe('to a card of another bank in Azerbaijan', () => {
  it('A2C by card number: the percentage commission, the code, the money out at once', async () => {
    const before = await figuresOf(page, 'AZN');
    await openTransfers();
    await choose('Type of transfer', 'Account to card');
    await choose('From', aznAccount.name);
    await choose('To', t('By card number'));
    await page
      .getByRole('textbox', { name: t("Receiver's card number"), exact: true })
      .fill(kapitalCard);
    await fillAmount('200');
    await priceIt();
    expect(await summaryText('How')).toBe(t('To a card of another bank'));
    const total = await summaryMinor('Total');
    // 1 % of 200 ₼, above the 1 ₼ minimum.
    expect(total).toBe(20_000 + 200);
    expect(await page.locator('.movement__summary').innerText()).toContain('4169 73');
    await confirmWithSmsCode();
    expect(await figuresOf(page, 'AZN')).toEqual({
      balance: before.balance - total,
      available: before.available - total,
    });
  });
});

/** 18:00 in Baku on the first weekday still ahead of the bank's clock. */
function nextWeekdayEvening(now: Temporal.Instant): Temporal.ZonedDateTime {
  let evening = now
    .toZonedDateTimeISO(bankTimeZone)
    .with({ hour: 18, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });
  while (
    Temporal.Instant.compare(evening.toInstant(), now.add({ minutes: 1 })) <= 0 ||
    evening.dayOfWeek > 5
  ) {
    evening = evening.add({ days: 1 });
  }
  return evening;
}

/** Moves the bank's clock; Leyla's session is past its idle time then, so she signs in again. */
async function moveClockAndSignIn(until: string) {
  await moveClockUntil(bankURL, until);
  signedIn = undefined;
  await signedInOnce();
}

describe('clearing after the 17:00 cut-off, on a bank whose clock may move', () => {
  let ownBank: RunningBank | undefined;
  beforeAll(async () => {
    ownBank = await startBankServer();
    bankURL = ownBank.url;
    signedIn = undefined;
  });
  afterAll(async () => {
    await context?.close();
    context = undefined;
    await ownBank?.stop();
  });
  const kamran = { "Receiver's IBAN": clearingIban, "Receiver's name": 'Kamran Əliyev' };
  let scheduledReference = '';
  let scheduledTotal = 0;
  let executionDate = '';

  it('is scheduled with the total held: available lower on /accounts, balance not', async () => {
    const evening = nextWeekdayEvening(Temporal.Instant.from(await bankNow(bankURL)));
    await moveClockAndSignIn(evening.toInstant().toString());
    const before = await figuresOf(page, 'AZN');
    await toSomeone('By IBAN', kamran, '20');
    expect(await summaryText('How')).toBe(t('Interbank clearing'));
    scheduledTotal = await summaryMinor('Total');
    await confirmWithSmsCode('Transfer scheduled');
    scheduledReference = await summaryText('Reference');
    const [day, month, year] = (await summaryText('Executed on')).split('.');
    executionDate = `${year}-${month}-${day}`;
    expect(Temporal.PlainDate.compare(executionDate, evening.toPlainDate())).toBe(1);
    expect(await figuresOf(page, 'AZN')).toEqual({
      balance: before.balance,
      available: before.available - scheduledTotal,
    });
    // The manat account's card on /accounts: the balance as before, the available amount lower.
    await page.goto(`${prefixOf(locale)}/accounts`);
    const manat = page.locator('.account-card').filter({ hasText: aznAccount.name });
    await manat.getByText(t('Blocked amount')).waitFor();
    const shown = await manat.innerText();
    expect(shown).toContain(formatMoney(before.balance, 'AZN'));
    expect(shown).toContain(formatMoney(before.available - scheduledTotal, 'AZN'));
    await stepIsClean();
  });

  it('a second one is canceled and its hold released', async () => {
    const before = await figuresOf(page, 'AZN');
    await toSomeone('By IBAN', kamran, '5');
    await confirmWithSmsCode('Transfer scheduled');
    await page.getByRole('button', { name: t('Cancel the transfer') }).click();
    await heading('Transfer canceled').waitFor();
    await stepIsClean();
    expect(await figuresOf(page, 'AZN')).toEqual(before);
  });

  it('over IPS at 23:00 the same evening is executed at once, past the cut-off', async () => {
    const night = Temporal.Instant.from(await bankNow(bankURL))
      .toZonedDateTimeISO(bankTimeZone)
      .with({ hour: 23, minute: 0 });
    await moveClockAndSignIn(night.toInstant().toString());
    const before = await figuresOf(page, 'AZN');
    await toSomeone(
      'By IBAN',
      { "Receiver's IBAN": ipsIban, "Receiver's name": 'Aynur Həsənova' },
      '30',
    );
    expect(await summaryText('How')).toBe(t('Instant payment system (IPS)'));
    const total = await summaryMinor('Total');
    await confirmWithSmsCode('Transfer done');
    expect(await figuresOf(page, 'AZN')).toEqual({
      balance: before.balance - total,
      available: before.available - total,
    });
  });

  it('is executed from its hold on the next business day', async () => {
    const before = await figuresOf(page, 'AZN');
    await moveClockAndSignIn(executionDate);
    // The job worker looks for due transfers every few seconds.
    await expect
      .poll(() => figuresOf(page, 'AZN'), { timeout: 30_000, interval: 1_000 })
      .toEqual({ balance: before.balance - scheduledTotal, available: before.available });
    const listed = await page.evaluate(async (reference) => {
      const headers = { Authorization: sessionStorage.getItem('access_token') ?? '' };
      const { items } = await fetch('/api/v1/transfers', { headers }).then((r) => r.json());
      return items.find((item: { reference: string }) => item.reference === reference);
    }, scheduledReference);
    expect(listed).toMatchObject({ status: 'EXECUTED', executionDate });
  });
});
