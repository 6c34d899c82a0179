/**
 * The payment-form chart against its screens: every model path walked by a customer with the
 * keyboard and the mouse, the bank held at the network edge (its answers checked against the
 * contract), and after each step the page must show what the chart says: the form or the
 * dialog's step, its buttons, the provider's answer, and each refusal where it belongs.
 */
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { lookupKey, type PaymentFormInput } from '../../machines/paymentForm.draft';
import {
  type PaymentFormContext,
  type PaymentFormEvent,
  paymentFormMachine,
} from '../../machines/paymentForm.machine';
import { PaymentView } from '../../src/features/payments/PaymentView';
import { createPaymentServices } from '../../src/features/payments/services';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, type HeldBank, holdBankCalls, http } from '../fake-bank';
import { paymentFormModel } from '../machines/paymentForm.model';
import { modelPaths } from '../machines/support/model-paths';
import { buttonState } from './auth/screen';

const { paths, coverage } = modelPaths(paymentFormMachine, paymentFormModel);
const same = paymentFormModel.serializeState ?? JSON.stringify;
const models = [...new Set(paths.map((p) => p.model))];
const inputOf = (model: unknown) =>
  paymentFormModel.inputs?.[models.indexOf(model as never)] as PaymentFormInput;
const start = (input: PaymentFormInput) =>
  createActor(withBankCalls(paymentFormMachine, createPaymentServices(api)), { input }).start();
type Actor = ReturnType<typeof start>;

function Page({ actor }: { actor: Actor }) {
  const snapshot = useSelector(actor, (state) => state);
  return <PaymentView snapshot={snapshot} send={actor.send} />;
}

