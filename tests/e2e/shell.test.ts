import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { labels } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { translated } from './support/catalog';
import { apiSignIn, rashad } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';
import { localePrefixes } from './support/site-map';

const browser = sharedBrowser();

describe.each(localePrefixes)('the shell in $locale', ({ locale, prefix }) => {
  it('shows the translated 404 page with a link home for an unknown path', async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto(`${prefix}/no-such-page`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(() => heading.textContent())
      .toBe(translated(locale, 'This page could not be found'));
    await page.getByRole('link', { name: translated(locale, 'Go to the home page') }).click();
    await page.waitForURL((url) => url.pathname === `${prefix}/auth/signin`);
    await context.close();
  });

  it('has no accessibility violations on sign-in, 404 and the sandbox', async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    for (const path of ['/auth/signin', '/no-such-page', '/sandbox']) {
      await page.goto(`${prefix}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect({ path, violations: await a11yViolations(page) }).toEqual({
        path,
        violations: [],
      });
    }
    await context.close();
  });
});

/** Rəşad signed in through the API, in a tab of the given width (he only reads here). */
async function signedInTab(
  browser: Browser,
  width: number,
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const before = await newestSmsId(baseURL, rashad.phone);
  const tokens = await apiSignIn(baseURL, rashad, () => nextCode(baseURL, rashad.phone, before));
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width, height: 800 },
  });
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('access_token')) return;
    sessionStorage.setItem('access_token', stored.accessToken);
    sessionStorage.setItem('refresh_token', stored.refreshToken);
  }, tokens);
  return { context, ...(await openPage(context)) };
}

describe('the sections on a phone (390 px)', () => {
  const t = labels('en');
  const inMore = [
    'Accounts',
    'Deposits',
    'Loans',
    'Cash by code',
    'My requests',
    'Get a loan',
    'Early repayment',
    'Payment methods',
    'Account consents',
    'Other consents',
    'Settings',
  ].map(t);

  it('are a bottom tab bar with the rest under More, the current section always in sight', async () => {
    const { context, page, consoleErrors } = await signedInTab(browser(), 390);
    await page.goto('/en');
    await page.getByRole('heading', { level: 1, name: t('Home') }).waitFor();
    const tabs = page.getByRole('navigation', { name: t('Main sections') });
    expect(await tabs.getByRole('listitem').allInnerTexts()).toEqual(
      ['Home', 'Transfers', 'Payments', 'History', 'More'].map(t),
    );
    expect(
      await page.getByRole('navigation', { name: t('Sections'), exact: true }).isVisible(),
    ).toBe(false);
    const home = tabs.getByRole('link', { name: t('Home') });
    expect(await home.getAttribute('aria-current')).toBe('page');
    expect(await a11yViolations(page)).toEqual([]);

    await tabs.getByRole('button', { name: t('More') }).click();
    const sheet = page.getByRole('dialog', { name: t('More sections') });
    expect(await sheet.getByRole('link').allInnerTexts()).toEqual(inMore);
    expect(await a11yViolations(page)).toEqual([]);
    await sheet.getByRole('link', { name: t('Deposits') }).click();
    await page.waitForURL((url) => url.pathname === '/en/deposits');
    await expect.poll(() => sheet.count()).toBe(0);
    // A section under "More" is the page: the tab carries its name.
    const more = tabs.getByRole('button', { name: `${t('Deposits')}, ${t('More')}` });
    await more.waitFor();
    expect(await home.getAttribute('aria-current')).toBeNull();
    await more.click();
    expect(
      await sheet.getByRole('link', { name: t('Deposits') }).getAttribute('aria-current'),
    ).toBe('page');
    await page.keyboard.press('Escape');

    await tabs.getByRole('link', { name: t('History') }).click();
    await page.waitForURL((url) => url.pathname === '/en/operations');
    await tabs.getByRole('button', { name: t('More'), exact: true }).waitFor();
    const history = tabs.getByRole('link', { name: t('History') });
    expect(await history.getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  // The tab carrying the longest word of each language: Settings in az, Early repayment in ru.
  it('name every tab without breaking a word, in az, ru and en, from 320 to 390 px', async () => {
    const { context, page } = await signedInTab(browser(), 390);
    const broken: string[] = [];
    for (const { prefix } of localePrefixes) {
      for (const path of ['/settings', '/pre-payment', '/loan-requests']) {
        await page.goto(`${prefix}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        for (const width of [320, 360, 390]) {
          await page.setViewportSize({ width, height: 800 });
          const words = await page.evaluate(wordsBrokenInTabs);
          broken.push(...words.map((word) => `${prefix}${path} at ${width} px: ${word}`));
        }
        await page.setViewportSize({ width: 390, height: 800 });
      }
    }
    expect(broken).toEqual([]);
    await context.close();
  });

  it('are the sidebar on a laptop (1280 px), with no tab bar', async () => {
    const { context, page } = await signedInTab(browser(), 1280);
    await page.goto('/en/loan-requests/archive');
    const sidebar = page.getByRole('navigation', { name: t('Sections'), exact: true });
    await sidebar.getByRole('link', { name: t('My requests') }).waitFor();
    expect(await page.getByRole('navigation', { name: t('Main sections') }).isVisible()).toBe(
      false,
    );
    // The pages below a section are in it; home is current only on its own page.
    expect(
      await sidebar.getByRole('link', { name: t('My requests') }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await sidebar.getByRole('link', { name: t('Home') }).getAttribute('aria-current')).toBe(
      null,
    );
    await context.close();
  });
});

