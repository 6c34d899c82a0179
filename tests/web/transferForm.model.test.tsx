/**
 * The transfer-form chart against its screens: every model path walked by a customer with the
 * keyboard and the mouse, the bank held at the network edge (its answers checked against the
 * contract), and after each step the page must show what the chart says: the step, its
 * buttons, and each refusal where it belongs.
 */
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  type Transfer,
  type TransferFormContext,
  type TransferFormEvent,
  transferFormMachine,
} from '../../machines/transferForm.machine';
import { createTransferServices } from '../../src/features/transfers/services';
import { TransferView } from '../../src/features/transfers/TransferView';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, type HeldBank, holdBankCalls, http } from '../fake-bank';
import { transferProducts } from '../fake-bank/fixtures/transfers';
import { receiptPdf } from '../fake-bank/handlers/transfers';
import { modelPaths } from '../machines/support/model-paths';
import { transferFormModel } from '../machines/transferForm.model';
import { buttonState } from './auth/screen';

const { paths, coverage } = modelPaths(transferFormMachine, transferFormModel);
const same = transferFormModel.serializeState ?? JSON.stringify;
const start = () =>
  createActor(withBankCalls(transferFormMachine, createTransferServices(api)), {
    input: transferProducts,
  }).start();
type Actor = ReturnType<typeof start>;

function Page({ actor }: { actor: Actor }) {
  const snapshot = useSelector(actor, (state) => state);
  return <TransferView snapshot={snapshot} send={actor.send} />;
}

const typeLabels = {
  A2A: /^Account to account/,
  A2C: /^Account to card/,
  C2A: /^Card to account/,
  C2C: /^Card to card/,
};
const recipientLabels = {
  OWN: /^My (account|card)$/,
  IBAN: 'By IBAN',
  CARD: 'By card number',
  PHONE: 'By mobile number',
};
const fieldLabels: Record<string, string | RegExp> = {
  amount: /^Amount, /,
  iban: "Receiver's IBAN",
  cardNumber: "Receiver's card number",
  phone: "Receiver's mobile number",
};
const buttons: Partial<Record<TransferFormEvent['type'], string>> = {
  SUBMIT: 'Continue',
  BACK: 'Back',
  CONFIRM: 'Confirm the transfer',
  RETRY: 'Try again',
  EDIT: 'Change the transfer',
  REPEAT: 'Repeat the transfer',
  NEW: 'New transfer',
  RECEIPT: 'Download the receipt',
  CANCEL: 'Cancel the transfer',
  'OTP.SUBMIT': 'Confirm',
  'OTP.RESEND': 'Send the code again',
};

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

