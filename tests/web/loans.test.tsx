import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/api';
import { consumerLoan, loanSummary } from '../../stories/loans/loan-fixtures';
import { factsOf, failingFirst, stubBank } from './product-network';
import { renderAppAt, storeAccessToken } from './render-app';

const loan = consumerLoan(3);

function stubLoans(details: () => { status?: number; body: unknown } = () => ({ body: loan })) {
  return stubBank((url) => {
    if (url.pathname === '/api/v1/loans') return { body: [loanSummary(loan)] };
    if (url.pathname === `/api/v1/loans/${loan.id}`) return details();
    return undefined;
  });
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
  vi.unstubAllGlobals();
});

describe('the loans page', () => {
  it('shows the loan summary in Azerbaijani with money in SPEC 9 format', async () => {
    stubLoans();
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

  it('opens the schedule and the payment history from the keyboard, in Russian', async () => {
    stubLoans();
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
    const asked = stubLoans(failingFirst(1, loan));
    await renderAppAt('/en/loans');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule and payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'İstehlak krediti' });

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The loan details could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    const schedule = await within(dialog).findByRole('table', { name: 'Schedule' });
    expect(rowsOf(schedule)[3]?.at(-1)).toBe('Overdue');
    expect(asked.filter((path) => path.startsWith('/api/v1/loans/'))).toHaveLength(2);
  });

  it('says so when there is no loan, and when a loan is repaid', async () => {
    stubBank((url) => (url.pathname === '/api/v1/loans' ? { body: [] } : undefined));
    const empty = await renderAppAt('/en/loans');
    expect(await screen.findByText('You have no loans.')).toBeVisible();
    empty.view.unmount();

    const repaid = consumerLoan(24);
    stubBank((url) =>
      url.pathname === '/api/v1/loans' ? { body: [loanSummary(repaid)] } : undefined,
    );
    await renderAppAt('/en/loans');
    const card = await screen.findByRole('region', { name: 'İstehlak krediti' });
    expect(factsOf(card)).toMatchObject({
      'Remaining amount': '0',
      'Next payment': 'The loan is repaid',
      'Outstanding balance': '0',
    });
  });
});
