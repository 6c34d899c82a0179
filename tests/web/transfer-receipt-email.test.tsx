/**
 * The receipt of an executed transfer sent by email (issue 12), on the transfer page with the
 * bank stubbed at the network edge (tests/fake-bank): PRODUCT 5's rule in the form before any
 * call, the bank's call with the address, the bank's refusals where they belong, the keyboard.
 */
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TransfersPage } from '../../src/features/transfers/TransfersPage';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { fakeBank, http } from '../fake-bank';
import { transferProducts, transferRefusals } from '../fake-bank/fixtures/transfers';
import { products } from '../fake-bank/handlers/products';
import { transfers } from '../fake-bank/handlers/transfers';

const receiptMail = /^\/api\/v1\/transfers\/[^/]+\/receipt\/email$/;
const mailsAsked = () => fakeBank.bodies({ method: 'POST', path: receiptMail });

/** The page with Leyla's products, past an own transfer the bank executed at once. */
async function executedTransfer(): Promise<UserEvent> {
  fakeBank.use(...products(structuredClone(transferProducts)), ...transfers());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TransfersPage />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /^Account to account/ }));
  await user.click(screen.getByLabelText(/^Amount, ₼/));
  await user.paste('150');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm the transfer' }));
  await screen.findByRole('heading', { name: 'Transfer done' });
  return user;
}

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Send the receipt by email' }));
  expect(await screen.findByRole('dialog', { name: 'Receipt by email' })).toBeVisible();
  const field = screen.getByRole('textbox', { name: 'Email address' });
  expect(field).toHaveFocus();
  return field;
}

beforeAll(() => activateLocale('en'));

describe('the receipt by email', () => {
  it('refuses a missing or wrong address in the form, without calling the bank', async () => {
    const user = await executedTransfer();
    const field = await openDialog(user);
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAccessibleDescription('The bank sends the receipt as a PDF attachment.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Fill in the field'));
    // Passes the contract's format, but no mail provider takes it.
    await user.type(field, 'leyla@localhost');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email address, for example name@example.com'),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field).toHaveFocus();
    expect(await mailsAsked()).toEqual([]);
  });

  it('sends a good address to the bank and says where the receipt went', async () => {
    const user = await executedTransfer();
    const field = await openDialog(user);
    // Before a first try, a half-typed address is not an error yet.
    await user.type(field, 'leyla@');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.type(field, 'example.az ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The receipt has been sent to leyla@example.az.',
    );
    expect(screen.getByRole('button', { name: 'Back to the transfer' })).toHaveFocus();
    expect(await mailsAsked()).toEqual([{ email: 'leyla@example.az' }]);
    expect(fakeBank.calls({ method: 'POST', path: receiptMail })[0]?.path).toBe(
      '/api/v1/transfers/transfer-1/receipt/email',
    );
    // Closing returns to the button that opened it.
    await user.click(screen.getByRole('button', { name: 'Back to the transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send the receipt by email' })).toHaveFocus(),
    );
  });

  it('shows the bank’s refusal of the address under the field', async () => {
    const user = await executedTransfer();
    fakeBank.use(
      http.post('/api/v1/transfers/{id}/receipt/email', ({ response }) =>
        response(400).json(transferRefusals.emailInvalid),
      ),
    );
    const field = await openDialog(user);
    await user.type(field, 'leyla@example.az');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('The field "email" has an invalid value'),
    );
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Correcting the address answers the refusal.
    await user.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows any other refusal as an alert, and tries again', async () => {
    const user = await executedTransfer();
    fakeBank.use(
      http.post(
        '/api/v1/transfers/{id}/receipt/email',
        ({ response }) =>
          response('default').json(transferRefusals.mailNotConfigured, { status: 503 }),
        { once: true },
      ),
    );
    const field = await openDialog(user);
    await user.type(field, 'leyla@example.az');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      transferRefusals.mailNotConfigured.message,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('leyla@example.az');
    expect(await mailsAsked()).toHaveLength(2);
  });

  it('can be used with the keyboard alone', async () => {
    const user = await executedTransfer();
    const trigger = screen.getByRole('button', { name: 'Send the receipt by email' });
    while (document.activeElement !== trigger) await user.tab();
    await user.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    expect(field).toHaveFocus();
    await user.keyboard('leyla@example.az{Enter}');
    await screen.findByRole('status');
    // Another address, then Escape closes the dialog and returns to its button.
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(await mailsAsked()).toEqual([{ email: 'leyla@example.az' }]);
  });
});
