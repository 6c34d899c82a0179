/**
 * /settings in the browser (issue 18), on a bank of its own: Leyla mistypes her password once,
 * then signs in from two browsers; the first sees both sessions (its own marked) and the failed
 * attempt in the sign-in history, ends the other with the keyboard after confirming, and the
 * second browser's next page is refused (401, its refresh refused too) and goes to '/', which
 * leads to the sign-in page. The language changes from the page and is kept in the cookie. Axe
 * finds nothing; screenshots in az, ru and en at 1280 and 390 px go to /tmp/shots/settings when
 * SHOTS is set.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmWithCode, fillSignIn, labels, prefixOf } from './support/auth-pages';
import { type RunningBank, startBankServer } from './support/bank-server';
import { a11yViolations, animationsSettled, sharedBrowser } from './support/browser';
import { leyla } from './support/customers';

/** The page's chunk, catalog and query can take seconds when CI's lanes load the machine. */
const pageLoadMs = 15_000;

const locale = 'en';
const t = labels(locale);
const browser = sharedBrowser();
let bank: RunningBank;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  bank = await startBankServer();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await bank?.stop();
});

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser().newContext({ baseURL: bank.url, serviceWorkers: 'block' });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** A wrong password at the sign-in page: the bank refuses it and counts the attempt. */
async function mistypePassword(page: Page) {
  await page.goto(`${prefixOf(locale)}/auth/signin`);
  await fillSignIn(page, locale, { ...leyla, password: 'Not-her-pass-1' });
  await page.getByRole('button', { name: t('Sign in'), exact: true }).click();
  await page.getByRole('alert').first().waitFor();
}

/** Signs Leyla in through the pages, waiting for her menu as long as a busy machine needs. */
async function signIn(page: Page) {
  await page.goto(`${prefixOf(locale)}/auth/signin`);
  await fillSignIn(page, locale, leyla);
  await confirmWithCode(page, locale, bank.url, leyla.phone, 'Sign in');
  await page.waitForURL((url) => url.pathname === prefixOf(locale));
  await page.getByRole('button', { name: leyla.name }).waitFor();
}

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await animationsSettled(page);
  await page.screenshot({ path: `/tmp/shots/settings/${name}.png`, fullPage: true });
}

const sessionsOf = (page: Page) => page.getByRole('region', { name: t('Your sessions') });

describe('the settings page', () => {
  let first: Page;
  let second: Page;
  let secondCalls: string[];

  it('shows both browsers’ sessions and the failed attempt made before', async () => {
    // Someone else, in a browser of their own, tries Leyla's FIN with a wrong password.
    await mistypePassword((await newPage()).page);
    const one = await newPage();
    first = one.page;
    await signIn(first);
    const two = await newPage();
    second = two.page;
    await signIn(second);
    secondCalls = [];
    second.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/')) secondCalls.push(`${response.status()} ${path}`);
    });

    await first.goto(`${prefixOf(locale)}/settings`);
    const sessions = sessionsOf(first);
    await expect
      .poll(() => sessions.getByRole('listitem').count(), { timeout: pageLoadMs })
      .toBe(2);
    await expect
      .poll(() => sessions.getByText(t('This device')).count(), { timeout: pageLoadMs })
      .toBe(1);
    const mine = sessions.getByRole('listitem').filter({ hasText: t('This device') });
    expect(await mine.getByRole('button').count()).toBe(0);
    expect(await sessions.getByRole('listitem').first().textContent()).toContain('Chrome');

    const history = first.getByRole('region', { name: t('Sign-in history') });
    await expect.poll(() => history.getByRole('listitem').count(), { timeout: pageLoadMs }).toBe(3);
    const outcomes = await history.locator('.settings__outcome').allTextContents();
    expect(outcomes).toEqual([t('Signed in'), t('Signed in'), t('Wrong password')]);
    expect(await history.getByRole('listitem').last().textContent()).toContain('127.0.0.1');

    expect(await a11yViolations(first)).toEqual([]);
    expect(one.errors).toEqual([]);
  });

  it('ends the other session with the keyboard, and that browser goes to /', async () => {
    const sessions = sessionsOf(first);
    const end = sessions.getByRole('button', { name: /^End session: / });
    await end.focus();
    await first.keyboard.press('Enter');
    const ask = first.getByRole('alertdialog', { name: t('End this session?') });
    await ask.waitFor();
    await animationsSettled(first);
    expect(await a11yViolations(first)).toEqual([]);
    // Cancel has the focus, so a habitual Enter ends nothing; the confirm is one Tab away.
    const confirm = ask.getByRole('button', { name: t('End session'), exact: true });
    await first.keyboard.press('Shift+Tab');
    if (!(await confirm.evaluate((button) => button === document.activeElement))) {
      await confirm.focus();
    }
    await first.keyboard.press('Enter');
    await ask.waitFor({ state: 'detached' });
    await expect
      .poll(() => sessions.getByRole('listitem').count(), { timeout: pageLoadMs })
      .toBe(1);
    expect(await sessions.getByRole('button', { name: t('End all other sessions') }).count()).toBe(
      0,
    );

    // The other browser's next page: its call is refused, its refresh too, and it goes to '/'.
    const visited: string[] = [];
    second.on('framenavigated', (frame) => {
      if (frame === second.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await second.goto(`${prefixOf(locale)}/accounts`);
    // The app goes to '/', which leads a visitor to a sign-in page (the page's own guard may
    // get there first, with the page to return to).
    await second.waitForURL((url) => url.pathname.endsWith('/auth/signin'));
    // When the guard's navigation came first, the app's own to '/' follows it.
    await expect.poll(() => visited, { timeout: 10_000 }).toContain('/');
    expect(secondCalls).toContain('401 /api/v1/auth/refresh');
    expect(
      secondCalls.some((call) => call.startsWith('401 /api/v1/') && !call.endsWith('/refresh')),
    ).toBe(true);
    // The two ways to the sign-in page may both navigate: read the storage once they are done.
    await expect
      .poll(() => second.evaluate(() => sessionStorage.getItem('access_token')), {
        timeout: 10_000,
      })
      .toBeNull();
    // The first browser still works.
    await first.reload();
    await expect
      .poll(() => sessionsOf(first).getByRole('listitem').count(), { timeout: pageLoadMs })
      .toBe(1);
  });

  it('changes the language from the page and remembers it in the cookie', async () => {
    const language = first.getByRole('region', { name: t('Language') });
    await language.getByRole('link', { name: 'Русский' }).click();
    await first.waitForURL((url) => url.pathname === '/ru/settings');
    const ru = labels('ru');
    await first.getByRole('heading', { level: 1, name: ru('Settings') }).waitFor();
    const cookies = await first.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('ru');
    expect(await a11yViolations(first)).toEqual([]);
  });

  it('is drawn in every language at 1280 and 390 px', async () => {
    if (!process.env.SHOTS) return;
    for (const each of ['az', 'ru', 'en']) {
      for (const width of [1280, 390]) {
        await first.setViewportSize({ width, height: 900 });
        await first.goto(`${prefixOf(each)}/settings`);
        await first.locator('.settings__row').first().waitFor();
        await first.locator('.settings__outcome').first().waitFor();
        const overflow = await first.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await shot(first, `settings-${each}-${width}`);
      }
    }
  });
});
