/** The home page with the bank stubbed: totals per currency, a failed section and its retry. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../src/shared/queries/accounts';
import type { Deposit } from '../../src/shared/queries/deposits';
import type { Loan } from '../../src/shared/queries/loans';
import { fakeBank, http } from '../fake-bank';
import { aznAccount, usdAccount } from '../fake-bank/fixtures/accounts';
import { profitDeposit } from '../fake-bank/fixtures/deposits';
import { bankError } from '../fake-bank/fixtures/errors';
import { consumerLoan, loanSummary } from '../fake-bank/fixtures/loans';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

const accounts: Account[] = [
  {
    ...aznAccount,
    id: 'a1',
    iban: 'AZ23IBNK38019440000000000001',
    accountNumber: 'AZ23IBNK38019440000000000001',
    balance: 5581.47,
  },
  {
    ...usdAccount,
    id: 'a2',
    iban: 'AZ18IBNK38018400000000000002',
    accountNumber: 'AZ18IBNK38018400000000000002',
    balance: 963.12,
  },
];
const deposits: Deposit[] = [
  {
    ...profitDeposit,
    id: 'd1',
    rate: 10.5,
    endDate: '2027-08-27',
    totalAmount: 2014.38,
    accruedInterest: 14.38,
  },
];
const loans: Loan[] = [
  {
    ...loanSummary(consumerLoan()),
    id: 'l1',
    remainingAmount: 5131.45,
    nextPayment: { date: '2026-12-12', amount: 295.21 },
  },
];

/** The bank; `down` lists the paths that answer 404 until they are taken off it. */
function openBank(down: Set<string>) {
  fakeBank.use(
    http.get('/api/v1/deposits', ({ request, response }) =>
      down.has(new URL(request.url).pathname)
        ? response('default').json(bankError('NOT_FOUND', 'Not here'), { status: 404 })
        : undefined,
    ),
    customerInfo(),
    ...products({ accounts, deposits, loans, cards: [] }),
  );
}

describe('the home page', () => {
  it('sums own money per currency from accounts and deposits, and the loan debt apart', async () => {
    openBank(new Set());
    storeAccessToken();
    await renderAppAt('/en');
    const totals = await screen.findByRole('region', { name: 'My money' });
    const items = await within(totals).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'AZNOwn money7 595.85 ₼On accounts5 581.47 ₼In deposits2 014.38 ₼Loan debt5 131.45 ₼',
      'USDOwn money963.12 $On accounts963.12 $In deposits0',
    ]);
    expect(screen.getByText('You have no cards yet.')).toBeVisible();
    const loans = screen.getByRole('region', { name: 'Loans' });
    expect(loans).toHaveTextContent('Next payment 295.21 ₼ on 12.12.2026');
    expect(screen.getByRole('link', { name: 'All accounts' })).toHaveAttribute(
      'href',
      '/en/accounts',
    );
  });

  it('says which section failed and loads it again on request', async () => {
    const down = new Set(['/api/v1/deposits']);
    openBank(down);
    storeAccessToken();
    await renderAppAt('/en');
    const deposits = await screen.findByRole('region', { name: 'Deposits' });
    expect(await within(deposits).findByText('The deposits could not be loaded.')).toBeVisible();
    const totals = screen.getByRole('region', { name: 'My money' });
    expect(within(totals).getByText('The totals could not be counted.')).toBeVisible();
    expect(screen.getByText('Cari hesab AZN')).toBeVisible();

    down.clear();
    await userEvent.click(within(deposits).getByRole('button', { name: 'Try again' }));
    expect(await within(deposits).findByText('Mənfəət')).toBeVisible();
    expect(await within(totals).findByText('7 595.85 ₼')).toBeVisible();
  });

  it('gives a new customer the next steps, not five empty lists', async () => {
    fakeBank.use(customerInfo(), ...products({ accounts: [], deposits: [], loans: [], cards: [] }));
    storeAccessToken();
    await renderAppAt('/en');
    const steps = await screen.findByRole('region', { name: 'Get started' });
    const links = within(steps).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open an account', '/en/accounts'],
      ['Open a deposit', '/en/deposits'],
      ['Apply for a loan', '/en/get-credit'],
    ]);
    expect(screen.queryByRole('region', { name: 'My money' })).toBeNull();
    expect(screen.queryByText('You have no cards yet.')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Hide balances' })).toBeNull();
  });
});
