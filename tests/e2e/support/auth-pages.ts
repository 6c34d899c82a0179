/** What a person does on the auth pages, in any language, with names from the app's catalogs. */

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { translated } from './catalog';
import type { DemoCustomer } from './customers';
import { newestSmsId, nextCode } from './sandbox';

export function prefixOf(locale: string): string {
  return locale === 'az' ? '' : `/${locale}`;
}

export function labels(locale: string) {
  return (source: string) => translated(locale, source);
}

/** Picks a document in the choice by its label, as a person clicks it. */
export async function chooseDocument(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await page.locator('label').filter({ has: radio }).click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Fills the identifier and password of a customer's sign-in stage, choosing the document. */
export async function fillSignIn(page: Page, locale: string, customer: DemoCustomer) {
  const t = labels(locale);
  if (customer.kind === 'fin') {
    await page.getByLabel(t('FIN'), { exact: true }).fill(customer.fin);
  } else {
    await page.getByRole('button', { name: t('Sign in with foreign documents') }).click();
    const document =
      customer.kind === 'permit' ? 'Temporary residence permit (TRP)' : 'Foreign passport';
    await chooseDocument(page, t(document));
    await page.getByRole('button', { name: t('Continue') }).click();
    if (customer.kind === 'permit') {
      await page.getByLabel(t('Document number'), { exact: true }).fill(customer.number);
    } else {
      await page.getByLabel(t('Passport series'), { exact: true }).fill(customer.series);
      await page.getByLabel(t('Passport number'), { exact: true }).fill(customer.number);
    }
  }
  await page.getByLabel(t('Password'), { exact: true }).fill(customer.password);
}

/** Presses the stage's button, then types the code the bank sent by SMS into the dialog. */
export async function confirmWithCode(
  page: Page,
  locale: string,
  bankURL: string,
  phone: string,
  submit: string,
) {
  const t = labels(locale);
  const before = await newestSmsId(bankURL, phone);
  await page.getByRole('button', { name: t(submit), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('Confirm with a code') });
  await dialog.waitFor();
  await dialog.getByLabel(t('Code from SMS')).fill(await nextCode(bankURL, phone, before));
  await dialog.getByRole('button', { name: t('Confirm'), exact: true }).click();
}

/** Signs a customer in through the pages and waits for the locale's home page. */
export async function signIn(page: Page, locale: string, bankURL: string, customer: DemoCustomer) {
  await page.goto(`${prefixOf(locale)}/auth/signin`);
  await fillSignIn(page, locale, customer);
  await confirmWithCode(page, locale, bankURL, customer.phone, 'Sign in');
  await page.waitForURL((url) => url.pathname === (prefixOf(locale) || '/'));
  // The home page follows once the signed-in layout's chunks and catalog have loaded,
  // which takes seconds on a loaded machine, longer than expect.poll's one second.
  await page.getByRole('button', { name: customer.name }).first().waitFor();
  expect(await page.getByRole('button', { name: customer.name }).count()).toBe(1);
}

/** Logs out through the signed-in menu and waits for the sign-in page. */
export async function logOut(page: Page, locale: string, name: string) {
  const t = labels(locale);
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: t('Log out') }).click();
  await page.waitForURL((url) => url.pathname === `${prefixOf(locale)}/auth/signin`);
}
