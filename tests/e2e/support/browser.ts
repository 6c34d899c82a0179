/** Chromium for the e2e suite: Debian's browser through playwright-core, never a download. */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
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

/**
 * Every accessibility violation on the page, whatever its impact (minor included), as readable
 * lines: the one check of every e2e test, so a finding of any kind fails the suite.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // A pending button's announcement arrives 100 ms after it, and the app drops it on the next
  // frame when the button has gone with its step (src/app/stale-announcements.ts).
  await page.waitForTimeout(150);
  await expect.poll(() => page.evaluate(orphanAnnouncements)).toBe(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) => `${v.impact}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

function orphanAnnouncements(): number {
  return [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter(
    (node) =>
      !(node.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .some((id) => document.getElementById(id)),
  ).length;
}
