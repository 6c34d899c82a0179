/**
 * /payment-methods with the bank stubbed: the default marked in words, making another source
 * the default, and a card refused as the default (blocked meanwhile) leaving it unchanged.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, http } from '../fake-bank';
import { bankError } from '../fake-bank/fixtures/errors';
import { paymentSources } from '../fake-bank/fixtures/payment-templates';
import { methodsBook, paymentMethodHandlers } from '../fake-bank/handlers/payment-templates';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

async function openMethods() {
  const book = methodsBook();
  fakeBank.use(customerInfo(), ...paymentMethodHandlers(book));
  storeAccessToken();
  await renderAppAt('/en/payment-methods');
  const list = await screen.findByRole('list', { name: 'Accounts and cards' });
  return { book, list };
}

/** Each row's name and what it says of itself: default, why it cannot pay, its button. */
const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => ({
      name: row.querySelector('.product-row__name span')?.textContent,
      state: row.querySelector('.payment-method__state')?.textContent,
    }));

afterEach(() => {
  act(() => toastQueue.clear());
});

describe('the payment methods page', () => {
  it('marks the default in words and says why a card cannot pay', async () => {
    const { list } = await openMethods();
    expect(rows(list)).toEqual([
      { name: 'Visa Classic', state: 'Default' },
      { name: 'Cari hesab AZN', state: 'Make default' },
      { name: 'Mastercard Gold', state: 'Make default' },
      { name: 'Cari hesab USD', state: 'Make default' },
      { name: 'Visa Classic (köhnə)', state: 'Blocked: cannot pay' },
      { name: 'Mastercard Gold (köhnə)', state: 'Expired: cannot pay' },
    ]);
    expect(paymentSources).toHaveLength(6);
  });

  it('makes another source the default and shows the bank’s new list', async () => {
    const user = userEvent.setup();
    const { book, list } = await openMethods();
    await user.click(within(list).getByRole('button', { name: 'Make default: Mastercard Gold' }));
    await waitFor(() =>
      expect(rows(list)[0]).toEqual({ name: 'Mastercard Gold', state: 'Default' }),
    );
    expect(
      await fakeBank.bodies({ method: 'PUT', path: '/api/v1/payment-methods/default' }),
    ).toEqual([{ productId: book.defaultId }]);
    expect(toastQueue.visibleToasts.map((each) => each.content.title)).toEqual([
      'Mastercard Gold is now your default payment method.',
    ]);
  });

  it('refuses a card blocked meanwhile at its row and keeps the default', async () => {
    const user = userEvent.setup();
    const { book, list } = await openMethods();
    fakeBank.use(
      http.put(
        '/api/v1/payment-methods/default',
        ({ response }) => response(409).json(bankError('CARD_BLOCKED', 'Kart bloklanıb.')),
        { once: true },
      ),
    );
    await user.click(within(list).getByRole('button', { name: 'Make default: Mastercard Gold' }));
    const alert = await within(list).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This card is blocked, so it cannot be the default. The default is unchanged.',
    );
    expect(
      within(list).getByRole('button', { name: 'Make default: Mastercard Gold' }),
    ).toHaveAccessibleDescription(alert.textContent ?? '');
    expect(rows(list)[0]).toEqual({ name: 'Visa Classic', state: 'Default' });
    expect(book.defaultId).toBe(paymentSources[0]?.productId);
  });
});
