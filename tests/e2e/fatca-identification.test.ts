import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { nigar } from './support/customers';
import { answerFatca as answer, bookFirstSlot } from './support/loan-steps';

// Nigar answers the FATCA questions and books her video call; a "yes" sends a request to a branch.
const browser = sharedBrowser();
const az = labels('az');

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(browser());
  ({ page } = await openPage(context));
});

afterAll(async () => {
  await context.close();
});

/**
 * Starts a credit on /get-credit and has the operator accept its offer (the offers step). A
 * customer who answered in the last 12 months finds her answers filled in, to confirm.
 */
async function requestAtFatca(send = 'Send the answers'): Promise<Locator> {
  await page.goto('/get-credit');
  await page.getByRole('textbox', { name: az('Requested amount, ₼') }).fill('3000');
  await page.getByRole('textbox', { name: az('Monthly salary, ₼') }).fill('2400');
  await page.getByRole('button', { name: az('Send the application') }).click();
  await page.waitForURL(/\/loan-requests\/[\w-]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1);
  const accepted = await page.request.post(`/sandbox/v1/loan-applications/${id}/events`, {
    data: { type: 'OFFER_ACCEPTED' },
  });
  expect(accepted.status()).toBe(200);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: az('Credit') });
  await dialog.getByRole('button', { name: az(send) }).waitFor();
  return dialog;
}

describe('step 2: FATCA and the video identification call', () => {
  it('signs Nigar in with the sandbox code', async () => {
    await signIn(page, 'az', baseURL, nigar);
  });

  it('answers every question "no" and moves on to the slots', async () => {
    const dialog = await requestAtFatca();
    const groups = dialog.getByRole('radiogroup');
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await answer(dialog, index, 'No');
    }
    expect(await a11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: az('Send the answers') }).click();
    await dialog.getByRole('list', { name: az('Days') }).waitFor();
  });

  it('books a quarter by keyboard and sees the booked time', async () => {
    const dialog = page.getByRole('dialog', { name: az('Credit') });
    const time = await bookFirstSlot(page, dialog, nigar.phone);
    const booked = dialog.getByText(
      az('The operator will call you at {time}.').replace('{time}', time),
    );
    await booked.waitFor();
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('sends a request with a "yes" to a branch, her last answers filled in', async () => {
    const dialog = await requestAtFatca('Confirm the answers');
    await answer(dialog, 0, 'Yes');
    await dialog.getByRole('button', { name: az('Confirm the answers') }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: az('Please continue at a branch') });
    await alert.waitFor();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
