import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { nigar } from './support/customers';
import { applicationPhone } from './support/loan-steps';

// Nigar (the sign-in and route tests use Leyla, the products tests Rashad) starts a credit; its
// amount is one no other test asks for, as her other tests' requests share the list.
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

describe('starting a credit application', () => {
  it('signs the customer in with the sandbox code', async () => {
    await signIn(page, 'az', baseURL, nigar);
  });

  it('sends the form and lands on the new request over the list', async () => {
    await page.goto('/get-credit');
    const send = page.getByRole('button', { name: az('Send the application') });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: az('Requested amount, ₼') }).fill('3250');
    // The registered mobile, masked as the profile shows it, is offered: nothing to type.
    const masked = `+994 ${nigar.phone.slice(0, 2)} *** ** ${nigar.phone.slice(-2)}`;
    await page.getByText(masked).waitFor();
    expect(await page.getByRole('textbox', { name: az('Mobile phone') }).count()).toBe(0);
    expect(await a11yViolations(page)).toEqual([]);
    await send.click();

    const dialog = page.getByRole('dialog', { name: az('Credit') });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/loan-requests\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await applicationPhone(page, id)).toBe(nigar.phone);
    await expect
      .poll(() =>
        dialog.getByRole('listitem').and(page.locator('[aria-current="step"]')).innerText(),
      )
      .toContain(az('Loan details'));
    expect(await dialog.getByText('3 250.00 ₼').count()).toBe(1);
    // Checked once the dialog has faded in: mid-animation its text is too faint to judge.
    await page.waitForTimeout(500);
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('closes back to the list, where the request opens again', async () => {
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/loan-requests');
    const request = page.getByRole('link', { name: new RegExp(`^${az('Credit')}\\s*3 250.00 ₼`) });
    await request.waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await request.click();
    await page.getByRole('dialog', { name: az('Credit') }).waitFor();
  });
});
