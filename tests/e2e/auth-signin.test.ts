import { describe, expect, it } from 'vitest';
import { fillSignIn, labels, logOut, prefixOf, signIn } from './support/auth-pages';
import { a11yViolations, baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { leyla, nigar, rashad } from './support/customers';
import { newestSmsId, nextCode } from './support/sandbox';

const browser = sharedBrowser();

describe('signing in', () => {
  it.each([
    ['az', 'FIN', leyla],
    ['ru', 'residence permit', rashad],
    ['en', 'foreign passport', nigar],
  ] as const)('in %s with a %s, then logging out', async (locale, _, customer) => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await signIn(page, locale, baseURL, customer);
    expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeTruthy();

    await logOut(page, locale, customer.name);
    expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
    await page.goto(prefixOf(locale) || '/');
    await page.waitForURL((url) => url.pathname === `${prefixOf(locale)}/auth/signin`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the bank message for each wrong code and kills the code after five', async () => {
    const t = labels('en');
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto('/en/auth/signin');
    await fillSignIn(page, 'en', leyla);
    const before = await newestSmsId(baseURL, leyla.phone);
    await page.getByRole('button', { name: t('Sign in'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('Confirm with a code') });
    const realCode = await nextCode(baseURL, leyla.phone, before);
    const wrongCode = realCode === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await dialog.getByLabel(t('Code from SMS')).fill(wrongCode);
      await dialog.getByRole('button', { name: t('Confirm'), exact: true }).click();
      const expected = attempt < 5 ? `Attempts left: ${5 - attempt}` : 'Too many wrong codes';
      await page.getByText(expected).first().waitFor();
    }
    // Once the last refusal is gone, the real code is refused with the same words.
    const tooMany = page.getByText('Too many wrong codes');
    await expect.poll(() => tooMany.count(), { timeout: 6_000 }).toBe(0);
    await dialog.getByLabel(t('Code from SMS')).fill(realCode);
    await dialog.getByRole('button', { name: t('Confirm'), exact: true }).click();
    await tooMany.first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/auth/signin');
    expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  it('has no accessibility violations on the sign-in form and the code dialog', async () => {
    const t = labels('az');
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto('/auth/signin');
    await fillSignIn(page, 'az', leyla);
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t('Sign in'), exact: true }).click();
    await page.getByRole('dialog', { name: t('Confirm with a code') }).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await context.close();
  });
});
