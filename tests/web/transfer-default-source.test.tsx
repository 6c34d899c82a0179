/**
 * /transfers opens on the customer's default payment source (listPaymentMethods): a default
 * card is the source of a card transfer, the first account stays the source of an account one.
 */
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TransfersPage } from '../../src/features/transfers/TransfersPage';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { fakeBank } from '../fake-bank';
import { mastercardGold } from '../fake-bank/fixtures/cards';
import { paymentSources } from '../fake-bank/fixtures/payment-templates';
import { transferProducts } from '../fake-bank/fixtures/transfers';
import { methodsBook, paymentMethodHandlers } from '../fake-bank/handlers/payment-templates';
import { products } from '../fake-bank/handlers/products';

beforeAll(() => activateLocale('en'));

describe('the default payment source on /transfers', () => {
  it('is where a card transfer leaves from', async () => {
    fakeBank.use(
      ...products({ accounts: transferProducts.accounts, cards: transferProducts.cards }),
      ...paymentMethodHandlers(methodsBook(paymentSources, mastercardGold.id)),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TransfersPage />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Card to account/ }));
    const from = screen.getByRole('radiogroup', { name: 'From' });
    expect(from.querySelector('input:checked')?.closest('label')).toHaveTextContent(
      mastercardGold.name,
    );
    await user.click(screen.getByRole('radio', { name: /^Account to account/ }));
    expect(
      screen
        .getByRole('radiogroup', { name: 'From' })
        .querySelector('input:checked')
        ?.closest('label'),
    ).toHaveTextContent(transferProducts.accounts[0]?.name ?? '');
  });
});
