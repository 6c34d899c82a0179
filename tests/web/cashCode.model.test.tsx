/**
 * The cash-by-code chart against its screen: every model path walked by a customer with the
 * keyboard and the mouse on /cash-by-code's view, the bank held at the network edge (its answers
 * checked against the contract); after each step the page shows what the chart says. Then the
 * list's cancel against the fake bank's cash codes.
 */
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import type { CashCodeContext, CashCodeEvent } from '../../machines/cashCode.machine';
import { cashCodeMachine } from '../../machines/cashCode.machine';
import { cashCodeCancelMachine } from '../../machines/cashCodeCancel.machine';
import { CashCodesView } from '../../src/features/cash-codes/CashCodesView';
import type { CashCodesQuery } from '../../src/features/cash-codes/CodeList';
import {
  createCancelServices,
  createCashCodeServices,
} from '../../src/features/cash-codes/services';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, type HeldBank, holdBankCalls } from '../fake-bank';
import { cashCodesList } from '../fake-bank/fixtures/cash-codes';
import { cashCodeBook, cashCodes } from '../fake-bank/handlers/cash-codes';
import { cashCodeModel, cashInput } from '../machines/cashCode.model';
import { modelPaths } from '../machines/support/model-paths';
import { buttonState } from './auth/screen';

const { paths, coverage } = modelPaths(cashCodeMachine, cashCodeModel);
const same = cashCodeModel.serializeState ?? JSON.stringify;
const startDialog = () =>
  createActor(withBankCalls(cashCodeMachine, createCashCodeServices(api)), {
    input: cashInput,
  }).start();
const startCancel = () =>
  createActor(withBankCalls(cashCodeCancelMachine, createCancelServices(api))).start();
type Dialog = ReturnType<typeof startDialog>;
type Cancel = ReturnType<typeof startCancel>;

const loaded = (codes = cashCodesList): CashCodesQuery => ({
  status: 'success',
  data: codes,
  isFetching: false,
  refetch: () => undefined,
  hasMore: false,
  loadingMore: false,
  loadMoreFailed: false,
  loadMore: () => undefined,
});

function Page({ dialog, cancel }: { dialog: Dialog; cancel: Cancel }) {
  const snapshot = useSelector(dialog, (state) => state);
  const canceling = useSelector(cancel, (state) => state);
  return (
    <CashCodesView
      codes={loaded()}
      dialog={{ snapshot, send: dialog.send }}
      cancel={{ snapshot: canceling, send: cancel.send }}
    />
  );
}

function renderPage(dialog: Dialog, cancel: Cancel) {
  render(
    <I18nProvider i18n={i18n}>
      <Page dialog={dialog} cancel={cancel} />
    </I18nProvider>,
  );
}

const buttons: Partial<Record<CashCodeEvent['type'], string>> = {
  OPEN: 'Withdraw cash by code',
  SUBMIT: 'Continue',
  BACK: 'Back',
  CONFIRM: 'Confirm the withdrawal',
  RETRY: 'Try again',
  EDIT: 'Change the withdrawal',
  CLOSE: 'Close',
  'OTP.SUBMIT': 'Confirm',
  'OTP.RESEND': 'Send the code again',
};

const button = (name: string) =>
  screen.queryAllByRole('button', { name }).find((each) => !each.closest('[aria-hidden="true"]')) as
    | HTMLButtonElement
    | undefined;

async function typeInto(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

function callPath(id: string, context: CashCodeContext): string {
  const order = `/api/v1/cash-codes/orders/${context.order?.id ?? ''}`;
  const paths: Record<string, string> = {
    quoteCashCode: '/api/v1/cash-codes/quote',
    createCashCode: '/api/v1/cash-codes',
    confirmCashCode: `${order}/confirm`,
    resendOtp: `${order}/resend-code`,
  };
  return paths[id] ?? '';
}

/** The bank and the app's lists act on the chart; the rest is the customer. */
async function perform(event: CashCodeEvent, user: UserEvent, network: HeldBank, actor: Dialog) {
  const [, kind, , id = ''] = event.type.split('.');
  const { context } = actor.getSnapshot();
  const system = event as unknown as { output?: unknown; error?: Error & { status?: number } };
  if (kind === 'done') {
    const body = id === 'resendOtp' ? context.order : system.output;
    const status = id === 'createCashCode' ? 201 : 200;
    await waitFor(() => expect(network.waiting()).toContain(callPath(id, context)));
    return act(() => void network.answer(callPath(id, context), status, body));
  }
  if (kind === 'error') {
    const error = system.error as Error & { status?: number; code?: string; attemptsLeft?: number };
    const body = { code: error.code ?? 'INTERNAL', message: error.message };
    const full =
      error.attemptsLeft === undefined ? body : { ...body, attemptsLeft: error.attemptsLeft };
    await waitFor(() => expect(network.waiting()).toContain(callPath(id, context)));
    return act(() => void network.answer(callPath(id, context), error.status ?? 500, full));
  }
  if (event.type === 'FIELD.CHANGE') return typeInto(user, 'Amount, ₼', event.value);
  if (event.type === 'OTP.CHANGE') return typeInto(user, 'Code from SMS', event.value);
  const name = buttons[event.type];
  if (name) return user.click(button(name) as HTMLElement);
  act(() => actor.send(event));
}

function dialogTitle(state: AnyMachineSnapshot): string | null {
  if (state.matches('closed')) return null;
  if (state.hasTag('form')) return 'Cash by code';
  if (state.hasTag('otp')) return 'Confirmation code';
  if (state.matches('failed')) return 'The withdrawal was not made';
  if (state.matches('done')) return 'Codes sent';
  return 'Check and confirm the withdrawal';
}

function expected(state: AnyMachineSnapshot) {
  const form = state.hasTag('form');
  const can = (type: string) => (state.can({ type } as never) ? 'enabled' : 'disabled');
  return {
    dialog: dialogTitle(state),
    continue: !form ? 'absent' : state.matches('quoting') ? 'busy' : 'enabled',
    confirm: state.matches('confirming')
      ? 'enabled'
      : state.matches('creating')
        ? 'busy'
        : 'absent',
    code: !state.hasTag('otp') ? 'absent' : state.hasTag('busy') ? 'busy' : can('OTP.SUBMIT'),
    retry: state.matches('failed') && state.can({ type: 'RETRY' }) ? 'enabled' : 'absent',
    codes: state.matches('done') ? (state.context as CashCodeContext).order?.codes.length : 0,
  };
}

function seen() {
  const dialog = screen.queryByRole('dialog');
  return {
    dialog: dialog?.querySelector('h2')?.textContent ?? null,
    continue: buttonState(button('Continue') ?? null),
    confirm: buttonState(button('Confirm the withdrawal') ?? null),
    code: buttonState(button('Confirm') ?? null),
    retry: buttonState(button('Try again') ?? null),
    codes: dialog ? within(dialog).queryAllByText(/^Active until/).length : 0,
  };
}

/** A refusal about the amount stands under the field, tied to it for assistive technology. */
function refusalUnderItsField(state: AnyMachineSnapshot) {
  const { refusal } = state.context as CashCodeContext;
  if (!state.hasTag('form') || refusal?.field !== 'amount') return;
  const field = screen.getByLabelText('Amount, ₼');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal.message));
}

