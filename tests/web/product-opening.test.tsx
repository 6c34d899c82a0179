/** Opening an account or a deposit from their pages, and an account request's documents step. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../src/domain/loan-requests';
import { toastQueue } from '../../src/ui/Toast/toast';
import { depositProducts, sourceAccounts } from '../../stories/deposits/deposit-opening-fixtures';
import { sampleDocuments, sampleSigningLink } from '../../stories/documents/document-fixtures';
import { order } from '../../stories/loan-requests/request-fixtures';
import { renderAppAt, storeAccessToken } from './render-app';

type Answer = { status?: number; body: unknown };
const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface ProductBank {
  orders: Order[];
  /** The detailed status of each application (GET .../applications/{id}/status). */
  statuses: Record<string, string>;
  /** What the app sent to the bank: method, path and query, with the body when it had one. */
  calls: string[];
  /** The next application call answers this instead. */
  refuse?: Answer;
}

const accounts = sourceAccounts.map((account) => ({
  ...account,
  accountNumber: account.iban,
  balance: account.available,
  blockedAmount: 0,
  openedAt: '2026-01-10T08:00:00Z',
}));

async function created(bank: ProductBank, request: Request, productType: 'ACCOUNT' | 'DEPOSIT') {
  const body = await request.json();
  bank.calls.push(`POST ${new URL(request.url).pathname} ${JSON.stringify(body)}`);
  const refusal = bank.refuse;
  bank.refuse = undefined;
  if (refusal) return json(refusal);
  const id = `${productType.toLowerCase()}-application-1`;
  const createdAt = '2026-11-21T10:00:00Z';
  const { amount, currency } = body;
  bank.orders.push(
    order(id, { productType, type: undefined, status: 'IN_PROGRESS', createdAt, amount, currency }),
  );
  bank.statuses[id] = 'READY_FOR_FATCA';
  return json({
    status: 201,
    body: { id, productType, status: 'READY_FOR_FATCA', currency: body.currency, createdAt },
  });
}

/** A bank for the accounts and deposits pages, the product calls and the request modal. */
function stubProductBank(orders: Order[] = []): ProductBank {
  const bank: ProductBank = { orders: [...orders], statuses: {}, calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname, search } = new URL(request.url);
      const status = /^\/(account|deposit)-application\/v1\/applications\/(.+)\/status$/.exec(
        pathname,
      );
      if (pathname === '/api/v1/user/info') {
        return json({ body: { firstName: 'Nigar', lastName: 'Əliyeva' } });
      }
      if (pathname === '/api/v1/orders') return json({ body: bank.orders });
      if (pathname === '/api/v1/accounts') return json({ body: accounts });
      if (pathname === '/api/v1/deposits') return json({ body: [] });
      if (pathname === '/ms-fatca/v1/fatca/questions') return json({ body: [] });
      if (pathname === '/deposit-application/v1/products') return json({ body: depositProducts });
      if (status?.[2]) return json({ body: { status: bank.statuses[status[2]] } });
      if (pathname === '/account-application/v1/applications') {
        return created(bank, request, 'ACCOUNT');
      }
      if (pathname === '/deposit-application/v1/applications') {
        return created(bank, request, 'DEPOSIT');
      }
      if (pathname === '/account-application/v1/documents') {
        return json({ body: sampleDocuments });
      }
      bank.calls.push(`${request.method} ${pathname}${search}`);
      if (pathname === '/account-application/v1/qr/generate') {
        return json({ body: { data: sampleSigningLink } });
      }
      return json({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return bank;
}

beforeEach(() => storeAccessToken());

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toastQueue.clear());
});

describe('opening an account', () => {
  it('takes the currency and continues on the request, in the language shown', async () => {
    const bank = stubProductBank();
    const { router } = await renderAppAt('/en/accounts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open a new account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a new account' });
    await user.click(within(dialog).getByRole('radio', { name: /USD/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Open the account' }));

    const request = await screen.findByRole('dialog', { name: 'New account' });
    expect(router.state.location.pathname).toBe('/en/loan-requests/account-application-1');
    expect(bank.calls).toEqual(['POST /account-application/v1/applications {"currency":"USD"}']);
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
    stubProductBank();
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
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    // 1 000 ₼ at 10 % for a year: the rate and the interest before the customer commits.
    expect(within(dialog).getByText('10%', { selector: 'dd' })).toBeVisible();
    expect(within(dialog).getByText('100.00 ₼')).toBeVisible();
  });

  it("asks for the amount, shows the bank's refusals, then continues on the request", async () => {
    const bank = stubProductBank();
    const { user, dialog, amount } = await openDepositForm();
    const send = within(dialog).getByRole('button', { name: 'Open the deposit' });
    await user.click(send);
    expect(amount).toHaveAccessibleDescription(/Fill in the field/);

    await user.type(amount, '2500');
    bank.refuse = {
      status: 400,
      body: { code: 'INSUFFICIENT_FUNDS', message: 'There are not enough funds in the account.' },
    };
    await user.click(send);
    expect(
      await within(dialog).findByText('There are not enough funds in the account.'),
    ).toBeVisible();
    expect(amount).toHaveAccessibleDescription(/There are not enough funds in the account/);
    expect(amount).toHaveValue('2500');

    bank.refuse = { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Not accepted.' } };
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not accepted.');
    expect(amount).toHaveValue('2500');

    await user.click(send);
    expect(await screen.findByRole('dialog', { name: 'New deposit' })).toBeVisible();
    expect(bank.calls.at(-1)).toBe(
      'POST /deposit-application/v1/applications {"productType":"PROFIT","currency":"AZN","termMonths":6,"amount":2500,"payoutFrequency":"MON","sourceAccountId":"acc-azn"}',
    );
  });
});

describe('the documents of an account request', () => {
  it('reads them by the account calls, accepts without PATCH and asks the account QR', async () => {
    const bank = stubProductBank([
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
    expect(bank.calls).toEqual([
      'POST /account-application/v1/qr/generate?applicationId=account-7',
    ]);
  });
});

describe('a completed deposit request', () => {
  it('says the deposit is open and links to the deposits in the language shown', async () => {
    stubProductBank([
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
