/**
 * Issue 15 on /operations: a line opens the operation's details in a dialog with its receipt,
 * the history has a debounced search kept in the URL, and hidden balances hide the spending
 * totals too.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideBalancesKey } from '../../src/shared/balances';
import { fakeBank } from '../fake-bank';
import { rashad } from '../fake-bank/fixtures/customers';
import {
  historyFirstPage,
  historyProducts,
  historySecondPage,
  historySpending,
  operationDetails,
} from '../fake-bank/fixtures/operations';
import {
  operationOf,
  operationReceipt,
  operationsHistory,
  spending,
} from '../fake-bank/handlers/operations';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { factsOf } from './facts';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-20T08:00:00Z'));
  storeAccessToken();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const [bravo] = historyFirstPage.items;
if (!bravo) throw new Error('the history fixture has no first line');
const details = operationDetails({ ...bravo, reference: 'OP-0000000120', commission: 0 });

function openBank() {
  fakeBank.use(
    customerInfo(rashad),
    ...products(historyProducts),
    operationsHistory(historyFirstPage, historySecondPage),
    spending(historySpending),
    operationOf(details),
    operationReceipt(details.id, '%PDF-1.7 receipt', 'receipt-OP-0000000120.pdf'),
  );
}

const askedFor = (path: string) => fakeBank.calls({ path }).map((call) => call.query);

describe('an operation of the history', () => {
  it('opens from its line in a dialog with its details, and downloads its receipt', async () => {
    openBank();
    const createObjectURL = vi.fn((_: Blob) => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    await renderAppAt('/en/operations');
    const list = await screen.findByRole('list', { name: 'Operations, newest first' });
    const line = within(list).getAllByRole('button')[0];
    if (!line) throw new Error('no line');
    expect(line).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(line);

    const dialog = await screen.findByRole('dialog', { name: 'Operation details' });
    await within(dialog).findByText('OP-0000000120');
    expect(factsOf(dialog)).toMatchObject({
      'Date and time': '19.05.2026 - 20:45',
      Status: 'Completed',
      'Reference number': 'OP-0000000120',
      Counterparty: 'Rəşad QuliyevAZ…0001 · Kapital Bank',
      Description: 'Bravo, Bakı',
      Category: 'Groceries',
      Commission: '0',
      'Balance after': '1 520.40 ₼',
    });
    expect(within(dialog).getByText('-23.40 ₼')).toBeVisible();
    expect(fakeBank.calls({ path: '/api/v1/operations/120' })).toHaveLength(1);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Download the receipt (PDF)' }),
    );
    expect(await within(dialog).findByText('The receipt is downloaded.')).toBeVisible();
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('%PDF-1.7 receipt');
    expect(downloads).toEqual(['receipt-OP-0000000120.pdf blob:receipt']);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the line it was opened from.
    await waitFor(() => expect(line).toHaveFocus());
  });

  it('says what went wrong and retries when the bank cannot give it', async () => {
    openBank();
    await renderAppAt('/en/operations');
    const list = await screen.findByRole('list', { name: 'Operations, newest first' });
    // The salary line has no details in this bank: its answer is the bank's 404.
    await userEvent.click(within(list).getAllByRole('button')[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Operation details' });
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(fakeBank.calls({ path: /^\/api\/v1\/operations\/\d+$/ })).toHaveLength(2),
    );
  });
});

describe('the history search', () => {
  it('asks the bank once typing pauses, keeps the search in the URL and clears it', async () => {
    openBank();
    const { router } = await renderAppAt('/en/operations?period=week');
    await screen.findByRole('list', { name: 'Operations, newest first' });
    const box = screen.getByRole('searchbox', { name: 'Search the history' });
    await userEvent.type(box, 'Bravo 23');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ period: 'week', q: 'Bravo 23' }),
    );
    // One call for the whole word, not one per key.
    await waitFor(() =>
      expect(askedFor('/api/v1/operations')).toEqual([
        { from: '2026-05-13', to: '2026-05-20' },
        { from: '2026-05-13', to: '2026-05-20', search: 'Bravo 23' },
      ]),
    );
    // Spending is the period's, whatever the search.
    expect(askedFor('/api/v1/operations/spending')).toEqual([
      { from: '2026-05-13', to: '2026-05-20' },
    ]);

    await userEvent.clear(box);
    await waitFor(() => expect(router.state.location.search).toEqual({ period: 'week' }));
  });

  it('opens on the URL’s search and says when nothing matches', async () => {
    openBank();
    fakeBank.use(operationsHistory({ items: [], nextCursor: null }));
    await renderAppAt('/en/operations?q=Elvin');
    expect(await screen.findByRole('searchbox', { name: 'Search the history' })).toHaveValue(
      'Elvin',
    );
    expect(await screen.findByText('No operations in this period match “Elvin”.')).toBeVisible();
    expect(askedFor('/api/v1/operations')).toEqual([
      { from: '2026-04-20', to: '2026-05-20', search: 'Elvin' },
    ]);
  });
});

describe('hidden balances on /operations', () => {
  it('mask the spending totals and the balances after, not the operations’ amounts', async () => {
    window.localStorage.setItem(hideBalancesKey, '1');
    openBank();
    await renderAppAt('/en/operations');
    const table = await screen.findByRole('table', { name: 'Spending in AZN by category' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['CategoryAmountShare', 'Utilities••••98%', 'Groceries••••2%']);
    expect(screen.getByText('AZN').closest('figcaption')).toHaveTextContent('Total ••••');
    const list = screen.getByRole('list', { name: 'Operations, newest first' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      '-23.40 ₼Balance after ••••',
    );
  });
});
