import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/shared/api';
import { hideBalancesKey } from '../../src/shared/balances';
import type { Deposit } from '../../src/shared/queries/deposits';
import { fakeBank, http } from '../fake-bank';
import { advanceDeposit, profitDeposit, targetDeposit } from '../fake-bank/fixtures/deposits';
import { internalError } from '../fake-bank/fixtures/errors';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { factsOf } from './facts';
import { renderAppAt, storeAccessToken } from './render-app';

function openBank(deposits: Deposit[]) {
  fakeBank.use(customerInfo(), ...products({ deposits }));
}

async function depositCard(name: string) {
  return screen.findByRole('region', { name });
}

beforeEach(() => {
  storeAccessToken();
  // The bank's 5xx would be retried with back-off; the retry button is what is under test.
  queryClient.setQueryDefaults(['deposits'], { retry: false });
});

afterEach(() => window.localStorage.clear());

describe('the deposits page', () => {
  it('shows every field of a deposit in Azerbaijani, money in PRODUCT 9 format', async () => {
    openBank([profitDeposit, targetDeposit]);
    await renderAppAt('/deposits');

    expect(screen.getByRole('heading', { level: 1, name: 'Əmanətlər' })).toBeVisible();
    const card = await depositCard('Mənfəət');
    expect(factsOf(card)).toEqual({
      'Ümumi məbləğ': '2 017.26 ₼',
      'Məhsulun növü': 'Mənfəət',
      Valyuta: 'AZN',
      Müddət: '12 ay',
      'Faizlərin ödənilmə dövrü': 'Aylıq',
      'Faiz dərəcəsi': '10.5%',
      'Hesablanmış faiz': '17.26 ₼',
      'Başlama tarixi': '05.01.2026',
      'Bitmə tarixi': '05.01.2027',
      'Mənbə hesabı': 'Cari hesab AZNAZ31 IBNK 0000 0000 0000 0000 0001',
    });
    expect(factsOf(await depositCard('Hədəf'))).toMatchObject({
      'Məhsulun növü': 'Hədəf',
      Müddət: '6 ay',
      'Faizlərin ödənilmə dövrü': 'Müddətin sonunda',
      'Ümumi məbləğ': '13 734.50 $',
    });
  });

  it('speaks Russian with its plural forms and the term-end payout', async () => {
    openBank([targetDeposit, advanceDeposit]);
    await renderAppAt('/ru/deposits');

    expect(factsOf(await depositCard('Hədəf'))).toMatchObject({
      'Тип продукта': 'Целевой',
      Срок: '6 месяцев',
      'Периодичность выплаты': 'В конце срока',
      Ставка: '3.5%',
      'Начисленные проценты': '1 234.50 $',
      'Общая сумма': '13 734.50 $',
      'Дата окончания': '20.08.2026',
    });
    expect(factsOf(await depositCard('Avans'))).toMatchObject({
      'Тип продукта': 'Авансовый',
      Срок: '1 месяц',
      'Периодичность выплаты': 'В конце срока',
      // PRODUCT 9: zero is shown unchanged.
      'Начисленные проценты': '0',
    });
  });

  it('masks the balances when the customer hides them', async () => {
    window.localStorage.setItem(hideBalancesKey, '1');
    openBank([profitDeposit]);
    await renderAppAt('/en/deposits');

    const facts = factsOf(await depositCard('Mənfəət'));
    expect(facts['Total amount']).toBe('••••');
    expect(facts['Accrued interest']).toBe('••••');
    expect(facts.Rate).toBe('10.5%');
    expect(facts['Product type']).toBe('Profit');
  });

  it('says so when there is no deposit', async () => {
    openBank([]);
    await renderAppAt('/en/deposits');
    expect(await screen.findByText('You have no deposits yet.')).toBeVisible();
    // Only the page itself is a region: no deposit card.
    expect(screen.getAllByRole('region').map((region) => region.id || region.className)).toEqual([
      'products-page',
    ]);
  });

  it('shows the loading state, then a failure with a retry that loads them', async () => {
    let failures = 1;
    fakeBank.use(
      customerInfo(),
      http.get('/api/v1/deposits', ({ response }) =>
        failures-- > 0
          ? response('default').json(internalError, { status: 500 })
          : response(200).json([profitDeposit]),
      ),
    );
    await renderAppAt('/deposits');
    expect(screen.getByRole('progressbar', { name: 'Əmanətlər yüklənir' })).toBeInTheDocument();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Əmanətləri yükləmək mümkün olmadı.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Yenidən cəhd edin' }));

    expect(await depositCard('Mənfəət')).toBeVisible();
    expect(fakeBank.calls({ path: '/api/v1/deposits' })).toHaveLength(2);
  });
});
