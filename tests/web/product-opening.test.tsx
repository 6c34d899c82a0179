/** Opening an account or a deposit from their pages, and an account request's documents step. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/loan-requests';
import type { Account } from '../../src/shared/queries/accounts';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, http } from '../fake-bank';
import { bankCalendarAt } from '../fake-bank/fixtures/calendar';
import { nigar } from '../fake-bank/fixtures/customers';
import { depositProducts, sourceAccounts } from '../fake-bank/fixtures/deposit-opening';
import { sampleDocuments, sampleSigningLink } from '../fake-bank/fixtures/documents';
import { bankError } from '../fake-bank/fixtures/errors';
import { order } from '../fake-bank/fixtures/requests';
import { bankCalendarOf } from '../fake-bank/handlers/calendar';
import { listOrders, requestBook } from '../fake-bank/handlers/loan-requests';
import { type ProductBook, productOpening } from '../fake-bank/handlers/product-opening';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

const accounts = sourceAccounts.map((account) => ({
  ...account,
  currency: account.currency as Account['currency'],
  accountNumber: account.iban,
  balance: account.available,
  blockedAmount: 0,
  openedAt: '2026-01-10T08:00:00Z',
}));

/** Nigar's bank for the accounts and deposits pages and the request modal. */
function openBank(orders: Order[] = []): ProductBook {
  const book: ProductBook = { ...requestBook(orders), statuses: {} };
  fakeBank.use(
    customerInfo(nigar),
    listOrders(book),
    ...products({ accounts, deposits: [] }),
    http.get('/ms-fatca/v1/fatca/questions', ({ response }) => response(200).json([])),
    ...productOpening(book, {
      depositProducts,
      documents: [
        { ...sampleDocuments[0], title: 'Current account agreement' },
        ...sampleDocuments.slice(1),
      ] as typeof sampleDocuments,
      signingLink: sampleSigningLink,
    }),
  );
  return book;
}

/** What the app sent that changes something: method, path and query, with the body if any. */
function changes() {
  const sent = fakeBank.calls().filter(({ method }) => method !== 'GET');
  return Promise.all(
    sent.map(async ({ line, request }) => {
      const body = await request.clone().text();
      return body ? `${line} ${body}` : line;
    }),
  );
}

beforeEach(() => storeAccessToken());

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toastQueue.clear());
});

const refuseNextDeposit = (code: string, message: string) =>
  fakeBank.use(
    http.post(
      '/deposit-application/v1/applications',
      ({ response }) => response(400).json(bankError(code, message)),
      { once: true },
    ),
  );

