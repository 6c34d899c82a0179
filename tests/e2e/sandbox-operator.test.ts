import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { apiSignIn, nigar } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';

// Nigar applies through the API; the sandbox operator then moves her application on the page.
const browser = sharedBrowser();
const az = labels('az');
// An amount no other test asks for, to find this application's row among the others.
const requested = 4321;
const requestedText = '4 321.00 ₼';

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

async function startNigarsApplication() {
  const before = await newestSmsId(baseURL, nigar.phone);
  const { accessToken } = await apiSignIn(baseURL, nigar, () =>
    nextCode(baseURL, nigar.phone, before),
  );
  const response = await fetch(`${baseURL}/api/loan-applications/v1/loan-applications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: accessToken },
    body: JSON.stringify({
      type: 'LOAN',
      requestedAmount: requested,
      customerPhoneNumber: nigar.phone,
      salary: 2_400_00,
    }),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  await startNigarsApplication();
  context = await newContext(browser());
  ({ page, consoleErrors } = await openPage(context));
});

afterAll(async () => {
  await context.close();
});

const row = () => page.getByRole('row').filter({ hasText: requestedText });

describe('the sandbox operator console', () => {
  it('lists Nigar’s new application with the events its status takes', async () => {
    await page.goto('/sandbox-operator');
    await row().waitFor();
    expect(await row().getByRole('rowheader').innerText()).toContain(nigar.name);
    expect(await row().getByText('DEFAULT', { exact: true }).count()).toBe(1);
    const actions = row().getByRole('group');
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(
      ['Offer accepted', 'Deadline passed', 'Send to review', 'Cancel'].map(az),
    );
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('cancels it by keyboard, confirms it and shows the new status', async () => {
    await row()
      .getByRole('button', { name: az('Cancel') })
      .focus();
    await page.keyboard.press('Enter');

    await page.getByText(az('Done: {action}').replace('{action}', az('Cancel'))).waitFor();
    await row().getByText('CANCELED', { exact: true }).waitFor();
    expect(await row().getByRole('button').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('fits a 390 px phone: the table scrolls in its own box', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/sandbox-operator');
    await row().waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      box: document.querySelector('.operator-table__scroll')?.scrollWidth ?? 0,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.box).toBeGreaterThan(390);
    expect(await a11yViolations(page)).toEqual([]);
  });
});
