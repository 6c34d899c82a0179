/**
 * /account-consents and /other-consents with the bank stubbed: SPEC 3's fields in the
 * customer's words, a consent opened with its access log, a revoke only after the confirmation
 * (the list read again shows it revoked), a next page that failed offered again under the
 * consents already shown, and a bank consent withdrawn the same way.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountConsentsQueryKey } from '../../src/features/consents/queries';
import { queryClient } from '../../src/shared/api';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, http } from '../fake-bank';
import {
  type AccountConsent,
  accountConsents,
  type OtherConsent,
  otherConsents,
  validConsent,
  validConsentDetails,
} from '../fake-bank/fixtures/consents';
import { bankError } from '../fake-bank/fixtures/errors';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

function consentsBank() {
  let consents: AccountConsent[] = [...accountConsents];
  let others: OtherConsent[] = [...otherConsents];
  fakeBank.use(
    customerInfo(),
    http.get('/api/v1/account-consents', ({ response }) =>
      response(200).json({ items: consents, nextCursor: null }),
    ),
    http.get('/api/v1/account-consents/{id}', ({ response }) =>
      response(200).json(validConsentDetails),
    ),
    http.post('/api/v1/account-consents/{id}/revoke', ({ params, response }) => {
      consents = consents.map((consent) =>
        consent.id === params.id
          ? { ...consent, status: 'revokedByPsu', endedAt: '2026-11-23T09:00:00Z' }
          : consent,
      );
      return response(200).json(consents.find((consent) => consent.id === params.id) as never);
    }),
    http.get('/api/v1/other-consents', ({ response }) =>
      response(200).json({ items: others, nextCursor: null }),
    ),
    http.post('/api/v1/other-consents/{id}/withdraw', ({ params, response }) => {
      others = others.map((consent) =>
        consent.id === params.id
          ? { ...consent, status: 'WITHDRAWN', withdrawnAt: '2026-11-23T09:00:00Z' }
          : consent,
      );
      return response(200).json(others.find((consent) => consent.id === params.id) as never);
    }),
  );
}

afterEach(() => {
  act(() => toastQueue.clear());
});

// A whole page with its dialogs, on a machine that other suites share.
const slow = { timeout: 20_000 };

describe('the account consents page', () => {
  it('lists each consent by SPEC 3 and revokes one only after the confirmation', slow, async () => {
    consentsBank();
    storeAccessToken();
    await renderAppAt('/en/account-consents');
    const user = userEvent.setup();
    const first = (await screen.findByRole('heading', { level: 2, name: 'Büdcə Pro' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(first).getByText('Active')).toBeVisible();
    expect(within(first).getByText('Current account')).toBeVisible();
    expect(within(first).getByText('The list of accounts, Balances, Transactions')).toBeVisible();
    const second = screen.getByRole('heading', { level: 2, name: 'Kredit Bazarı' }).closest('li');
    expect(within(second as HTMLElement).getByText('Revoked')).toBeVisible();
    expect(within(second as HTMLElement).queryByRole('button', { name: /Revoke/ })).toBeNull();

    await user.click(
      within(first).getByRole('button', { name: 'Details', description: 'Büdcə Pro' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Consent of Büdcə Pro' });
    expect(await within(details).findByText(/Read balances: Current account AZN/)).toBeVisible();
    await user.click(within(details).getByRole('button', { name: 'Revoke' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the consent?' });
    expect(
      fakeBank.calls({
        method: 'POST',
        path: `/api/v1/account-consents/${validConsent.id}/revoke`,
      }),
    ).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      fakeBank.calls({
        method: 'POST',
        path: `/api/v1/account-consents/${validConsent.id}/revoke`,
      }),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByText('Revoked')).toHaveLength(2));
  });

  it(
    'keeps the consents shown when the next page fails, and reads it on Try again',
    slow,
    async () => {
      const [first, second] = accountConsents as [AccountConsent, AccountConsent];
      let failNextPage = true;
      fakeBank.use(
        customerInfo(),
        http.get('/api/v1/account-consents', ({ query, response }) => {
          if (!query.get('cursor')) return response(200).json({ items: [first], nextCursor: 'p2' });
          if (failNextPage) {
            return response('default').json(bankError('INTERNAL', 'Resting'), { status: 500 });
          }
          return response(200).json({ items: [second], nextCursor: null });
        }),
      );
      // Asked again at once rather than after the query client's real back-off of 1 s, then 2 s.
      queryClient.setQueryDefaults(accountConsentsQueryKey, { retryDelay: 0 });
      storeAccessToken();
      await renderAppAt('/en/account-consents');
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 2, name: first.institution.name });
      await user.click(screen.getByRole('button', { name: 'Show more' }));

      const failure = await screen.findByRole('alert');
      expect(failure).toHaveTextContent('An error occurred. Try again a bit later.');
      expect(screen.getByRole('heading', { level: 2, name: first.institution.name })).toBeVisible();
      failNextPage = false;
      await user.click(within(failure).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: second.institution.name }),
      ).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: first.institution.name })).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    },
  );
});

describe('the other consents page', () => {
  it('withdraws a bank consent after the confirmation, and keeps it on Keep it', slow, async () => {
    consentsBank();
    storeAccessToken();
    await renderAppAt('/en/other-consents');
    const user = userEvent.setup();
    const withdraw = await screen.findByRole('button', {
      name: 'Withdraw',
      description: 'Processing of personal data',
    });
    await user.click(withdraw);
    const keep = await screen.findByRole('alertdialog', { name: 'Withdraw the consent?' });
    await user.click(within(keep).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(withdraw);
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw the consent?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull());
    expect(screen.getAllByText(/^Withdrawn on/)).toHaveLength(2);
  });
});
