/**
 * Passkeys in Chromium (issue 18), on a bank of its own opened at http://localhost:<port>
 * (WebAuthn refuses an IP address as the RP ID), with the DevTools protocol's virtual
 * authenticator standing in for the device: Leyla signs in with her password, adds a passkey on
 * /settings (the device's ceremony, then the SMS code), signs out and back in with the passkey
 * alone (the network is known: no code), removes it after confirming, and then the passkey is
 * refused with the bank's message in her language. Axe finds nothing; screenshots in az, ru and
 * en at 1280 and 390 px go to /tmp/shots/passkeys when SHOTS is set.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyMessages } from '../../server/i18n/passkey-messages';
import { labels, logOut, prefixOf, signIn } from './support/auth-pages';
import { type RunningBank, startBankServer } from './support/bank-server';
import { a11yViolations, animationsSettled, sharedBrowser } from './support/browser';
import { leyla } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';

const locale = 'en';
const t = labels(locale);
const browser = sharedBrowser();
let bank: RunningBank;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  bank = await startBankServer();
  expect(new URL(bank.url).hostname).toBe('localhost');
  context = await browser().newContext({ baseURL: bank.url, serviceWorkers: 'block' });
  page = await context.newPage();
  page.on('response', (response) => {
    if (response.url().includes('/passkeys'))
      console.log('bank:', response.status(), response.url());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  if (process.env.SHOTS) mkdirSync('/tmp/shots/passkeys', { recursive: true });
});
afterAll(async () => {
  await context?.close();
  await bank?.stop();
});

async function shot(name: string) {
  if (!process.env.SHOTS) return;
  await animationsSettled(page);
  await page.screenshot({ path: `/tmp/shots/passkeys/${name}.png`, fullPage: true });
}

const section = () => page.getByRole('region', { name: t('Passkeys') });

describe('passkeys', () => {
  it('adds a passkey on /settings with the SMS code', async () => {
    await signIn(page, locale, bank.url, leyla);
    await page.goto(`${prefixOf(locale)}/settings`);
    await section().getByText(t('You have no passkeys yet.')).waitFor();
    const before = await newestSmsId(bank.url, leyla.phone);
    await section()
      .getByRole('button', { name: t('Add a passkey on this device') })
      .click();
    const code = section().getByRole('textbox', { name: t('Code from SMS') });
    await code.waitFor();
    await code.fill(await nextCode(bank.url, leyla.phone, before));
    await section()
      .getByRole('button', { name: t('Confirm'), exact: true })
      .click();
    await section()
      .getByText(t('The passkey was added. Next time, sign in with it instead of the password.'))
      .waitFor();
    await expect.poll(() => section().getByRole('listitem').count()).toBe(1);
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('shows the passkeys section in every language and width', async () => {
    if (!process.env.SHOTS) return;
    for (const each of ['az', 'ru', 'en']) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefixOf(each)}/settings`);
        await page
          .getByRole('region', { name: labels(each)('Passkeys') })
          .getByRole('listitem')
          .waitFor();
        await shot(`settings-${each}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('signs in with the passkey alone, from the network it was added on', async () => {
    await logOut(page, locale, leyla.name);
    await page.getByRole('button', { name: t('Sign in with a passkey') }).click();
    await page.waitForURL((url) => url.pathname === prefixOf(locale));
    // The home page follows once the signed-in layout's chunks and catalog have loaded,
    // which takes seconds on a loaded machine, longer than expect.poll's one second.
    await page.getByRole('button', { name: leyla.name }).first().waitFor();
    expect(await page.getByRole('button', { name: leyla.name }).count()).toBe(1);
  });

  it('removes the passkey after confirming, by keyboard', async () => {
    await page.goto(`${prefixOf(locale)}/settings`);
    await section()
      .getByRole('button', { name: /Remove the passkey of/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: t('Remove the passkey?') });
    await dialog.waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    // Cancel has the focus (a destructive question): Tab to the confirm button, Enter.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await section().getByText(t('You have no passkeys yet.')).waitFor();
  });

  it("refuses the removed passkey at once, in the customer's language", async () => {
    await logOut(page, locale, leyla.name);
    await page.goto('/auth/signin');
    await page.getByRole('button', { name: labels('az')('Sign in with a passkey') }).click();
    await page.getByText(passkeyMessages.PASSKEY_UNKNOWN.az).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('offers a passkey on the sign-in page', async () => {
    for (const each of ['az', 'ru', 'en']) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefixOf(each)}/auth/signin`);
        await page.getByRole('button', { name: labels(each)('Sign in with a passkey') }).waitFor();
        await shot(`signin-${each}-${width}`);
      }
    }
    expect(await a11yViolations(page)).toEqual([]);
  });
});
