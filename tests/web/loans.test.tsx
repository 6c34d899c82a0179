import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/shared/api';
import { hideBalancesKey } from '../../src/shared/balances';
import { fakeBank, http } from '../fake-bank';
import { bankCalendarAt } from '../fake-bank/fixtures/calendar';
import { internalError } from '../fake-bank/fixtures/errors';
import { consumerLoan, loanSummary } from '../fake-bank/fixtures/loans';
import { bankCalendarOf } from '../fake-bank/handlers/calendar';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { factsOf } from './facts';
import { renderAppAt, storeAccessToken } from './render-app';

const loan = consumerLoan(3);

function openBank() {
  fakeBank.use(customerInfo(), ...products({ loans: [loanSummary(loan)], loanDetails: [loan] }));
}

/** The visible values of a table's body rows (each cell also carries a label for phones). */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.loan-table__value')?.textContent ?? ''),
    );
}

beforeEach(() => {
  storeAccessToken();
  queryClient.setQueryDefaults(['loans'], { retry: false });
  // Only the date: the 4th instalment (due 05.05.2026) is five days late.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T09:00:00+04:00'));
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the loans page', () => {
  it('names two loans of the same name apart, by contract number (landmarks are unique)', async () => {
    const second = { ...loanSummary(loan), id: 'second', contractNumber: 'KR-2026-000456' };
    fakeBank.use(customerInfo(), ...products({ loans: [loanSummary(loan), second] }));
    await renderAppAt('/loans');
    await screen.findByRole('region', { name: 'İstehlak krediti, KR-2026-000123' });
    expect(screen.getByRole('region', { name: 'İstehlak krediti, KR-2026-000456' })).toBeVisible();
  });

  it('shows the loan summary in Azerbaijani with money in PRODUCT 9 format', async () => {
    openBank();
    await renderAppAt('/loans');

    expect(screen.getByRole('heading', { level: 1, name: 'Kreditlər' })).toBeVisible();
    const card = await screen.findByRole('region', { name: 'İstehlak krediti' });
    expect(factsOf(card)).toEqual({
      'Qalıq məbləğ': '5 353.06 ₼',
      'Müqavilə nömrəsi': 'KR-2026-000123',
      Müddət: '24 ay',
      'Faiz dərəcəsi': '16.5%',
      'Aylıq ödəniş': '295.21 ₼',
      'Növbəti ödəniş': '295.21 ₼05.05.2026 Vaxtı keçib',
      'Ümumi borc qalığı': '6 199.51 ₼',
    });
  });

  it('judges what is late by the bank’s today (the sandbox clock), not the device’s', async () => {
    openBank();
    fakeBank.use(bankCalendarOf(bankCalendarAt('2026-05-01T09:00:00+04:00')));
    await renderAppAt('/en/loans');
    const card = await screen.findByRole('region', { name: 'İstehlak krediti' });
    await waitFor(() => expect(factsOf(card)['Next payment']).toBe('295.21 ₼05.05.2026'));
  });

  it('opens the schedule and the payment history from the keyboard, in Russian', async () => {
    openBank();
    await renderAppAt('/ru/loans');
    const open = await screen.findByRole('button', { name: 'График и платежи' });
    open.focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'İstehlak krediti' });
    expect(within(dialog).getByRole('tab', { name: 'График платежей' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const schedule = await within(dialog).findByRole('table', { name: 'График платежей' });
    expect(
      within(schedule)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '№',
      'Дата платежа',
      'Основной долг',
      'Проценты',
      'Итого',
      'Остаток долга',
      'Статус',
    ]);
    const rows = rowsOf(schedule);
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual([
      '1',
      '05.02.2026',
      '212.71 ₼',
      '82.50 ₼',
      '295.21 ₼',
      '5 787.29 ₼',
      'Оплачен',
    ]);
    expect(rows[3]?.at(-1)).toBe('Просрочен');
    expect(rows[4]?.at(-1)).toBe('К оплате');
    expect(rows[23]?.[5]).toBe('0');

    await userEvent.click(within(dialog).getByRole('tab', { name: 'График платежей' }));
    await userEvent.keyboard('{ArrowRight}');
    const history = await within(dialog).findByRole('table', { name: 'История платежей' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Дата', 'Основной долг', 'Проценты', 'Итого']);
    const payments = rowsOf(history);
    expect(payments.map((row) => row.slice(1))).toEqual([
      ['218.60 ₼', '76.61 ₼', '295.21 ₼'],
      ['215.63 ₼', '79.58 ₼', '295.21 ₼'],
      ['212.71 ₼', '82.50 ₼', '295.21 ₼'],
    ]);
    expect(payments[0]?.[0]).toMatch(/^05\.04\.2026 - \d\d:\d\d$/);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('shows a failure of the details with a retry that loads them, in English', async () => {
    let failures = 1;
    openBank();
    fakeBank.use(
      http.get('/api/v1/loans/{id}', ({ response }) =>
        failures-- > 0 ? response('default').json(internalError, { status: 500 }) : undefined,
      ),
    );
    await renderAppAt('/en/loans');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule and payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'İstehlak krediti' });

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The loan details could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    const schedule = await within(dialog).findByRole('table', { name: 'Schedule' });
    expect(rowsOf(schedule)[3]?.at(-1)).toBe('Overdue');
    expect(fakeBank.calls({ path: /^\/api\/v1\/loans\// })).toHaveLength(2);
  });

  it('masks what remains after each instalment when the customer hides balances', async () => {
    window.localStorage.setItem(hideBalancesKey, '1');
    openBank();
    await renderAppAt('/en/loans');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule and payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'İstehlak krediti' });
    const schedule = await within(dialog).findByRole('table', { name: 'Schedule' });
    for (const row of rowsOf(schedule)) {
      const [, , main, rate, total, remaining] = row;
      expect(remaining).toBe('••••');
      // The instalments themselves are payments, not balances: they stay.
      for (const amount of [main, rate, total]) expect(amount).toMatch(/₼$/);
    }
  });

  it('says so when there is no loan, and when a loan is repaid', async () => {
    fakeBank.use(customerInfo(), ...products({ loans: [] }));
    const empty = await renderAppAt('/en/loans');
    expect(await screen.findByText('You have no loans.')).toBeVisible();
    empty.view.unmount();

    const repaid = consumerLoan(24);
    fakeBank.use(...products({ loans: [loanSummary(repaid)] }));
    await renderAppAt('/en/loans');
    const card = await screen.findByRole('region', { name: 'İstehlak krediti' });
    expect(factsOf(card)).toMatchObject({
      'Remaining amount': '0',
      'Next payment': 'The loan is repaid',
      'Outstanding balance': '0',
    });
  });
});