/** The view in a router of its own: the result links to the template editor. */
async function renderPage(actor: Actor) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Page actor={actor} /> }),
    history: createMemoryHistory({ initialEntries: ['/payments/provider/x'] }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

const fieldLabels: Record<string, string> = {
  phone: 'Mobile number',
  subscriberCode: 'Subscriber code',
  amount: 'Amount, ₼',
};
const buttons: Partial<Record<PaymentFormEvent['type'], string>> = {
  SUBMIT: 'Pay',
  BACK: 'Back',
  CONFIRM: 'Confirm the payment',
  RETRY: 'Try again',
  EDIT: 'Change the payment',
  CLOSE: 'Close',
  RECEIPT: 'Download the receipt',
  CANCEL: 'Cancel the payment',
  'LOOKUP.RETRY': 'Ask again',
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

function callPath(id: string, context: PaymentFormContext): string {
  const payment = `/api/v1/payments/${context.payment?.id ?? ''}`;
  const paths: Record<string, string> = {
    findSubscriber: `/api/v1/payment-providers/${context.provider.id}/subscriber`,
    quotePayment: '/api/v1/payments/quote',
    createPayment: '/api/v1/payments',
    confirmPayment: `${payment}/confirm`,
    resendOtp: `${payment}/resend-code`,
    cancelPayment: `${payment}/cancel`,
  };
  return paths[id] ?? '';
}

/** The receipt is bytes, not JSON: held here until the path's fetchReceipt step answers it. */
function holdReceipts() {
  const waiting: ((response: Response) => void)[] = [];
  fakeBank.use(
    http.untyped.get(
      '*/api/v1/payments/:id/receipt',
      () => new Promise<Response>((answer) => waiting.push(answer)),
    ),
  );
  return (response: Response) => act(() => waiting.pop()?.(response));
}
type ReceiptAnswer = ReturnType<typeof holdReceipts>;

/** A confirm refused with 409 makes the app read the payment; here the code died. */
async function answerPaymentRead(network: HeldBank, context: PaymentFormContext) {
  const path = `/api/v1/payments/${context.payment?.id ?? ''}`;
  await waitFor(() => expect(network.waiting()).toContain(path));
  await act(() => void network.answer(path, 200, { ...context.payment, status: 'CANCELED' }));
}

/** The bank and the app's lists act on the chart; the rest is the customer. */
async function perform(
  event: PaymentFormEvent,
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
    const pdf = new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    return bank.receipt(kind === 'done' ? pdf : failed);
  }
  if (kind === 'done') {
    const body = id === 'resendOtp' ? context.payment : system.output;
    const status = id === 'createPayment' ? 201 : 200;
    await waitFor(() => expect(network.waiting()).toContain(callPath(id, context)));
    return act(() => void network.answer(callPath(id, context), status, body));
  }
  if (kind === 'error') {
    const error = system.error as Error & { status?: number; code?: string; attemptsLeft?: number };
    const body = { code: error.code ?? 'INTERNAL', message: error.message };
    const full =
      error.attemptsLeft === undefined ? body : { ...body, attemptsLeft: error.attemptsLeft };
    await waitFor(() => expect(network.waiting()).toContain(callPath(id, context)));
    await act(() => void network.answer(callPath(id, context), error.status ?? 500, full));
    if (id === 'confirmPayment' && error.status === 409) await answerPaymentRead(network, context);
    return;
  }
  switch (event.type) {
    case 'FIELD.CHANGE':
      return typeInto(user, fieldLabels[event.field] ?? event.field, event.value);
    case 'OTP.CHANGE':
      return typeInto(user, 'Code from SMS', event.value);
  }
  const name = buttons[event.type];
  if (name) return user.click(button(name) as HTMLElement);
  act(() => actor.send(event));
}

function dialogTitle(state: AnyMachineSnapshot): string | null {
  const context = state.context as PaymentFormContext;
  if (state.hasTag('form')) return null;
  if (state.hasTag('otp') || state.matches('abandoning')) return 'Confirmation code';
  if (state.matches('failed')) return 'The payment was not made';
  if (state.matches('done')) {
    const status = context.payment?.status;
    return status === 'EXECUTED'
      ? 'Payment done'
      : status === 'SCHEDULED'
        ? 'Payment scheduled'
        : 'Payment canceled';
  }
  return 'Check and confirm the payment';
}

function expected(state: AnyMachineSnapshot) {
  const context = state.context as PaymentFormContext;
  const { provider, form, lookup, payment } = context;
  const status = payment?.status;
  const form_ = state.hasTag('form');
  const otp = state.hasTag('otp');
  const can = (type: string) => (state.can({ type } as never) ? 'enabled' : 'disabled');
  const inDone = (sub: string, when: boolean) =>
    !when ? 'absent' : state.matches({ done: sub }) ? 'busy' : 'enabled';
  const current = lookup?.key === lookupKey(provider, form) ? lookup : null;
  return {
    dialog: dialogTitle(state),
    pay: !form_ ? 'absent' : state.matches('quoting') ? 'busy' : 'enabled',
    asking: state.hasTag('lookup'),
    subscriber: form_ && !state.hasTag('lookup') && Boolean(current?.subscriber),
    askAgain: form_ && !state.hasTag('lookup') && Boolean(current?.refusal?.unavailable),
    confirm: state.matches('confirming')
      ? 'enabled'
      : state.matches('creating')
        ? 'busy'
        : 'absent',
    code: state.matches('abandoning')
      ? 'disabled'
      : !otp
        ? 'absent'
        : state.hasTag('busy')
          ? 'busy'
          : can('OTP.SUBMIT'),
    receipt: inDone('downloading', state.matches('done') && status === 'EXECUTED'),
    cancel: otp
      ? 'enabled'
      : state.matches('abandoning')
        ? 'busy'
        : inDone('canceling', state.matches('done') && status === 'SCHEDULED'),
    retry: state.matches('failed') && state.can({ type: 'RETRY' }) ? 'enabled' : 'absent',
  };
}

function seen() {
  return {
    dialog: screen.queryByRole('dialog')?.querySelector('h2')?.textContent ?? null,
    pay: buttonState(button('Pay') ?? null),
    asking: screen.queryByText(/about the subscriber…$/) !== null,
    // Under the dialog the form is hidden from assistive technology.
    subscriber:
      !screen.queryByRole('dialog') &&
      screen.queryByText('Leyla M.', { selector: '.payments__subscriber span' }) !== null,
    askAgain: button('Ask again') !== undefined,
    confirm: buttonState(button('Confirm the payment') ?? null),
    code: buttonState(button('Confirm') ?? null),
    receipt: buttonState(button('Download the receipt') ?? null),
    cancel: buttonState(button('Cancel the payment') ?? null),
    retry: buttonState(button('Try again') ?? null),
  };
}

/** A refusal about a field stands under that field, tied to it for assistive technology. */
function refusalUnderItsField(state: AnyMachineSnapshot) {
  const { refusal } = state.context as PaymentFormContext;
  if (!state.hasTag('form') || !refusal?.field || refusal.field === 'from') return;
  const field = screen.getByLabelText(fieldLabels[refusal.field] ?? refusal.field);
  expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal.message));
}

beforeAll(() => activateLocale('en'));
afterEach(() => {
  act(() => toastQueue.clear());
});

describe('the provider payment page, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path, model }) => {
    const network = holdBankCalls((path) => !path.endsWith('/receipt'));
    const receipt = holdReceipts();
    const actor = start(inputOf(model));
    await renderPage(actor);
    const user = userEvent.setup({ delay: null });
    for (const step of path.steps.slice(1)) {
      const event = step.event as PaymentFormEvent;
      await perform(event, user, { network, receipt }, actor);
      await waitFor(() => expect(same(actor.getSnapshot()), event.type).toBe(same(step.state)));
      await waitFor(() => expect(seen(), event.type).toEqual(expected(step.state)));
      refusalUnderItsField(step.state);
    }
    actor.stop();
  });
});