/** The words of the tab labels that the browser drew on more than one line. */
function wordsBrokenInTabs(): string[] {
  const broken: string[] = [];
  for (const label of document.querySelectorAll('.tab-bar__label')) {
    const text = label.firstChild;
    if (!(text instanceof Text)) continue;
    for (const match of text.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

describe('the skip link', () => {
  it('is the first Tab of a page, shown when focused; Enter moves focus to the main content', async () => {
    const { context, page } = await signedInTab(browser(), 390);
    for (const path of ['/ru/accounts', '/en/no-such-page']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {
        name: translated(path.slice(1, 3), 'Skip to content'),
      });
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 800).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      // Out of the way again once the keyboard has moved on.
      expect(((await skip.boundingBox())?.y ?? 0) < 0).toBe(true);
    }
    await context.close();
  });
});

describe('locale choice', () => {
  it('treats /az and unknown prefixes as unknown pages', async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    for (const path of ['/az/accounts', '/de/accounts']) {
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(translated('az', 'This page could not be found'));
    }
    await context.close();
  });

  it('keeps the chosen language in a cookie and uses it on the next visit to the root', async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto('/auth/signin');
    await page.getByRole('link', { name: 'Русский' }).click();
    await page.waitForURL((url) => url.pathname === '/ru/auth/signin');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('ru');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/ru/auth/signin');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await context.close();
  });
});

describe('performance and platform', () => {
  it('fits a phone screen (390 px) without sideways scrolling', async () => {
    const context = await browser().newContext({ baseURL, viewport: { width: 390, height: 800 } });
    await context.addInitScript(() => sessionStorage.setItem('access_token', 'e2e-access-token'));
    const { page } = await openPage(context);
    for (const path of ['/accounts', '/ru/sandbox', '/en/no-such-page']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 390 });
    }
    await context.close();
  });

  it('loads the sign-in page with at most 120 KB of JavaScript on the wire', async () => {
    const context = await newContext(browser());
    const { page } = await openPage(context);
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto('/auth/signin', { waitUntil: 'networkidle' });
    // What Chromium received: the encoded (compressed) bodies, as the server sent them.
    const sizes = await Promise.all(scripts.map((request) => request.sizes()));
    const onWire = sizes.reduce((sum, size) => sum + size.responseBodySize, 0);
    // Printed so every run shows how much of the budget is left.
    console.log(`sign-in first load: ${onWire} bytes of JavaScript on the wire (budget 122880)`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(sizes.every((size) => size.responseBodySize > 0)).toBe(true);
    expect(onWire).toBeLessThanOrEqual(120 * 1024);
    await context.close();
  });

  it('publishes the contract and its reference page at /api/docs', async () => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto('/api/docs');
    await page.getByText('Internet bank API').first().waitFor();
    await page.getByText('/api/v1/login').first().waitFor();
    expect(consoleErrors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
    await context.close();
  });

  it('registers the service worker from the site root and never caches API answers', async () => {
    const context = await browser().newContext({ baseURL, serviceWorkers: 'allow' });
    const { page, consoleErrors } = await openPage(context);
    await page.goto('/auth/signin');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => Promise.all([fetch('/sandbox/v1/sms'), fetch('/api/docs/json')]));
    const cachedPaths = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(cachedPaths.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cachedPaths.filter((path) => /^\/(api|sandbox)\//.test(path))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
