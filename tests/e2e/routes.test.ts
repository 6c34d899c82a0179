import { describe, expect, it } from 'vitest';
import { baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { apiSignIn, leyla } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';
import { appPages, guestPages, localePrefixes, localized, sampleLookups } from './support/site-map';

const browser = sharedBrowser();

function pathOf(url: string): string {
  const path = new URL(url).pathname;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

describe.each(localePrefixes)('every page in $locale', ({ locale, prefix }) => {
  it('sends a visitor from protected pages to the sign-in page, with no console error', async () => {
    const context = await newContext(browser());
    // One tab for the sweep: a visitor has no session to carry from page to page.
    const { page: tab, consoleErrors } = await openPage(context);
    for (const page of appPages) {
      const errorsBefore = consoleErrors.length;
      await tab.goto(localized(prefix, page));
      await tab.getByRole('heading', { level: 1 }).first().waitFor();
      const seen = {
        path: pathOf(tab.url()),
        lang: await tab.evaluate(() => document.documentElement.lang),
        consoleErrors: consoleErrors.slice(errorsBefore),
      };
      const expected = guestPages.has(page) ? localized(prefix, page) : `${prefix}/auth/signin`;
      expect({ page, ...seen }).toEqual({ page, path: expected, lang: locale, consoleErrors: [] });
    }
    await context.close();
  });

  it('shows a signed-in customer every page and sends them home from guest pages', async () => {
    const before = await newestSmsId(baseURL, leyla.phone);
    const tokens = await apiSignIn(baseURL, leyla, () => nextCode(baseURL, leyla.phone, before));
    const context = await newContext(browser());
    // One tab for every page, so the session in its sessionStorage is the one the app keeps.
    const { page, consoleErrors } = await openPage(context, { expected: sampleLookups });
    await page.goto(localized(prefix, '/sandbox'));
    await page.evaluate(({ accessToken, refreshToken }) => {
      sessionStorage.setItem('access_token', accessToken);
      sessionStorage.setItem('refresh_token', refreshToken);
    }, tokens);
    for (const path of appPages) {
      await page.goto(localized(prefix, path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const expected = guestPages.has(path) ? localized(prefix, '/') : localized(prefix, path);
      await page.waitForURL((url) => pathOf(url.href) === expected);
      const lang = await page.evaluate(() => document.documentElement.lang);
      expect({ path, at: pathOf(page.url()), lang }).toEqual({ path, at: expected, lang: locale });
    }
    await page.getByRole('button', { name: leyla.name }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