beforeAll(() => activateLocale('en'));
afterEach(() => {
  act(() => toastQueue.clear());
});

describe('the cash-by-code dialog, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path }) => {
    const network = holdBankCalls();
    const actor = startDialog();
    const cancel = startCancel();
    renderPage(actor, cancel);
    const user = userEvent.setup({ delay: null });
    for (const step of path.steps.slice(1)) {
      const event = step.event as CashCodeEvent;
      await perform(event, user, network, actor);
      await waitFor(() => expect(same(actor.getSnapshot()), event.type).toBe(same(step.state)));
      await waitFor(() => expect(seen(), event.type).toEqual(expected(step.state)));
      refusalUnderItsField(step.state);
    }
    actor.stop();
    cancel.stop();
  });
});

describe('the codes list', () => {
  it('cancels an active code after asking, and only active codes offer it', async () => {
    const book = cashCodeBook(cashCodesList);
    fakeBank.use(...cashCodes(book));
    const actor = startDialog();
    const cancel = startCancel();
    renderPage(actor, cancel);
    const user = userEvent.setup({ delay: null });
    const offered = screen.getAllByRole('button', { name: /^Cancel the code/ });
    expect(offered).toHaveLength(2);
    await user.click(offered[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/will stop working/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the code' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fakeBank.calls({ method: 'POST' })).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: /^Cancel the code/ })[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Cancel the code' }));
    await waitFor(() => expect(cancel.getSnapshot().matches('idle')).toBe(true));
    expect(book.codes[0]?.status).toBe('CANCELED');
    // Canceled meanwhile: the bank's 'Unsuccessful operation' is said in the dialog.
    act(() => cancel.send({ type: 'ASK', code: cashCodesList[0] as never }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the code' }));
    expect(await screen.findByText(/Unsuccessful operation/)).toBeVisible();
    actor.stop();
    cancel.stop();
  });
});

/** Tabs until the element has focus; a few dozen presses at most. */
async function tabTo(user: UserEvent, element: HTMLElement) {
  for (let presses = 0; document.activeElement !== element; presses += 1) {
    if (presses > 30) throw new Error(`${element.textContent} is not reached with Tab`);
    await user.tab();
  }
}

describe('the withdrawal by keyboard alone', () => {
  it('opens, fills, prices, confirms and takes the code without a pointer', async () => {
    const book = cashCodeBook();
    fakeBank.use(...cashCodes(book));
    const actor = startDialog();
    const cancel = startCancel();
    renderPage(actor, cancel);
    const user = userEvent.setup({ delay: null });
    const open = screen.getByRole('button', { name: 'Withdraw cash by code' });
    await tabTo(user, open);
    await user.keyboard('{Enter}');
    const amount = await screen.findByRole('textbox', { name: 'Amount, ₼' });
    await tabTo(user, amount);
    await user.keyboard('4500{Enter}');
    const confirm = await screen.findByRole('button', { name: 'Confirm the withdrawal' });
    expect(screen.getByText('Withdrawal codes: 2')).toBeVisible();
    await tabTo(user, confirm);
    await user.keyboard('{Enter}');
    const code = await screen.findByRole('textbox', { name: 'Code from SMS' });
    await tabTo(user, code);
    await user.keyboard('123456{Enter}');
    await screen.findByRole('heading', { name: 'Codes sent' });
    expect(book.codes.map((each) => each.amount)).toEqual([4000, 500]);
    const [created] = fakeBank.calls({ method: 'POST', path: '/api/v1/cash-codes' });
    expect(created?.request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await tabTo(user, screen.getByRole('button', { name: 'Done' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(actor.getSnapshot().matches('closed')).toBe(true));
    actor.stop();
    cancel.stop();
  });
});
