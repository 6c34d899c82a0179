/**
 * /pre-payment in the whole app against the fake bank: the linked loan preselected, FM_2 quoted
 * with the two schedules side by side, made under one Idempotency-Key and canceled; FM_3
 * closing the loan; every code of PRODUCT 8's prepayment catalogue at its place; and the loan
 * card's link to the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/shared/api';
import { fakeBank } from '../fake-bank';
import {
  type PrepaymentErrorCode,
  prepaymentLoan,
  prepaymentLoans,
  prepaymentOf,
  prepaymentQuote,
  prepaymentRefusals,
  secondLoan,
} from '../fake-bank/fixtures/prepayments';
import { order } from '../fake-bank/fixtures/requests';
import { listOrders, requestBook } from '../fake-bank/handlers/loan-requests';
import { prepaymentBank } from '../fake-bank/handlers/prepayments';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

function openBank(refusals: Record<string, PrepaymentErrorCode> = {}) {
  const bank = prepaymentBank(refusals);
  fakeBank.use(customerInfo(), ...products({ loans: prepaymentLoans }), ...bank.handlers);
  return bank;
}

const user = () => userEvent.setup({ delay: null });
const radio = (name: RegExp) => screen.getByRole('radio', { name });

async function ask(option: RegExp, amount?: string) {
  const u = user();
  await u.click(await screen.findByRole('radio', { name: option }));
  if (amount !== undefined) await u.type(screen.getByLabelText('Amount to pay now, ₼'), amount);
  await u.click(screen.getByRole('button', { name: 'Show the new schedule' }));
}

beforeEach(() => {
  storeAccessToken();
  queryClient.setQueryDefaults(['loans'], { retry: false });
});
afterEach(() => window.localStorage.clear());

describe('the early-repayment page', () => {
  it('quotes FM_2 side by side, makes it once per key, and cancels it after a confirmation', async () => {
    openBank();
    await renderAppAt(`/en/pre-payment?loan=${secondLoan.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Early repayment' })).toBeVisible();
    expect(radio(/KR-2026-000456/)).toBeChecked();
    expect(screen.queryByRole('radio', { name: /KR-2024-000001/ })).toBeNull();
    await ask(/Reduce the monthly payment/, '500');

    const current = await screen.findByRole('region', { name: 'Current schedule' });
    const proposed = screen.getByRole('region', { name: 'After early repayment' });
    expect(within(current).getByText('Monthly payment').nextSibling).toHaveTextContent('295.21');
    expect(within(proposed).getByText('Monthly payment').nextSibling).toHaveTextContent('266.58');
    expect(screen.getByText(/processed on 06\.05\.2026, the next business day/)).toBeVisible();
    expect(await fakeBank.bodies({ method: 'POST', path: '/api/v1/prepayments/quote' })).toEqual([
      { loanId: secondLoan.id, option: 'FM_2', amount: 500 },
    ]);

    const u = user();
    await u.click(screen.getByRole('button', { name: 'Repay early' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'In review' })).toHaveFocus();
    const [made] = fakeBank.calls({ method: 'POST', path: '/api/v1/prepayments' });
    expect(made?.request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await u.click(screen.getByRole('button', { name: 'Cancel the request' }));
    await u.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Canceled' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel the request' })).toBeNull();
  });

  it('returns the focus to the option chosen when the customer goes back from the schedules', async () => {
    openBank();
    await renderAppAt(`/en/pre-payment?loan=${prepaymentLoan.id}`);
    await ask(/Reduce the term/, '500');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveFocus();
    await user().click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(radio(/Reduce the term/)).toHaveFocus());
    expect(screen.getByLabelText('Amount to pay now, ₼')).toHaveValue('500');
  });

  it('repays a loan in full (FM_3) at once', async () => {
    openBank();
    await renderAppAt(`/en/pre-payment?loan=${prepaymentLoan.id}`);
    await ask(/Repay in full/);
    expect(await screen.findByText('The loan is repaid and closed at once.')).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Repay early' }));
    expect(await screen.findByText('The loan is repaid in full and closed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel the request' })).toBeNull();
  });

  it('puts the minimum at the amount field', async () => {
    openBank();
    await renderAppAt(`/en/pre-payment?loan=${prepaymentLoan.id}`);
    await ask(/Reduce the term/, '10');
    const field = screen.getByLabelText('Amount to pay now, ₼');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(prepaymentRefusals.PREPAYMENT_AMOUNT_BELOW_MIN.message),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    'PREPAYMENT_OVERDUE_DEBT',
    'PREPAYMENT_INVALID_LOAN',
    'PREPAYMENT_VALIDATION',
    'PREPAYMENT_UNEXPECTED',
  ] as const)('shows %s over the page', async (code) => {
    openBank({ [prepaymentLoan.id]: code });
    await renderAppAt(`/en/pre-payment?loan=${prepaymentLoan.id}`);
    await ask(/Reduce the term/, '500');
    expect(await screen.findByRole('alert')).toHaveTextContent(prepaymentRefusals[code].message);
  });

  it('refuses a second request for a loan in review', async () => {
    openBank();
    await renderAppAt(`/en/pre-payment?loan=${prepaymentLoan.id}`);
    await ask(/Reduce the term/, '500');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Repay early' }));
    await u.click(await screen.findByRole('button', { name: 'Another early repayment' }));
    await ask(/Reduce the term/, '500');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      prepaymentRefusals.PREPAYMENT_ALREADY_EXISTS.message,
    );
  });

  it('says a request opened by an unknown id is not found', async () => {
    openBank();
    await renderAppAt('/en/pre-payment?request=unknown-id');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      prepaymentRefusals.PREPAYMENT_NOT_FOUND.message,
    );
    await user().click(screen.getByRole('button', { name: 'New early repayment' }));
    expect(await screen.findByRole('button', { name: 'Show the new schedule' })).toBeVisible();
  });

  it('links a running loan card on /loans to its early repayment', async () => {
    openBank();
    await renderAppAt('/en/loans');
    const link = await screen.findByRole('link', {
      name: 'Repay early: İstehlak krediti, KR-2026-000123',
    });
    expect(link).toHaveAttribute('href', `/en/pre-payment?loan=${prepaymentLoan.id}`);
    expect(screen.queryByRole('link', { name: /KR-2024-000001/ })).toBeNull();
  });

  it('opens an early repayment of the request list on this page, where it can be canceled', async () => {
    const bank = openBank();
    fakeBank.use(
      listOrders(
        requestBook([
          order('prepayment-1', {
            productType: 'LOAN_PREPAYMENT',
            type: 'LOAN_PREPAYMENT',
            status: 'IN_REVIEW',
            amount: 500,
            createdAt: '2026-11-20T09:30:00Z',
          }),
        ]),
      ),
    );
    bank.book.prepayments.set('prepayment-1', {
      ...prepaymentOf(prepaymentQuote('FM_2')),
      id: 'prepayment-1',
    });
    await renderAppAt('/en/loan-requests');
    const link = await screen.findByRole('link', { name: /^Early repayment.*20\.11\.2026/ });
    expect(link).toHaveAttribute('href', '/en/pre-payment?request=prepayment-1');
    await user().click(link);
    expect(await screen.findByRole('heading', { level: 2, name: 'In review' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel the request' })).toBeVisible();
  });
});