describe('opening an account', () => {
  it('takes the currency and continues on the request, in the language shown', async () => {
    openBank();
    const { router } = await renderAppAt('/en/accounts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open a new account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a new account' });
    await user.click(within(dialog).getByRole('radio', { name: /USD/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Open the account' }));

    const request = await screen.findByRole('dialog', { name: 'New account' });
    expect(router.state.location.pathname).toBe('/en/loan-requests/account-application-1');
    expect(await changes()).toEqual([
      'POST /account-application/v1/applications {"currency":"USD"}',
    ]);
    // The list says IN_PROGRESS; the application's own status puts it on the FATCA step.
    expect(await within(request).findByRole('listitem', { current: 'step' })).toHaveTextContent(
      'FATCA self-assessment',
    );
  });
});

async function openDepositForm() {
  await renderAppAt('/en/deposits');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open a new deposit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Open a new deposit' });
  const amount = await within(dialog).findByRole('textbox', { name: 'Amount, ₼' });
  return { user, dialog, amount };
}

describe('opening a deposit', () => {
  it('checks the amount against the product and the balance, showing the interest', async () => {
    openBank();
    const { user, dialog, amount } = await openDepositForm();
    await user.click(within(dialog).getByRole('radio', { name: /12 months/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'At the end of the term' }));

    await user.type(amount, '50');
    expect(amount).toHaveAccessibleDescription(/The amount must be at least 100.00 ₼/);
    await user.clear(amount);
    await user.type(amount, '6000');
    expect(amount).toHaveAccessibleDescription(
      /The amount must be at most the balance of the account, 5 000.00 ₼/,
    );
    // Over the balance the deposit cannot be opened: the button is disabled and says why.
    const send = within(dialog).getByRole('button', { name: 'Open the deposit' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'The deposit cannot be opened for more than the account holds. Lower the amount or choose another account.',
    );
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeEnabled();
    // 1 000 ₼ at 10 % for a year: the rate and the interest before the customer commits.
    expect(within(dialog).getByText('10%', { selector: 'dd' })).toBeVisible();
    expect(within(dialog).getByText('100.00 ₼')).toBeVisible();
  });

  it('counts the interest from the bank’s today (the sandbox clock), not the device’s', async () => {
    openBank();
    // From 1 March 2027 the year holds 29 February 2028: 366 days of interest.
    fakeBank.use(bankCalendarOf(bankCalendarAt('2027-03-01T08:00:00Z')));
    const { user, dialog, amount } = await openDepositForm();
    await user.click(within(dialog).getByRole('radio', { name: /12 months/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'At the end of the term' }));
    await user.type(amount, '1000');
    expect(within(dialog).getByText('100.27 ₼')).toBeVisible();
  });

  it("asks for the amount, shows the bank's refusals, then continues on the request", async () => {
    openBank();
    const { user, dialog, amount } = await openDepositForm();
    const send = within(dialog).getByRole('button', { name: 'Open the deposit' });
    await user.click(send);
    expect(amount).toHaveAccessibleDescription(/Fill in the field/);

    await user.type(amount, '2500');
    refuseNextDeposit('INSUFFICIENT_FUNDS', 'There are not enough funds in the account.');
    await user.click(send);
    expect(
      await within(dialog).findByText('There are not enough funds in the account.'),
    ).toBeVisible();
    expect(amount).toHaveAccessibleDescription(/There are not enough funds in the account/);
    expect(amount).toHaveValue('2500');

    refuseNextDeposit('VALIDATION_FAILED', 'Not accepted.');
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not accepted.');
    expect(amount).toHaveValue('2500');

    await user.click(send);
    expect(await screen.findByRole('dialog', { name: 'New deposit' })).toBeVisible();
    expect((await changes()).at(-1)).toBe(
      'POST /deposit-application/v1/applications {"productType":"PROFIT","currency":"AZN","termMonths":6,"amount":2500,"payoutFrequency":"MON","sourceAccountId":"acc-azn"}',
    );
  });
});

describe('the documents of an account request', () => {
  it('reads them by the account calls, accepts without PATCH and asks the account QR', async () => {
    const bank = openBank([
      order('account-7', {
        productType: 'ACCOUNT',
        type: undefined,
        status: 'IN_PROGRESS',
        amount: undefined,
        currency: 'USD',
      }),
    ]);
    bank.statuses['account-7'] = 'READY_FOR_SIGN';
    const pdfUrls = { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} };
    vi.stubGlobal('URL', Object.assign(URL, pdfUrls));
    await renderAppAt('/en/loan-requests/account-7');
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    const user = userEvent.setup();
    expect(
      await within(dialog).findByRole('heading', { name: 'Current account agreement' }),
    ).toBeVisible();
    for (const position of [1, 2, 3]) {
      expect(within(dialog).getByText(`Document ${position} of 3`)).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'I have read and accept' }));
    }
    expect(
      await within(dialog).findByRole('img', { name: 'QR code of the signing link' }),
    ).toBeVisible();
    expect(await changes()).toEqual([
      'POST /account-application/v1/qr/generate?applicationId=account-7',
    ]);
  });
});

describe('a completed deposit request', () => {
  it('says the deposit is open and links to the deposits in the language shown', async () => {
    openBank([
      order('deposit-9', { productType: 'DEPOSIT', type: undefined, status: 'COMPLETED' }),
    ]);
    await renderAppAt('/ru/loan-requests/deposit-9');
    const dialog = await screen.findByRole('dialog', { name: 'Новый депозит' });
    expect(await within(dialog).findByRole('heading', { name: 'Депозит открыт' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Перейти к моим депозитам' })).toHaveAttribute(
      'href',
      '/ru/deposits',
    );
  });
});