async function typeInto(user: UserEvent, label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

/** The held call of a chart's actor, by the path the services call. */
function callPath(id: string, context: TransferFormContext): string {
  const transfer = `/api/v1/transfers/${context.transfer?.id ?? ''}`;
  const paths: Record<string, string> = {
    quoteTransfer: '/api/v1/transfers/quote',
    createTransfer: '/api/v1/transfers',
    confirmTransfer: `${transfer}/confirm`,
    resendOtp: `${transfer}/resend-code`,
    cancelTransfer: `${transfer}/cancel`,
  };
  return paths[id] ?? '';
}

/**
 * The receipt is bytes, not JSON, so it is held here rather than by the held bank: the request
 * waits until the path's fetchReceipt step answers it.
 */
function holdReceipts() {
  const waiting: ((response: Response) => void)[] = [];
  fakeBank.use(
    http.untyped.get(
      '*/api/v1/transfers/:id/receipt',
      () =>
        new Promise<Response>((answer) => {
          waiting.push(answer);
        }),
    ),
  );
  return (response: Response) => act(() => waiting.pop()?.(response));
}
type ReceiptAnswer = ReturnType<typeof holdReceipts>;

/**
 * A confirm refused with 409 makes the app read the transfer (a retried confirm may find it
 * done); here the code died, so the bank shows it canceled and the refusal stands.
 */
async function answerTransferRead(network: HeldBank, context: TransferFormContext) {
  const path = `/api/v1/transfers/${context.transfer?.id ?? ''}`;
  await waitFor(() => expect(network.waiting()).toContain(path));
  await act(() => void network.answer(path, 200, { ...context.transfer, status: 'CANCELED' }));
}

/** The bank, the clock and the app's product lists act on the chart; the rest is the customer. */
async function perform(
  event: TransferFormEvent,
  user: UserEvent,
  bank: { network: HeldBank; receipt: ReceiptAnswer },
  actor: Actor,
) {
  const { network } = bank;
  const [, kind, , id = ''] = event.type.split('.');
  const { context } = actor.getSnapshot();
  const system = event as unknown as { output?: unknown; error?: Error & { status?: number } };
  if (id === 'fetchReceipt') {
    const failed = HttpResponse.json({ code: 'INTERNAL', message: '' }, { status: 500 });
    return bank.receipt(kind === 'done' ? receiptPdf() : failed);
  }
  if (kind === 'done') {
    const body = id === 'resendOtp' ? context.transfer : system.output;
    const status = id === 'createTransfer' ? 201 : 200;
    return act(() => void network.answer(callPath(id, context), status, body));
  }
  if (kind === 'error') {
    const error = system.error as Error & { status?: number; code?: string };
    const body = { code: error.code ?? 'INTERNAL', message: error.message };
    await act(() => void network.answer(callPath(id, context), error.status ?? 500, body));
    if (id === 'confirmTransfer' && error.status === 409)
      await answerTransferRead(network, context);
    return;
  }
  switch (event.type) {
    case 'TYPE.SELECT':
      return user.click(screen.getByRole('radio', { name: typeLabels[event.value] }));
    case 'RECIPIENT.SELECT':
      return user.click(screen.getByRole('radio', { name: recipientLabels[event.value] }));
    case 'FIELD.CHANGE':
      return typeInto(user, fieldLabels[event.field] ?? event.field, event.value);
    case 'OTP.CHANGE':
      return typeInto(user, 'Code from SMS', event.value);
  }
  const name = buttons[event.type];
  if (name) return user.click(button(name) as HTMLElement);
  act(() => actor.send(event));
}

const doneHeadings: Record<Transfer['status'], string> = {
  EXECUTED: 'Transfer done',
  SCHEDULED: 'Transfer scheduled',
  CANCELED: 'Transfer canceled',
  AWAITING_CODE: '',
  FAILED: '',
};

function failedText({ refusal, transfer }: TransferFormContext) {
  if (refusal?.message) return refusal.message;
  if (transfer?.status === 'CANCELED') return 'The transfer was canceled. No money has moved.';
  return transfer
    ? 'The bank could not execute the transfer. No money has moved.'
    : 'An error occurred';
}

/** The alerts a state shows: a refusal not about a field, a failure, a receipt not fetched. */
function expectedAlerts(state: AnyMachineSnapshot): string[] {
  const context = state.context as TransferFormContext;
  const { refusal } = context;
  if (state.matches('failed')) return [failedText(context)];
  if (state.hasTag('otp')) return refusal ? [refusal.message || 'The code was not accepted.'] : [];
  if (state.matches({ done: 'receiptFailed' })) return ['The receipt could not be downloaded.'];
  if (state.hasTag('form') && refusal && !refusal.field) {
    return [refusal.message || 'An error occurred'];
  }
  return [];
}

function expected(state: AnyMachineSnapshot) {
  const context = state.context as TransferFormContext;
  const status = context.transfer?.status;
  const form = state.hasTag('form') || state.matches('choosingType');
  const busy = state.hasTag('busy');
  const otp = state.hasTag('otp');
  const can = (type: string) => (state.can({ type } as never) ? 'enabled' : 'disabled');
  const inDone = (sub: string, when: boolean) =>
    !when ? 'absent' : state.matches({ done: sub }) ? 'busy' : 'enabled';
  return {
    step: form
      ? 'New transfer'
      : otp
        ? 'Confirmation code'
        : state.matches('done')
          ? doneHeadings[status ?? 'FAILED']
          : state.matches('failed')
            ? 'The transfer was not made'
            : 'Check and confirm',
    continue: !form || !context.type ? 'absent' : busy ? 'busy' : 'enabled',
    confirm: state.matches('confirming')
      ? 'enabled'
      : state.matches('creating')
        ? 'busy'
        : 'absent',
    requoted: state.matches('confirming') && context.requoted,
    code: !otp ? 'absent' : busy ? 'busy' : can('OTP.SUBMIT'),
    resend: !otp
      ? 'absent'
      : state.matches({ code: { resend: 'resending' } })
        ? 'busy'
        : can('OTP.RESEND'),
    receipt: inDone('downloading', state.matches('done') && status === 'EXECUTED'),
    cancel: inDone('canceling', state.matches('done') && status === 'SCHEDULED'),
    retry: state.matches('failed') && state.can({ type: 'RETRY' }) ? 'enabled' : 'absent',
    alerts: expectedAlerts(state),
  };
}

function seen() {
  return {
    step: screen.queryByRole('heading', { level: 2 })?.textContent ?? '',
    continue: buttonState(button('Continue')),
    confirm: buttonState(button('Confirm the transfer')),
    requoted: screen.queryByText(/The quote expired and the bank priced/) !== null,
    code: buttonState(button('Confirm')),
    resend: buttonState(button('Send the code again')),
    receipt: buttonState(button('Download the receipt')),
    cancel: buttonState(button('Cancel the transfer')),
    retry: buttonState(button('Try again')),
    alerts: [...document.querySelectorAll('.movement__alert')].map((each) => each.textContent),
  };
}

/** A refusal about a field stands under that field, tied to it for assistive technology. */
function refusalUnderItsField(state: AnyMachineSnapshot) {
  const { refusal } = state.context as TransferFormContext;
  if (!state.hasTag('form') || !refusal?.field) return;
  const field = screen.getByLabelText(fieldLabels[refusal.field] ?? refusal.field);
  expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal.message));
}

beforeAll(() => activateLocale('en'));
afterEach(() => {
  act(() => toastQueue.clear());
});

describe('the transfer page, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path }) => {
    const network = holdBankCalls((path) => !path.endsWith('/receipt'));
    const receipt = holdReceipts();
    const actor = start();
    render(
      <I18nProvider i18n={i18n}>
        <Page actor={actor} />
      </I18nProvider>,
    );
    const user = userEvent.setup({ delay: null });
    for (const step of path.steps.slice(1)) {
      const event = step.event as TransferFormEvent;
      await perform(event, user, { network, receipt }, actor);
      await waitFor(() => expect(same(actor.getSnapshot()), event.type).toBe(same(step.state)));
      await waitFor(() => expect(seen(), event.type).toEqual(expected(step.state)));
      refusalUnderItsField(step.state);
    }
    actor.stop();
  });
});
