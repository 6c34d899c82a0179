/** The home page with the bank stubbed: totals per currency, a failed section and its retry. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt, storeAccessToken } from './render-app';

const answers: Record<string, unknown> = {
  '/api/v1/accounts': [
    {
      id: 'a1',
      name: 'Cari hesab AZN',
      iban: 'AZ23IBNK38019440000000000001',
      currency: 'AZN',
      balance: 5581.47,
    },
    {
      id: 'a2',
      name: 'Cari hesab USD',
      iban: 'AZ18IBNK38018400000000000002',
      currency: 'USD',
      balance: 963.12,
    },
  ],
  '/api/v1/deposits': [
    {
      id: 'd1',
      name: 'Mənfəət',
      currency: 'AZN',
      rate: 10.5,
      endDate: '2027-08-27',
      totalAmount: 2014.38,
      accruedInterest: 14.38,
    },
  ],
  '/api/v1/loans': [
    {
      id: 'l1',
      name: 'İstehlak krediti',
      currency: 'AZN',
      remainingAmount: 5131.45,
      nextPayment: { date: '2026-12-12', amount: 295.21 },
    },
  ],
  '/api/v1/cards': [],
};

/** The bank; `down` lists the paths that answer 404 until they are taken off it. */
function stubBank(down: Set<string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (down.has(pathname)) {
        return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not here' }), {
          status: 404,
        });
      }
      return new Response(JSON.stringify(answers[pathname] ?? {}), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the home page', () => {
  it('sums own money per currency from accounts and deposits, and the loan debt apart', async () => {
    stubBank(new Set());
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
    stubBank(down);
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
});
