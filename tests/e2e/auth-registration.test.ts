import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseDocument,
  confirmWithCode,
  labels,
  logOut,
  prefixOf,
  signIn,
} from './support/auth-pages';
import { baseURL, newContext, openPage, sharedBrowser } from './support/browser';
import { type DemoCustomer, elvin } from './support/customers';

// One customer goes through both flows, in order: first registration, then a reset.
const registeredPassword = 'Yeni2026!parol';
const resetPassword = 'Basqa2026?parol';
const asCustomer = (password: string): DemoCustomer => ({ kind: 'fin', ...elvin, password });

const browser = sharedBrowser();

async function setNewPassword(page: Page, locale: string, password: string) {
  const t = labels(locale);
  await page.getByLabel(t('New password'), { exact: true }).fill(password);
  await page.getByLabel(t('Repeat the password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('Save the password') }).click();
}

describe('registration and password reset', () => {
  it('registers 3TW7E8R in az through set-password, then signs in with the new password', async () => {
    const t = labels('az');
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto('/auth/signup');
    await page.getByLabel(t('FIN'), { exact: true }).fill(elvin.fin.toLowerCase());
    expect(await page.getByLabel(t('FIN'), { exact: true }).inputValue()).toBe(elvin.fin);
    await confirmWithCode(page, 'az', baseURL, elvin.phone, 'Get a code');
    await page.getByRole('heading', { name: t('Create a password') }).waitFor();
    await setNewPassword(page, 'az', registeredPassword);
    await page.getByRole('heading', { name: t('You are registered') }).waitFor();
    await page.getByRole('button', { name: t('Go to the internet bank') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: elvin.name }).waitFor();

    await logOut(page, 'az', elvin.name);
    await signIn(page, 'az', baseURL, asCustomer(registeredPassword));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('resets the password in en from the FIN through confirm-password', async () => {
    const t = labels('en');
    const context = await newContext(browser());
    const { page } = await openPage(context);
    await page.goto('/en/auth/signin');
    await page.getByRole('link', { name: t('Forgot your password?') }).click();
    await page.waitForURL((url) => url.pathname === '/en/forgot-password');
    await chooseDocument(page, t('ID card of Azerbaijan (FIN)'));
    await page.getByRole('button', { name: t('Continue') }).click();
    await page.getByLabel(t('FIN'), { exact: true }).fill(elvin.fin);
    await confirmWithCode(page, 'en', baseURL, elvin.phone, 'Get a code');
    await page.getByRole('heading', { name: t('Create a new password') }).waitFor();
    await setNewPassword(page, 'en', resetPassword);
    await page.getByRole('heading', { name: t('Password changed') }).waitFor();
    await page.getByRole('button', { name: t('Sign in'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === prefixOf('en'));

    await logOut(page, 'en', elvin.name);
    await signIn(page, 'en', baseURL, asCustomer(resetPassword));
    await context.close();
  });
});
