/** Chromium for the e2e suite: Debian's browser through playwright-core, never a download. */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../../scripts/support/chromium';

export const baseURL = inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
}

/** One Chromium for a test file: launched before its tests and closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts before the tests');
    return browser;
  };
}

/**
 * A page that records every console error and uncaught exception it sees, except the browser's
 * own line for a failed response from an `expected` address (a 409 the app is built to read).
 */
export async function openPage(
  context: BrowserContext,
  { expected }: { expected?: RegExp } = {},
): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expected?.test(message.location().url)) return;
    consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL, serviceWorkers: 'block' });
}

/** Axe judges colours: a dialog or step still fading in would be measured half-drawn. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-entering]') === null);
}

/** Serious and critical accessibility violations on the page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
