/** The accounts page with the bank stubbed: IBANs, copying (and its fallback), requisites. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account, AccountDetails } from '../../src/shared/queries/accounts';
import { toastQueue } from '../../src/shared/ui/Toast/toast';
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

function openBank() {
  fakeBank.use(customerInfo(), ...products({ accounts: [account], accountDetails: [details] }));
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

  it('shows the requisites a payer needs', async () => {
    const card = await openAccounts();
    await userEvent.click(within(card).getByRole('button', { name: 'Requisites' }));
    const dialog = await screen.findByRole('dialog', { name: `Requisites of ${account.name}` });
    for (const text of ['Leyla Məmmədova', 'Internet Bank', 'IBNK', 'IBNKAZ22']) {
      expect(await within(dialog).findByText(text)).toBeVisible();
    }
  });
});
