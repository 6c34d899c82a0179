/**
 * Snapshots of the real payment-form chart, reached by sending it the events the customer and
 * the bank would: each story shows what the page and its dialog show in that state.
 */
import type { PaymentFormInput } from '../../machines/paymentForm.draft';
import { type PaymentFormEvent, paymentFormMachine } from '../../machines/paymentForm.machine';
import {
  gasQuote,
  gasScheduled,
  mobileAwaitingCode,
  mobileExecuted,
  mobileQuote,
} from '../../tests/fake-bank/fixtures/payments';
import {
  gasInput,
  gasSubscriber,
  mobileCanceled,
  mobileInput,
  receiptFile,
  refusals,
} from '../../tests/machines/paymentForm.model';
import { reach } from '../auth/auth-snapshots';

export { gasInput, mobileInput };

export const paymentSnapshot = (input: PaymentFormInput, events: readonly PaymentFormEvent[]) =>
  reach(paymentFormMachine, input, events);

// The bank's answers arrive as the events the running chart would get from its calls.
const answered = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as PaymentFormEvent;
const refused = (id: string, error: Error) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as PaymentFormEvent;
const field = (name: 'phone' | 'subscriberCode' | 'amount', value: string): PaymentFormEvent => ({
  type: 'FIELD.CHANGE',
  field: name,
  value,
});

export const events = {
  field,
  submit: { type: 'SUBMIT' } as PaymentFormEvent,
  confirm: { type: 'CONFIRM' } as PaymentFormEvent,
  code: { type: 'OTP.CHANGE', value: '123456' } as PaymentFormEvent,
  codeSubmit: { type: 'OTP.SUBMIT' } as PaymentFormEvent,
  cancel: { type: 'CANCEL' } as PaymentFormEvent,
  receipt: { type: 'RECEIPT' } as PaymentFormEvent,
  found: answered('findSubscriber', gasSubscriber),
  notFound: refused('findSubscriber', refusals.subscriberNotFound),
  providerDown: refused('findSubscriber', refusals.unavailable),
  quoted: (quote = mobileQuote) => answered('quotePayment', quote),
  quoteRefused: (error: Error) => refused('quotePayment', error),
  quoteExpired: {
    type: 'xstate.after.quoteLifetime.paymentForm.confirming',
  } as unknown as PaymentFormEvent,
  made: (payment = mobileAwaitingCode) => answered('createPayment', payment),
  makeRefused: (error: Error) => refused('createPayment', error),
  codeAccepted: (payment = mobileExecuted) => answered('confirmPayment', payment),
  codeRefused: refused('confirmPayment', refusals.wrongCode),
  receiptFailed: refused('fetchReceipt', refusals.unexplained),
  receiptSaved: answered('fetchReceipt', receiptFile),
  canceled: (payment = mobileCanceled) => answered('cancelPayment', payment),
};

/** A mobile number and an amount, ready to be priced. */
export const mobileFilled = [field('phone', '501234567'), field('amount', '10')];
export const mobileQuoted = [...mobileFilled, events.submit, events.quoted()];
export const mobileCode = [...mobileQuoted, events.confirm, events.made()];
export const gasFound = [field('subscriberCode', '1002003001'), events.found];
export const gasQuoted = [...gasFound, events.submit, events.quoted(gasQuote)];
export const gasDone = [...gasQuoted, events.confirm, events.made(gasScheduled)];
