/**
 * The transfer page with the bank stubbed at the network edge (tests/fake-bank): the products
 * and the limits it reads, an own transfer with an exchange and its receipt, a transfer to
 * another customer by mobile number with its code, another bank by IBAN scheduled and canceled,
 * the key of a retried attempt, a database failover ridden out with that key, a repeat, and the
 * whole form used with the keyboard alone.
 */
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TransfersPage } from '../../src/features/transfers/TransfersPage';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, gatewayAnswer, http } from '../fake-bank';
import { receivers, transferProducts } from '../fake-bank/fixtures/transfers';
import { products } from '../fake-bank/handlers/products';
import { transferBook, transferCode, transfers } from '../fake-bank/handlers/transfers';

function openBank() {
  const book = transferBook();
  const lists = {
    accounts: transferProducts.accounts.map((account) => ({ ...account })),
    cards: transferProducts.cards.map((card) => ({ ...card })),
  };
  fakeBank.use(...products(lists), ...transfers(book));
  return book;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TransfersPage />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

const posted = (path: string | RegExp) => fakeBank.bodies({ method: 'POST', path });
const keysSent = () =>
  fakeBank
    .calls({ method: 'POST', path: '/api/v1/transfers' })
    .map((call) => call.headers.get('Idempotency-Key'));
const facts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('.movement__summary > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );

async function choose(user: UserEvent, type: RegExp) {
  await user.click(await screen.findByRole('radio', { name: type }));
}

async function fill(user: UserEvent, label: string | RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

/** The first transfer made is answered `answer`; the fake bank makes the ones after it. */
function firstCreateAnswered(answer: () => Response) {
  fakeBank.use(
    http.post('/api/v1/transfers', ({ response }) => response.untyped(answer()), { once: true }),
  );
}

/** Ten manat between her own accounts, priced and confirmed. */
async function confirmTenManat(user: UserEvent) {
  await choose(user, /^Account to account/);
  await fill(user, /^Amount, ₼/, '10');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm the transfer' }));
}

beforeAll(() => activateLocale('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toastQueue.clear());
});

describe('the transfer page', () => {
  it('offers the four types, active products only, and tells what is left of the limits', async () => {
    openBank();
    const user = renderPage();
    expect(await screen.findByText(/Left for transfers to others today/)).toHaveTextContent(
      'Left for transfers to others today: 18 500.00 ₼ of 20 000.00 ₼; this month: 96 500.00 ₼ of 100 000.00 ₼.',
    );
    const types = screen.getByRole('radiogroup', { name: 'Type of transfer' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toMatchInlineSnapshot(`
        [
          "Account to accountFrom your current account to an account",
          "Account to cardFrom your current account to a card",
          "Card to accountFrom your card to an account",
          "Card to cardFrom your card to a card",
        ]
      `);
    await choose(user, /^Card to card/);
    const from = screen.getByRole('radiogroup', { name: 'From' });
    // The blocked card can neither send nor receive.
    expect(within(from).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Your card' })).getAllByRole('radio'),
    ).toHaveLength(1);
    expect(screen.getByRole('radiogroup', { name: 'To' })).toHaveTextContent(
      'My cardBy card number',
    );
  });

  it('moves money between own accounts at the rate shown, and saves the receipt', async () => {
    openBank();
    const createObjectURL = vi.fn((_: Blob) => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderPage();
    await choose(user, /^Account to account/);
    await fill(user, /^Amount, ₼/, '150');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toHaveFocus();
    expect(facts()).toMatchObject({
      Amount: '150.00 ₼',
      Commission: '0',
      Total: '150.00 ₼',
      'Exchange rate': '1 AZN = 0.5882 USD',
      'The receiver gets': '88.23 $',
      When: 'Now',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm the transfer' }));
    expect(await screen.findByRole('heading', { name: 'Transfer done' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Download the receipt' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('%PDF-1.7');
    expect(await posted('/api/v1/transfers/quote')).toEqual([
      {
        type: 'A2A',
        from: { productId: transferProducts.accounts[0]?.id },
        to: { productId: transferProducts.accounts[1]?.id },
        amount: 150,
      },
    ]);
    // The accounts and cards are read again once the money moved.
    await waitFor(() => expect(fakeBank.calls({ path: '/api/v1/accounts' })).toHaveLength(2));
    click.mockRestore();
  });

  it('sends to another customer by mobile number, confirmed by the code for that transfer', async () => {
    openBank();
    const user = renderPage();
    await choose(user, /^Account to account/);
    await user.click(screen.getByRole('radio', { name: 'By mobile number' }));
    await fill(user, "Receiver's mobile number", '+994 50 123 45 67');
    await fill(user, /^Amount, ₼/, '25,50');
    await fill(user, 'Comment (optional)', 'For lunch');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check and confirm' });
    expect(facts()).toMatchObject({ To: 'Rəşad Ə.AZ…0107 · Internet Bank' });
    expect(
      screen.getByText('We will send you a code by SMS to confirm this transfer.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm the transfer' }));

    const code = await screen.findByLabelText('Code from SMS');
    expect(code).toHaveFocus();
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong.');
    await fill(user, 'Code from SMS', transferCode);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Transfer done' });
    expect(facts()).toMatchObject({ Comment: 'For lunch', Reference: 'TR-2026-000123' });
    expect(await posted('/api/v1/transfers/quote')).toEqual([
      expect.objectContaining({
        to: { phone: receivers.phone },
        amount: 25.5,
        comment: 'For lunch',
      }),
    ]);
    expect(await posted(/\/confirm$/)).toEqual([{ code: '111111' }, { code: transferCode }]);
  });

  it('asks for the receiver at another bank, tells when clearing executes, and cancels', async () => {
    openBank();
    const user = renderPage();
    await choose(user, /^Account to account/);
    await user.click(screen.getByRole('radio', { name: 'By IBAN' }));
    await fill(user, "Receiver's IBAN", receivers.otherBankIban.toLowerCase());
    await fill(user, /^Amount, ₼/, '100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // PRODUCT 5: the name is required for another bank, said under the field and tied to it.
    const name = screen.getByLabelText("Receiver's name");
    expect(name).toHaveAccessibleDescription("Fill in the receiver's name for another bank");
    await fill(user, "Receiver's name", receivers.otherBankName);
    await fill(user, "Receiver's tax ID (VÖEN)", '123');
    expect(screen.getByLabelText("Receiver's tax ID (VÖEN)")).toHaveAccessibleDescription(
      expect.stringContaining('The tax ID (VÖEN) has 10 digits'),
    );
    await fill(user, "Receiver's tax ID (VÖEN)", '4567891');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check and confirm' });
    expect(facts()).toMatchObject({
      Commission: '1.00 ₼',
      Total: '101.00 ₼',
      When: 'On 23.11.2026',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm the transfer' }));
    await screen.findByLabelText('Code from SMS');
    await fill(user, 'Code from SMS', transferCode);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Transfer scheduled' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('executed on 23.11.2026');
    await user.click(screen.getByRole('button', { name: 'Cancel the transfer' }));
    expect(await screen.findByRole('heading', { name: 'Transfer canceled' })).toBeVisible();
    expect((await posted('/api/v1/transfers/quote'))[0]).toMatchObject({
      to: {
        iban: receivers.otherBankIban,
        name: receivers.otherBankName,
        taxId: receivers.otherBankTaxId,
      },
    });
  });

  it('resends the same Idempotency-Key when an attempt is retried, and a new one for the next', async () => {
    openBank();
    firstCreateAnswered(() => gatewayAnswer(502));
    const user = renderPage();
    await confirmTenManat(user);
    expect(await screen.findByRole('heading', { name: 'The transfer was not made' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Transfer done' });
    const [first, retried] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toBe(first);

    // A repeat is a new attempt: the form comes back filled in, and the key is new.
    await user.click(screen.getByRole('button', { name: 'Repeat the transfer' }));
    expect(screen.getByLabelText(/^Amount, ₼/)).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm the transfer' }));
    await screen.findByRole('heading', { name: 'Transfer done' });
    expect(keysSent()).toHaveLength(3);
    expect(keysSent()[2]).not.toBe(first);
  });

  it('rides out a database failover: the transfer is sent again with its key and done', async () => {
    openBank();
    const failingOver = () =>
      Response.json(
        { code: 'DATABASE_UNAVAILABLE', message: 'The bank is busy, try again' },
        { status: 503, headers: { 'Retry-After': '1' } },
      );
    firstCreateAnswered(failingOver);
    const user = renderPage();
    await confirmTenManat(user);
    expect(
      await screen.findByRole('heading', { name: 'Transfer done' }, { timeout: 5_000 }),
    ).toHaveFocus();
    const [first, resent] = keysSent();
    expect(keysSent()).toHaveLength(2);
    expect(resent).toBe(first);
  });

  it('can be used with the keyboard alone', async () => {
    openBank();
    const user = renderPage();
    await screen.findByRole('radiogroup', { name: 'Type of transfer' });
    // Into the types, Account to account first; then on through the form.
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: /^Account to account/ })).toBeChecked();
    const amount = screen.getByLabelText(/^Amount, ₼/);
    while (document.activeElement !== amount) await user.tab();
    await user.keyboard('42');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm the transfer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Transfer done' })).toHaveFocus();
  });
});
