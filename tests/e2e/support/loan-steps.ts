/** The steps of a loan request as a customer and the bank's operator take them in the browser. */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { labels } from './auth-pages';

const az = labels('az');

/** Answers the index-th FATCA question as a person does: by its label. */
export async function answerFatca(dialog: Locator, index: number, text: 'Yes' | 'No') {
  const question = dialog.getByRole('radiogroup').nth(index);
  await question
    .locator('label')
    .filter({ hasText: az(text) })
    .click();
  await expect.poll(() => question.getByRole('radio', { name: az(text) }).isChecked()).toBe(true);
}

/**
 * Answers every FATCA question "no" and sends them; a customer who answered within 12 months
 * finds their answers filled in and confirms them instead.
 */
export async function passFatca(dialog: Locator) {
  const send = dialog
    .getByRole('button', { name: az('Send the answers') })
    .or(dialog.getByRole('button', { name: az('Confirm the answers') }));
  await send.first().waitFor();
  const count = await dialog.getByRole('radiogroup').count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await answerFatca(dialog, index, 'No');
  await send.first().click();
}

/** The FATCA answers of minutes ago come filled in, all "no": the customer only confirms. */
export async function confirmLastFatca(dialog: Locator) {
  const confirm = dialog.getByRole('button', { name: az('Confirm the answers') });
  await confirm.waitFor();
  await dialog.getByRole('note').waitFor();
  const count = await dialog.getByRole('radiogroup').count();
  expect(count).toBeGreaterThan(0);
  expect(await dialog.getByRole('radio', { name: az('No'), checked: true }).count()).toBe(count);
  await confirm.click();
}

/** Step 3 of an account or deposit: the customer reads the deposit insurance notice. */
export async function readDepositInsurance(dialog: Locator) {
  const current = dialog.getByRole('listitem').and(dialog.locator('[aria-current="step"]'));
  await current.filter({ hasText: az('Deposit insurance') }).waitFor();
  const read = dialog.getByRole('checkbox', {
    name: az('I have read the information on deposit insurance'),
  });
  // The box is drawn; the label around it takes the click, as a person's would.
  await dialog.getByText(az('I have read the information on deposit insurance')).click();
  await expect.poll(() => read.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: az('Continue') }).click();
}

/** Chooses the first selectable button of one level of the slot picker, by keyboard. */
export async function chooseFirst(page: Page, dialog: Locator, level: string) {
  const choice = dialog.getByRole('list', { name: az(level) }).locator('button:not([disabled])');
  await choice.first().focus();
  const label = await choice.first().innerText();
  await page.keyboard.press('Enter');
  return label;
}

/**
 * Books the first free quarter for the video call; returns the booked time as shown. The call
 * goes to the application's number (`phone`, 9 digits).
 */
export async function bookFirstSlot(page: Page, dialog: Locator, phone: string) {
  // A day's button shows its weekday above the date; the booked time names the date alone.
  const day = (await chooseFirst(page, dialog, 'Days')).match(/\d{2}\.\d{2}\.\d{4}/)?.[0];
  await chooseFirst(page, dialog, 'Times of day');
  await chooseFirst(page, dialog, 'Hours');
  const quarter = await chooseFirst(page, dialog, 'Quarters of an hour');
  // The call goes to the application's number, shown and not asked again (issue 15).
  const shown = `+994 ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`;
  await dialog.getByText(shown).waitFor();
  const field = dialog.getByRole('textbox', { name: az('Mobile phone for the call') });
  expect(await field.count()).toBe(0);
  await dialog.getByRole('button', { name: az('Book this time') }).focus();
  await page.keyboard.press('Enter');
  return `${day} - ${quarter.slice(0, 5)}`;
}

/**
 * The bank's operator presses `action`, in a page of its own, on the console row that holds
 * every one of `rowTexts` (for a loan, an amount no other test asks for).
 */
export async function operatorPresses(
  context: BrowserContext,
  rowTexts: string | string[],
  action: string,
) {
  const console = await context.newPage();
  await console.goto('/sandbox-operator');
  let row = console.getByRole('row');
  for (const text of [rowTexts].flat()) row = row.filter({ hasText: text });
  await row.getByRole('button', { name: az(action) }).click();
  await console.getByText(az('Done: {action}').replace('{action}', az(action))).waitFor();
  await console.close();
}

/** Opens the signing link on a page of its own, as the phone would, and signs. */
export async function signOnThePhone(context: BrowserContext, link: string) {
  const phone = await context.newPage();
  await phone.goto(link);
  await phone.getByRole('button', { name: az('Sign') }).click();
  await phone
    .getByText(az('The documents are signed. You can return to the internet bank.'))
    .waitFor();
  await phone.close();
}

export interface BankAccount {
  id: string;
  name: string;
  iban: string;
  currency: string;
  balance: number;
}

/**
 * The customer's accounts as the bank lists them, read with the page's own token and in the
 * page's language (the bank names products in the language asked for).
 */
export function bankAccounts(page: Page): Promise<BankAccount[]> {
  return page.evaluate(async () => {
    const headers = {
      Authorization: sessionStorage.getItem('access_token') ?? '',
      'Accept-Language': document.documentElement.lang,
    };
    return fetch('/api/v1/accounts', { headers }).then((response) => response.json());
  });
}

/** The mobile number the bank holds for a loan application, read with the page's own token. */
export function applicationPhone(page: Page, id: string): Promise<string> {
  return page.evaluate(async (applicationId) => {
    const headers = { Authorization: sessionStorage.getItem('access_token') ?? '' };
    const url = `/api/loan-applications/v1/loan-applications/${applicationId}`;
    const application = await fetch(url, { headers }).then((response) => response.json());
    return application.customerPhoneNumber;
  }, id);
}

/** The sum of the customer's manat accounts in qəpik. */
export async function manatBalance(page: Page): Promise<number> {
  return (await bankAccounts(page))
    .filter((account) => account.currency === 'AZN')
    .reduce((sum, account) => sum + Math.round(account.balance * 100), 0);
}

/** Accepts every document the step shows, one at a time, until the signing QR appears. */
export async function acceptEveryDocument(dialog: Locator): Promise<string[]> {
  const titles: string[] = [];
  const accept = dialog.getByRole('button', { name: az('I have read and accept') });
  const qr = dialog.getByRole('img', { name: az('QR code of the signing link') });
  for (;;) {
    await accept.or(qr).first().waitFor();
    if (await qr.isVisible()) return titles;
    const position = await dialog.locator('.documents__position').innerText();
    titles.push(`${await dialog.locator('.documents__name').innerText()} (${position})`);
    await accept.click();
    await dialog.locator('.documents__position', { hasNotText: position }).or(qr).first().waitFor();
  }
}
