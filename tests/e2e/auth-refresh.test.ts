import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-pages';
import { type RunningBank, startBankServer } from './support/bank-server';
import { launchBrowser, openPage } from './support/browser';
import { nigar } from './support/customers';

// A bank of its own whose access tokens live 3 seconds, so one expires during the test.
let bank: RunningBank;
let browser: Browser;
beforeAll(async () => {
  [bank, browser] = await Promise.all([
    startBankServer({ ACCESS_TOKEN_TTL_SECONDS: '3' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser.close();
  await bank.stop();
});

describe('an expired access token', () => {
  it('is refreshed without the customer noticing', async () => {
    const context = await browser.newContext({ baseURL: bank.url, serviceWorkers: 'block' });
    const { page } = await openPage(context);
    await signIn(page, 'ru', bank.url, nigar);
    const firstToken = await page.evaluate(() => sessionStorage.getItem('access_token'));

    const calls: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/')) calls.push(`${response.status()} ${path}`);
    });
    await page.waitForTimeout(4_000);
    await page.reload();
    await page.getByRole('button', { name: nigar.name }).waitFor();

    // The page's calls are refused together, one refresh serves them all, and each refused call
    // is made once more and answered.
    expect(calls.filter((call) => call.endsWith('/api/v1/auth/refresh'))).toEqual([
      '200 /api/v1/auth/refresh',
    ]);
    const refused = calls.filter((call) => call.startsWith('401 '));
    expect(refused).toContain('401 /api/v1/user/info');
    expect(new Set(refused).size).toBe(refused.length);
    for (const call of refused) {
      const path = call.slice('401 '.length);
      // A retried call may still be on its way when the profile has been drawn.
      await expect.poll(() => calls.slice(calls.indexOf(call)).includes(`200 ${path}`)).toBe(true);
    }
    expect(new URL(page.url()).pathname).toBe('/ru');
    const newToken = await page.evaluate(() => sessionStorage.getItem('access_token'));
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(firstToken);
    await context.close();
  });
});
