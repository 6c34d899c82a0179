/** The accounts page with the bank stubbed: IBANs, copying (and its fallback), requisites. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account, AccountDetails } from '../../src/shared/queries/accounts';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank } from '../fake-bank';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

const account: Account = {
  id: '0c8b7d6e-1f2a-4b3c-8d9e-0a1b2c3d4e01',
  name: 'Cari hesab AZN',
  iban: 'AZ23IBNK38019440000000000001',
  accountNumber: 'AZ23IBNK38019440000000000001',
  currency: 'AZN',
  balance: 5581.47,
  available: 5558.07,
  blockedAmount: 23.4,
  openedAt: '2025-12-24T05:00:00.000Z',
};
const details: AccountDetails = {
  ...account,
  requisites: {
    beneficiary: 'Leyla Məmmədova',
    iban: account.iban,
    accountNumber: account.accountNumber,
    currency: 'AZN',
    bankName: 'Internet Bank',
    bankCode: 'IBNK',
    bic: 'IBNKAZ22',
  },
};

const requisites = {
  beneficiary: 'Leyla Məmmədova',
  iban: account.iban,
  currency: 'AZN' as const,
  bankName: 'Internet Bank',
  bankTaxId: '1400057421',
  bic: 'IBNKAZ22',
  correspondentAccount: 'AZ82NABZ01350100000000071944',
};

function openBank() {
  fakeBank.use(
    customerInfo(),
    ...products({
      accounts: [account],
      accountDetails: [details],
      requisites: { [account.id]: requisites },
    }),
  );
}

/** jsdom has no clipboard; each test says whether the browser offers one. */
function offerClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

async function openAccounts() {
  openBank();
  storeAccessToken();
  await renderAppAt('/en/accounts');
  return screen.findByRole('region', { name: account.name });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  act(() => toastQueue.clear());
});

describe('the accounts page', () => {
  it('shows the IBAN in groups of four and copies it without spaces', async () => {
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    offerClipboard({ writeText });
    const card = await openAccounts();
    expect(within(card).getByText('AZ23 IBNK 3801 9440 0000 0000 0001')).toBeVisible();
    expect(within(card).getByText('5 581.47 ₼')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Copy IBAN' }));
    expect(writeText).toHaveBeenCalledWith('AZ23IBNK38019440000000000001');
    expect(toastQueue.visibleToasts.map((each) => each.content.title)).toEqual(['IBAN copied']);
  });

  it('offers the IBAN selected in a field when there is no clipboard', async () => {
    const user = userEvent.setup();
    offerClipboard(undefined);
    const card = await openAccounts();
    await user.click(within(card).getByRole('button', { name: 'Copy IBAN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy it yourself' });
    const field = within(dialog).getByRole('textbox', { name: 'IBAN' }) as HTMLTextAreaElement;
    expect(field.value).toBe(account.iban);
    expect(field).toHaveFocus();
    expect(field.readOnly).toBe(true);
  });

  it('shows the requisites a payer at another bank needs, each with its copy button', async () => {
    const writeText = vi.fn(async () => {});
    offerClipboard({ writeText });
    const card = await openAccounts();
    await userEvent.click(within(card).getByRole('button', { name: 'Requisites' }));
    const dialog = await screen.findByRole('dialog', { name: `Requisites of ${account.name}` });
    for (const text of [
      'Leyla Məmmədova',
      'Internet Bank',
      '1400057421',
      'IBNKAZ22',
      'AZ82 NABZ 0135 0100 0000 0007 1944',
      'AZ23 IBNK 3801 9440 0000 0000 0001',
    ]) {
      expect(await within(dialog).findByText(text)).toBeVisible();
    }
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Copy: Correspondent account' }),
    );
    expect(writeText).toHaveBeenLastCalledWith(requisites.correspondentAccount);
    await userEvent.click(
      within(dialog).getByRole('button', { name: "Copy: Bank's VÖEN (tax ID)" }),
    );
    expect(writeText).toHaveBeenLastCalledWith('1400057421');
  });

  it('shares the requisites PDF where the browser shares files', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    Object.assign(navigator, { share, canShare: () => true });
    const card = await openAccounts();
    await userEvent.click(within(card).getByRole('button', { name: 'Requisites' }));
    const dialog = await screen.findByRole('dialog', { name: `Requisites of ${account.name}` });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Share as PDF' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [file] = share.mock.calls[0]?.[0].files ?? [];
    expect(file?.name).toBe(`requisites-${account.iban}.pdf`);
    expect(file?.type).toBe('application/pdf');
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });

  it('downloads the requisites PDF where the browser cannot share files', async () => {
    const createObjectURL = vi.fn(() => 'blob:requisites');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const card = await openAccounts();
    await userEvent.click(within(card).getByRole('button', { name: 'Requisites' }));
    const dialog = await screen.findByRole('dialog', { name: `Requisites of ${account.name}` });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Share as PDF' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      `requisites-${account.iban}.pdf`,
    );
    click.mockRestore();
  });
});
