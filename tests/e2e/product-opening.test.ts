import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { leyla } from './support/customers';
import {
  acceptEveryDocument,
  type BankAccount,
  bankAccounts,
  confirmLastFatca,
  operatorPresses,
  passFatca,
  readDepositInsurance,
  signOnThePhone,
} from './support/loan-steps';

// Leyla opens a dollar account and a manat deposit online: each goes through FATCA, the deposit
// insurance notice, its papers, the signing app and the operator's approval, and ends on its page
// with the right balances. The deposit's FATCA comes filled in with the account's answers.
const browser = sharedBrowser();
const az = labels('az');
const depositAmount = 500;

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
let accountsBefore: BankAccount[];

beforeAll(async () => {
  context = await newContext(browser());
  // While the bank prepares the papers, their calls answer 409 DOCUMENTS_NOT_READY.
  ({ page, consoleErrors } = await openPage(context, {
    expected: /\/(account|deposit)-application\/v1\/documents\?/,
  }));
});

afterAll(async () => {
  await context.close();
});

/** A radio of a form, chosen as a person does: by its label. */
async function choose(scope: Locator, text: string) {
  await scope.locator('label').filter({ hasText: text }).first().click();
}

/** FATCA, the deposit insurance notice, the papers, signing and the operator's approval. */
async function carryToCompletion(dialog: Locator, operatorRow: string[], fatca = passFatca) {
  await fatca(dialog);
  await dialog
    .getByRole('checkbox', { name: az('I have read the information on deposit insurance') })
    .waitFor();
  expect(await a11yViolations(page)).toEqual([]);
  await readDepositInsurance(dialog);
  const titles = await acceptEveryDocument(dialog);
  expect(titles).toHaveLength(2);
  const link = await dialog.getByRole('link', { name: /sandbox-signing/ }).getAttribute('href');
  await signOnThePhone(context, link ?? '');
  await dialog.getByText(az('Documents signed')).waitFor();
  await operatorPresses(context, [leyla.name, ...operatorRow, 'SIGNED'], 'Final approval');
  await page.reload();
}

describe('opening a dollar account and a manat deposit online', () => {
  it('opens a USD account from /accounts to its IBAN on the page', async () => {
    await signIn(page, 'az', baseURL, leyla);
    accountsBefore = await bankAccounts(page);
    await page.goto('/accounts');
    await page.getByRole('button', { name: az('Open a new account') }).click();
    const form = page.getByRole('dialog', { name: az('Open a new account') });
    await choose(form, 'USD');
    expect(await a11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: az('Open the account') }).click();
    const dialog = page.getByRole('dialog', { name: az('New account') });
    await carryToCompletion(dialog, [az('Current account'), 'USD']);
    await dialog.getByText(az('The account is open')).waitFor();
    await dialog.getByRole('link', { name: az('Go to my accounts') }).click();
    await page.waitForURL(/\/accounts$/);

    const opened = (await bankAccounts(page)).filter(
      (account) => !accountsBefore.some((before) => before.id === account.id),
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ currency: 'USD', balance: 0 });
    expect(opened[0]?.iban).toMatch(/^AZ\d{2}IBNK[A-Z0-9]{20}$/);
    const iban = opened[0]?.iban.replace(/(.{4})/g, '$1 ').trim() ?? '';
    await page
      .getByText(iban)
      .or(page.getByText(opened[0]?.iban ?? ''))
      .first()
      .waitFor();
  });

  it('opens a 500 ₼ deposit from /deposits, funded from her manat account', async () => {
    const before = await bankAccounts(page);
    await page.goto('/deposits');
    await page.getByRole('button', { name: az('Open a new deposit') }).click();
    const form = page.getByRole('dialog', { name: az('Open a new deposit') });
    await form.getByRole('radiogroup', { name: az('Fund from the account') }).waitFor();
    await form.getByRole('textbox', { name: /₼/ }).fill(String(depositAmount));
    const source = form.getByRole('radiogroup', { name: az('Fund from the account') });
    const sourceName = await source
      .getByRole('radio', { checked: true })
      .evaluate((radio) => radio.closest('label')?.textContent ?? '');
    await form.getByText(az('Interest you will earn')).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: az('Open the deposit') }).click();

    const dialog = page.getByRole('dialog', { name: az('New deposit') });
    await carryToCompletion(dialog, [az('Deposit'), '500.00 ₼'], confirmLastFatca);
    await dialog.getByText(az('The deposit is open')).waitFor();
    await dialog.getByRole('link', { name: az('Go to my deposits') }).click();
    await page.waitForURL(/\/deposits$/);
    await page.getByText('500.00 ₼').first().waitFor();

    const funded = before.find((account) => sourceName.startsWith(account.name));
    const after = (await bankAccounts(page)).find((account) => account.id === funded?.id);
    expect(Math.round((after?.balance ?? 0) * 100)).toBe(
      Math.round((funded?.balance ?? 0) * 100) - depositAmount * 100,
    );
    expect(consoleErrors).toEqual([]);
  });
});
