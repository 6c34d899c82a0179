/**
 * Cards on the home page with the bank stubbed at the network edge: the tiles, the card's
 * dialog, blocking with a confirmation and unblocking; then the card block chart's model paths
 * walked through the dialog, each bank answer held until the path gives it.
 */
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { type CardBlockEvent, cardBlockMachine } from '../../machines/cardBlock.machine';
import { CardDialog } from '../../src/features/cards/CardDialog';
import { activateLocale, i18n } from '../../src/shared/i18n';
import type { Card } from '../../src/shared/queries/cards';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, type HeldBank, holdBankCalls, http } from '../fake-bank';
import { bankError } from '../fake-bank/fixtures/errors';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { cardBlockModel, sampleCard } from '../machines/cardBlock.model';
import { modelPaths } from '../machines/support/model-paths';
import { buttonState } from './auth/screen';
import { renderAppAt, storeAccessToken } from './render-app';

const mastercard: Card = {
  ...sampleCard,
  id: '0b6f5c6e-8a4f-4d5e-9c1a-3f2b7d9e1a03',
  name: 'Mastercard Gold',
  maskedPan: '522145******7305',
  paymentSystem: 'MASTERCARD',
  currency: 'USD',
  balance: 1500,
  blockedAmount: 0,
  isDefault: false,
};

/** A bank that knows two cards and answers block and activate as the contract says. */
function openBank(options: { refuseActivate?: string } = {}) {
  const cards = [sampleCard, mastercard].map((card) => ({ ...card }));
  fakeBank.use(customerInfo(), ...products({ cards, accounts: [], deposits: [], loans: [] }));
  const { refuseActivate } = options;
  if (refuseActivate) {
    fakeBank.use(
      http.post('/api/v1/cards/{id}/activate', ({ response }) =>
        response(409).json(bankError('CARD_EXPIRED', refuseActivate)),
      ),
    );
  }
}

/** The cards' changes the app asked for, in order. */
const changesAsked = () => fakeBank.calls({ method: 'POST' }).map((call) => call.path);

const toastTitles = () => toastQueue.visibleToasts.map((each) => each.content.title);

beforeAll(() => activateLocale('en'));
afterEach(() => {
  act(() => toastQueue.clear());
});

describe('cards on the home page', () => {
  it('shows each card with its number, balance, system, status and default flag', async () => {
    openBank();
    storeAccessToken();
    await renderAppAt('/en');
    const visa = await screen.findByRole('button', { name: /Visa Classic/ });
    expect(visa).toHaveTextContent('4622 13•• •••• 4821');
    expect(visa).toHaveTextContent('ending in 4821');
    expect(visa).toHaveTextContent('1 234.50 ₼');
    expect(visa).toHaveTextContent('Blocked amount 23.40 ₼');
    expect(visa).toHaveTextContent('VISA');
    expect(visa).toHaveTextContent('Active');
    expect(visa).toHaveTextContent('Default');
    const gold = screen.getByRole('button', { name: /Mastercard Gold/ });
    expect(within(gold).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(gold).toHaveTextContent('1 500.00 $');
    expect(gold).not.toHaveTextContent('Default');
  });

  it('blocks a card only after the confirmation, then unblocks it', async () => {
    openBank();
    storeAccessToken();
    await renderAppAt('/en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Visa Classic/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Visa Classic' });
    expect(within(dialog).getByText('Valid until').nextSibling).toHaveTextContent('05/29');

    await user.click(within(dialog).getByRole('button', { name: 'Block the card' }));
    expect(within(dialog).getByRole('heading', { name: 'Block the card Visa Classic?' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changesAsked()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Block the card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, block it' }));
    await within(dialog).findByText(/The card is blocked/);
    expect(changesAsked()).toEqual([`/api/v1/cards/${sampleCard.id}/block`]);
    expect(toastTitles()).toContain('The card Visa Classic is blocked');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Visa Classic/, hidden: true })).toHaveTextContent(
        'Blocked',
      ),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Unblock the card' }));
    await within(dialog).findByText('The card is active again.');
    expect(changesAsked()).toEqual([
      `/api/v1/cards/${sampleCard.id}/block`,
      `/api/v1/cards/${sampleCard.id}/activate`,
    ]);
    expect(toastTitles()).toContain('The card Visa Classic is active');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the bank's refusal in an error toast", async () => {
    openBank({ refuseActivate: 'The card has expired' });
    storeAccessToken();
    await renderAppAt('/en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Visa Classic/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Visa Classic' });
    await user.click(within(dialog).getByRole('button', { name: 'Block the card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, block it' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Unblock the card' }));
    await within(dialog).findByText('The card could not be unblocked. Try again.');
    expect(toastTitles()).toContain('The card has expired');
  });
});

const { paths, coverage } = modelPaths(cardBlockMachine, cardBlockModel);
const callPaths: Record<string, string> = {
  blockCard: `/api/v1/cards/${sampleCard.id}/block`,
  activateCard: `/api/v1/cards/${sampleCard.id}/activate`,
};
const buttonNames: Record<CardBlockEvent['type'], string> = {
  BLOCK: 'Block the card',
  CONFIRM: 'Yes, block it',
  CANCEL: 'Cancel',
  ACTIVATE: 'Unblock the card',
};

const inDialog = (name: string) => {
  const dialog = screen.queryByRole('dialog');
  return dialog ? (within(dialog).queryByRole('button', { name }) as HTMLButtonElement) : null;
};

/** The customer presses the button; the bank answers the held request. */
async function perform(step: { type: string }, user: UserEvent, network: HeldBank) {
  const [, kind, , id = ''] = step.type.split('.');
  const system = step as { output?: Card; error?: Error };
  if (kind === 'done')
    return act(() => void network.answer(callPaths[id] ?? '', 200, system.output));
  if (kind === 'error') {
    const body = { code: 'REFUSED', message: system.error?.message };
    return act(() => void network.answer(callPaths[id] ?? '', 409, body));
  }
  return user.click(inDialog(buttonNames[step.type as CardBlockEvent['type']]) as HTMLElement);
}

function expected(state: AnyMachineSnapshot) {
  const asking = state.matches('confirming') || state.matches('blocking');
  const can = (type: CardBlockEvent['type']) => (state.can({ type }) ? 'enabled' : 'absent');
  return {
    block: asking ? 'absent' : can('BLOCK'),
    confirm: !asking ? 'absent' : state.matches('blocking') ? 'busy' : 'enabled',
    unblock: state.matches('activating') ? 'busy' : can('ACTIVATE'),
    dismissable: !state.hasTag('busy'),
  };
}

function seen() {
  return {
    block: buttonState(inDialog('Block the card')),
    confirm: buttonState(inDialog('Yes, block it')),
    unblock: buttonState(inDialog('Unblock the card')),
    dismissable: inDialog('Close') !== null,
  };
}

describe('the card block dialog, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path }) => {
    const network = holdBankCalls();
    const first = path.steps[0]?.state as AnyMachineSnapshot;
    const queryClient = new QueryClient();
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <CardDialog card={{ ...sampleCard, status: first.context.status }} onClose={() => {}} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(seen()).toEqual(expected(first)));
    for (const step of path.steps.slice(1)) {
      await perform(step.event, user, network);
      await waitFor(() => expect(seen(), step.event.type).toEqual(expected(step.state)));
    }
  });
});
