import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { nigar } from './support/customers';
import { bookFirstSlot, operatorPresses } from './support/loan-steps';

// Nigar's video identification fails: the request asks her to try later, and the bank lets her
// book a new call.
const browser = sharedBrowser();
const az = labels('az');
// An amount no other test asks for, to find this request on the operator console.
const requested = 3456;
const requestedText = '3 456.00 ₼';

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  context = await newContext(browser());
  ({ page, consoleErrors } = await openPage(context));
});

afterAll(async () => {
  await context.close();
});

/** Starts a credit on /get-credit, has the bank carry it to step 2, and books the video call. */
async function requestWaitingForTheCall() {
  await page.goto('/get-credit');
  await page.getByRole('textbox', { name: az('Requested amount, ₼') }).fill(String(requested));
  await page.getByRole('textbox', { name: az('Monthly salary, ₼') }).fill('2400');
  await page.getByRole('button', { name: az('Send the application') }).click();
  await page.waitForURL(/\/loan-requests\/[\w-]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  for (const type of ['OFFER_ACCEPTED', 'FATCA_PASSED']) {
    const moved = await page.request.post(`/sandbox/v1/loan-applications/${id}/events`, {
      data: { type },
    });
    expect(moved.status()).toBe(200);
  }
  await page.reload();
  const dialog = page.getByRole('dialog', { name: az('Credit') });
  const time = await bookFirstSlot(page, dialog, nigar.phone);
  await dialog
    .getByText(az('The operator will call you at {time}.').replace('{time}', time))
    .waitFor();
}

describe('a rejected video identification', () => {
  it('asks Nigar to try again later', async () => {
    await signIn(page, 'az', baseURL, nigar);
    await requestWaitingForTheCall();
    await operatorPresses(context, requestedText, 'Identification rejected');
    await page.reload();
    const dialog = page.getByRole('dialog', { name: az('Credit') });
    const alert = dialog
      .getByRole('alert')
      .filter({ hasText: az('Please try again a bit later.') });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(az('The identification did not succeed'));
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('lets her book a new call once the bank allows a retry', async () => {
    await operatorPresses(context, requestedText, 'Retry identification');
    await page.reload();
    const dialog = page.getByRole('dialog', { name: az('Credit') });
    await dialog.getByRole('list', { name: az('Days') }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
