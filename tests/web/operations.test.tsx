import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationsQueryKey } from '../../src/features/operations/queries';
import { attachmentName } from '../../src/features/operations/statement-services';
import { queryClient } from '../../src/shared/api';
import { fakeBank, http } from '../fake-bank';
import { bankCalendarAt } from '../fake-bank/fixtures/calendar';
import { rashad } from '../fake-bank/fixtures/customers';
import { bankError } from '../fake-bank/fixtures/errors';
import {
  historyFirstPage,
  historyProducts,
  historySecondPage,
  historySpending,
} from '../fake-bank/fixtures/operations';
import { bankCalendarOf } from '../fake-bank/handlers/calendar';
import { accountStatement, operationsHistory, spending } from '../fake-bank/handlers/operations';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

// 20 May 2026, 12:00 in Baku: "today" of every period below.
const now = new Date('2026-05-20T08:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  storeAccessToken();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Rəşad's bank: his products, a history of two pages and a month's spending. */
function openBank() {
  fakeBank.use(
    customerInfo(rashad),
    ...products(historyProducts),
    operationsHistory(historyFirstPage, historySecondPage),
    spending(historySpending),
  );
}

/** The query of each call to a path, in order. */
const askedFor = (path: string) => fakeBank.calls({ path }).map((call) => call.query);

const lines = () =>
  within(screen.getByRole('list', { name: 'Operations, newest first' })).getAllByRole('listitem');

describe('the operations history', () => {
  it('lists the past month newest first with Baku times, categories, amounts and balances', async () => {
    openBank();
    await renderAppAt('/en/operations');
    await screen.findByRole('list', { name: 'Operations, newest first' });

    expect(lines().map((line) => line.textContent)).toEqual([
      'BravoBravo, Bakı19.05.2026 - 20:45 · , Groceries-23.40 ₼Balance after 1 520.40 ₼',
      'AzersunAzersun: əmək haqqı10.05.2026 - 10:05 · , Salary+1 500.00 ₼Balance after 1 543.80 ₼',
    ]);
    expect(askedFor('/api/v1/operations')).toEqual([{ from: '2026-04-20', to: '2026-05-20' }]);
    expect(screen.getByText('Operations from 20.04.2026 to 20.05.2026')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Past month' })).toBeChecked();
  });

  it('shows more from the next cursor with the same filters', async () => {
    openBank();
    await renderAppAt('/en/operations?period=week');
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(lines()[2]).toHaveTextContent('01.05.2026 - 01:30');
    expect(lines()[2]).toHaveTextContent('-1 234.50 ₼');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('3 operations shown');
    expect(askedFor('/api/v1/operations')).toEqual([
      { from: '2026-05-13', to: '2026-05-20' },
      { from: '2026-05-13', to: '2026-05-20', cursor: '119' },
    ]);
  });

  it('keeps the period and product in the URL and asks the bank for them', async () => {
    openBank();
    const { router } = await renderAppAt('/en/operations');
    await screen.findByRole('list', { name: 'Operations, newest first' });

    await userEvent.click(screen.getByRole('radio', { name: 'Past 3 months' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ period: 'three-months' }));
    await userEvent.click(screen.getByRole('button', { name: /Product/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Visa Classic/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        period: 'three-months',
        product: 'card-visa',
      }),
    );
    await waitFor(() =>
      expect(askedFor('/api/v1/operations').at(-1)).toEqual({
        from: '2026-02-20',
        to: '2026-05-20',
        productId: 'card-visa',
      }),
    );
    expect(askedFor('/api/v1/operations/spending').at(-1)).toEqual({
      from: '2026-02-20',
      to: '2026-05-20',
      productId: 'card-visa',
    });
  });

  it('ends its periods on the bank’s today (the sandbox clock), not the device’s', async () => {
    openBank();
    fakeBank.use(bankCalendarOf(bankCalendarAt('2026-06-10T08:00:00Z')));
    await renderAppAt('/en/operations?period=week');
    expect(await screen.findByText('Operations from 03.06.2026 to 10.06.2026')).toBeVisible();
    expect(askedFor('/api/v1/operations').at(-1)).toEqual({ from: '2026-06-03', to: '2026-06-10' });
    const open = await screen.findByRole('button', { name: 'Account statement (PDF)' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Account statement' }));
    const [toDay] = dialog.getAllByRole('spinbutton', { name: /day, To/i });
    expect(toDay).toHaveTextContent('10');
  });

  it('says so when the period is empty, and offers a retry with the bank message on failure', async () => {
    let fail = true;
    openBank();
    fakeBank.use(
      http.get('/api/v1/operations', ({ response }) =>
        fail
          ? response('default').json(bankError('INTERNAL', 'The history is resting'), {
              status: 500,
            })
          : response(200).json({ items: [], nextCursor: null }),
      ),
    );
    // Asked again at once rather than after the query client's real back-off of 1 s, then 2 s.
    queryClient.setQueryDefaults(operationsQueryKey, { retryDelay: 0 });
    await renderAppAt('/en/operations');
    const history = within(await screen.findByRole('region', { name: 'History' }));
    // A 5xx is asked again twice by the query client before it shows.
    expect(await history.findByText('The history is resting', {}, { timeout: 8000 })).toBeVisible();
    fail = false;
    await userEvent.click(history.getByRole('button', { name: 'Try again' }));
    expect(await history.findByText('No operations in this period.')).toBeVisible();
  }, 15_000);
});

describe('the spending chart', () => {
  it('draws each currency with a table of categories, amounts and shares', async () => {
    openBank();
    await renderAppAt('/en/operations');
    const table = await screen.findByRole('table', { name: 'Spending in AZN by category' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['CategoryAmountShare', 'Utilities1 234.50 ₼98%', 'Groceries23.40 ₼2%']);
    expect(screen.getByRole('img', { name: 'Spending in AZN by category' })).toBeVisible();
  });

  it('is not asked for a loan, which has no spending breakdown', async () => {
    openBank();
    await renderAppAt('/en/operations?product=loan-1');
    expect(
      await screen.findByText('The spending breakdown is shown for accounts and cards.'),
    ).toBeVisible();
    await screen.findByRole('list', { name: 'Operations, newest first' });
    expect(askedFor('/api/v1/operations/spending')).toEqual([]);
    expect(askedFor('/api/v1/operations')).toEqual([
      { from: '2026-04-20', to: '2026-05-20', productId: 'loan-1' },
    ]);
  });
});

describe('the account statement', () => {
  it('downloads the PDF of the chosen account and period under the bank file name', async () => {
    openBank();
    fakeBank.use(
      accountStatement('acc-usd', '%PDF-1.7 statement', 'statement-AZ21-2026-04-20-2026-05-20.pdf'),
    );
    const createObjectURL = vi.fn((_: Blob) => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });

    await renderAppAt('/en/operations?product=card-visa');
    const open = await screen.findByRole('button', { name: 'Account statement (PDF)' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Account statement' }));
    // The card's account is chosen, the past month is offered.
    expect(dialog.getByRole('button', { name: /Account/ })).toHaveTextContent('Dollar account');
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));

    expect(await dialog.findByText('statement-AZ21-2026-04-20-2026-05-20.pdf')).toBeVisible();
    expect(askedFor('/api/v1/accounts/acc-usd/statement')).toEqual([
      { from: '2026-04-20', to: '2026-05-20' },
    ]);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('%PDF-1.7 statement');
    expect(downloads).toEqual(['statement-AZ21-2026-04-20-2026-05-20.pdf blob:statement']);
    await userEvent.click(dialog.getByRole('button', { name: 'Download again' }));
    expect(downloads).toHaveLength(2);
    click.mockRestore();
  });

  it('shows the bank refusal and tries again', async () => {
    let refuse = true;
    openBank();
    fakeBank.use(
      http.get('/api/v1/accounts/{id}/statement', ({ params, response }) =>
        refuse && params.id === 'acc-azn'
          ? response(400).json(bankError('PERIOD_TOO_LONG', 'At most one year'))
          : undefined,
      ),
      accountStatement('acc-azn', '%PDF-'),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderAppAt('/en/operations');
    const open = await screen.findByRole('button', { name: 'Account statement (PDF)' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Account statement' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('At most one year');
    refuse = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    // No file name from the bank: the app names it after the period.
    expect(await dialog.findByText('statement-2026-04-20-2026-05-20.pdf')).toBeVisible();
    click.mockRestore();
  });

  it('tells what is wrong with the period beside the field', async () => {
    openBank();
    await renderAppAt('/en/operations');
    const open = await screen.findByRole('button', { name: 'Account statement (PDF)' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Account statement' }));
    const [toDay] = dialog.getAllByRole('spinbutton', { name: /day, To/i });
    await userEvent.click(toDay as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    expect(await dialog.findByText('The period cannot end after today')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(dialog.queryByText('The period cannot end after today')).toBeNull());
  });

  it('reads the file name of Content-Disposition, the UTF-8 one first, never a path', () => {
    expect(attachmentName('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(
      attachmentName(
        "attachment; filename=a.pdf; filename*=UTF-8''%C3%A7%C4%B1xar%C4%B1%C5%9F.pdf",
      ),
    ).toBe('çıxarış.pdf');
    expect(attachmentName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(attachmentName('attachment')).toBeUndefined();
    expect(attachmentName(null)).toBeUndefined();
  });
});
