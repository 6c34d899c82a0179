/**
 * Issue 15, item 10: the bank names products in the language a call asks in, so the app asks
 * in the interface language and asks again when the customer switches it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/locale';
import type { Account } from '../../src/shared/queries/accounts';
import { fakeBank, http } from '../fake-bank';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

const names: Record<Locale, string> = {
  az: 'Cari hesab AZN',
  ru: 'Текущий счёт AZN',
  en: 'Current account AZN',
};

const account = (language: Locale): Account => ({
  id: '0c8b7d6e-1f2a-4b3c-8d9e-0a1b2c3d4e01',
  name: names[language],
  iban: 'AZ23IBNK38019440000000000001',
  accountNumber: 'AZ23IBNK38019440000000000001',
  currency: 'AZN',
  balance: 5581.47,
  available: 5558.07,
  blockedAmount: 23.4,
  openedAt: '2025-12-24T05:00:00.000Z',
});

/** Answers the accounts in the language the call asks in, as the bank does. */
function bankInEveryLanguage() {
  fakeBank.use(
    customerInfo(),
    http.get('/api/v1/accounts', ({ request, response }) => {
      const language = request.headers.get('accept-language') as Locale;
      return response(200).json([account(language)]);
    }),
  );
}

describe('product names', () => {
  it('are asked for in the interface language, and again after a language switch', async () => {
    bankInEveryLanguage();
    storeAccessToken();
    await renderAppAt('/en/accounts');
    expect(await screen.findByRole('region', { name: names.en })).toBeVisible();

    const switcher = screen.getByRole('navigation', { name: 'Language' });
    await userEvent.click(within(switcher).getByRole('link', { name: /Русский/ }));

    expect(await screen.findByRole('region', { name: names.ru })).toBeVisible();
    expect(screen.queryByRole('region', { name: names.en })).toBeNull();
    const languages = fakeBank
      .calls({ method: 'GET', path: '/api/v1/accounts' })
      .map((call) => call.headers.get('accept-language'));
    expect(languages).toEqual(['en', 'ru']);
  });
});

describe('Azerbaijani copy (issue 15)', () => {
  it('says "kredit", not "kredin", when there are no loans', async () => {
    fakeBank.use(customerInfo(), ...products({ loans: [] }));
    storeAccessToken();
    await renderAppAt('/loans');
    expect(await screen.findByText('Sizin kreditiniz yoxdur.')).toBeVisible();
  });
});
