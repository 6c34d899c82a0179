/**
 * The provider payment form (issue 16, PRODUCT 2.3 "provider forms", 5, 9): the form drawn from
 * the provider's declaration, checked by its own rules; for a utility the provider is asked who
 * the subscriber is and what they owe, which fills the amount; Pay prices it (quotePayment) and
 * the payment dialog shows the figures; Confirm makes it (createPayment, one Idempotency-Key per
 * attempt, resent on a retry), its one-time code is typed, and the result is shown: executed
 * with its receipt, or scheduled for the next business day with the money held (and cancelable).
 * A template's complete values are priced at once (one-press pay). The bank calls are actors the
 * app supplies with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { quoteLifetimeMinutes } from '../domain/transfers/tariffs';
import { bankCalls, notProvided } from './bank-calls';
import { codeCheckedOutcomes, createdOutcomes, quotedActions } from './movement/made';
import { keptSource } from './movement/manat-sources';
import { cancelSettled, receiptSaved, settledResult } from './movement/settled-result';
import { type CodeCheck, codeCheck, oneTimeCode, oneTimeCodeSetup } from './otp/one-time-code';
import {
  changed,
  fresh,
  initialContext,
  keyAfter,
  requestOf,
  sendable,
  withSubscriber,
} from './paymentForm.context';
import {
  lookupKey,
  type PaymentFormInput,
  type PaymentRequest,
  type PaymentSubscriber,
  paymentFields,
} from './paymentForm.draft';
import { isPaymentClosed, isQuoteExpired, paymentRefusal } from './paymentForm.refusal';
import type {
  NewPayment,
  Payment,
  PaymentFields,
  PaymentFormContext,
  PaymentFormEmitted,
  PaymentFormEvent,
  PaymentQuote,
  PaymentReceiptFile,
} from './paymentForm.types';

export type { PaymentRefusal } from './paymentForm.refusal';
export type * from './paymentForm.types';

/** A quote stops holding after this long; the chart prices it again rather than send it stale. */
export const quoteLifetimeMs = quoteLifetimeMinutes * 60_000;

const otp = oneTimeCodeSetup<PaymentFormContext, PaymentFormEvent>();
const actors = {
  ...otp.actors,
  findSubscriber: fromPromise<PaymentSubscriber, { providerId: string; fields: PaymentFields }>(
    notProvided,
  ),
  quotePayment: fromPromise<PaymentQuote, PaymentRequest>(notProvided),
  createPayment: fromPromise<Payment, NewPayment>(notProvided),
  confirmPayment: fromPromise<Payment, CodeCheck>(notProvided),
  fetchReceipt: fromPromise<PaymentReceiptFile, { paymentId: string }>(notProvided),
  cancelPayment: fromPromise<Payment, { paymentId: string }>(notProvided),
};
const bankCall = bankCalls<PaymentFormContext, typeof actors>();

const paymentOf = ({ context }: { context: PaymentFormContext }) => ({
  paymentId: context.payment?.id ?? '',
});

const settledStatuses: readonly Payment['status'][] = ['EXECUTED', 'SCHEDULED'];

const quoted = (requoted: boolean) =>
  bankCall('quotePayment', {
    // Entered only when the form is sendable, so the request is there.
    input: ({ context }) => requestOf(context) as PaymentRequest,
    onDone: { target: 'confirming', actions: requoted ? 'keepRequote' : 'keepQuote' },
    onError: { target: '#paymentForm.filling', actions: 'keepRefusal' },
  });

export const paymentFormMachine = setup({
  types: {
    context: {} as PaymentFormContext,
    events: {} as PaymentFormEvent,
    input: {} as PaymentFormInput,
    emitted: {} as PaymentFormEmitted,
    tags: {} as 'busy' | 'form' | 'otp' | 'lookup',
  },
  actors,
  delays: { ...otp.delays, quoteLifetime: quoteLifetimeMs },
  guards: {
    ...otp.guards,
    formSendable: ({ context }) => sendable(context),
    payAtOnceReady: ({ context }) => context.payAtOnce && sendable(context),
    lookupDue: ({ context }) => {
      const key = lookupKey(context.provider, context.form);
      return key !== null && key !== context.lookup?.key;
    },
    // The provider is asked when its fields become valid values it has not answered for.
    lookupDueAfterChange: ({ context, event }) => {
      const key = keyAfter(context, event);
      return key !== null && key !== context.lookup?.key;
    },
    // While it is being asked: other valid values ask again, invalid ones stop asking.
    asksAnother: ({ context, event }) => {
      const key = keyAfter(context, event);
      return key !== null && key !== lookupKey(context.provider, context.form);
    },
    dropsLookup: ({ context, event }) => keyAfter(context, event) === null,
    // After a payment the debt has changed: a utility with valid values is asked again.
    asksDebt: ({ context }) => lookupKey(context.provider, context.form) !== null,
    payAtOnceWith: ({ context }, subscriber: PaymentSubscriber) =>
      context.payAtOnce && sendable({ ...context, ...withSubscriber(context, subscriber) }),
    // The provider did not answer for the values now in the form.
    lookupFailed: ({ context }) =>
      Boolean(context.lookup?.refusal?.unavailable) &&
      context.lookup?.key === lookupKey(context.provider, context.form),
    awaitingCode: (_, payment: Payment) => payment.status === 'AWAITING_CODE',
    settled: (_, payment: Payment) => settledStatuses.includes(payment.status),
    quoteExpired: (_, error: unknown) => isQuoteExpired(error),
    paymentClosed: (_, error: unknown) => isPaymentClosed(error),
    notCreated: ({ context }) => context.payment === null,
    executed: ({ context }) => context.payment?.status === 'EXECUTED',
    scheduled: ({ context }) => context.payment?.status === 'SCHEDULED',
  },
  actions: {
    ...otp.actions,
    change: assign(({ context, event }) => changed(context, event)),
    keepMethods: assign(({ context, event }) => {
      if (event.type !== 'METHODS') return {};
      const from = keptSource(event.methods, context.form.from);
      return { methods: event.methods, form: { ...context.form, from } };
    }),
    keepSubscriber: assign(({ context }, subscriber: PaymentSubscriber) =>
      withSubscriber(context, subscriber),
    ),
    keepLookupRefusal: assign(({ context }, error: unknown) => ({
      lookup: {
        key: lookupKey(context.provider, context.form) ?? '',
        subscriber: null,
        refusal: paymentRefusal(error, context.provider),
      },
    })),
    forgetLookup: assign({ lookup: null }),
    stopPayAtOnce: assign({ payAtOnce: false }),
    showProblems: assign({ showProblems: true }),
    ...quotedActions<PaymentQuote, PaymentFormContext, PaymentFormEvent>(),
    // The code's session is the payment: confirm and resend name it by its id.
    keepPayment: assign((_, payment: Payment) => ({
      payment,
      sessionId: payment.id,
      otp: '',
      refusal: null,
    })),
    keepRefusal: assign(({ context }, error: unknown) => ({
      refusal: paymentRefusal(error, context.provider),
    })),
    notifyMoved: emit(({ context }) => ({
      type: 'moved' as const,
      payment: context.payment as Payment,
    })),
    saveReceipt: emit((_, file: PaymentReceiptFile) => ({ type: 'save' as const, file })),
    // Back to the form with what was typed, for another attempt.
    edit: assign(fresh),
    // After a payment the provider owes a new answer about the debt.
    afterPayment: assign(({ context }) => ({
      ...fresh,
      lookup: null,
      form: context.amountFromDebt ? { ...context.form, amount: '' } : context.form,
    })),
  },
}).createMachine({
  id: 'paymentForm',
  initial: 'starting',
  context: ({ input }) => initialContext(input),
  // Fresh balances count wherever the form is; a figure already priced stays the bank's.
  on: { METHODS: { actions: 'keepMethods' } },
  states: {
    // A template's complete values are priced at once; a utility's code is asked about first.
    starting: {
      always: [
        { guard: 'payAtOnceReady', target: 'quoting', actions: 'stopPayAtOnce' },
        { guard: 'lookupDue', target: 'filling.lookingUp' },
        { target: 'filling' },
      ],
    },
    filling: {
      tags: ['form'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': [
              { guard: 'lookupDueAfterChange', target: 'lookingUp', actions: 'change' },
              { actions: 'change' },
            ],
            'LOOKUP.RETRY': { guard: 'lookupFailed', target: 'lookingUp', actions: 'forgetLookup' },
            SUBMIT: [
              { guard: 'formSendable', target: '#paymentForm.quoting' },
              { actions: 'showProblems' },
            ],
          },
        },
        // The provider is asked who the subscriber is and what they owe (reads only).
        lookingUp: {
          tags: ['lookup'],
          on: {
            'FIELD.CHANGE': [
              { guard: 'asksAnother', target: 'lookingUp', reenter: true, actions: 'change' },
              { guard: 'dropsLookup', target: 'editing', actions: 'change' },
              { actions: 'change' },
            ],
          },
          invoke: bankCall('findSubscriber', {
            input: ({ context }) => ({
              providerId: context.provider.id,
              fields: paymentFields(context.provider, context.form),
            }),
            onDone: [
              {
                guard: 'payAtOnceWith',
                target: '#paymentForm.quoting',
                actions: ['keepSubscriber', 'stopPayAtOnce'],
              },
              { target: 'editing', actions: 'keepSubscriber' },
            ],
            onError: { target: 'editing', actions: 'keepLookupRefusal' },
          }),
        },
      },
    },
    quoting: { tags: ['form', 'busy'], invoke: quoted(false) },
    confirming: {
      on: {
        BACK: { target: 'filling', actions: 'dropQuote' },
        CONFIRM: { target: 'creating', actions: 'startAttempt' },
      },
      after: { quoteLifetime: 'requoting' },
    },
    requoting: { tags: ['busy'], invoke: quoted(true) },
    creating: {
      tags: ['busy'],
      invoke: bankCall('createPayment', {
        input: ({ context }) => ({
          quoteId: context.quote?.id ?? '',
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        ...createdOutcomes({ keep: 'keepPayment', settled: 'settled' }),
      }),
    },
    code: oneTimeCode({
      check: bankCall('confirmPayment', {
        input: codeCheck,
        ...codeCheckedOutcomes({
          id: 'paymentForm',
          keep: 'keepPayment',
          settled: 'settled',
          closed: 'paymentClosed',
        }),
      }),
      on: { CANCEL: '#paymentForm.abandoning' },
    }),
    // The customer gives up on the code: the payment is canceled, nothing moves.
    abandoning: {
      tags: ['busy'],
      invoke: bankCall('cancelPayment', {
        input: paymentOf,
        onDone: { target: 'failed', actions: 'keepPayment' },
        onError: { target: 'failed', actions: 'keepRefusal' },
      }),
    },
    // Not made, refused, or canceled: what the customer can do next.
    failed: {
      on: {
        RETRY: { guard: 'notCreated', target: 'creating' },
        EDIT: { target: 'filling', actions: 'edit' },
      },
    },
    done: {
      entry: 'notifyMoved',
      on: {
        CLOSE: [
          { guard: 'asksDebt', target: 'filling.lookingUp', actions: 'afterPayment' },
          { target: 'filling', actions: 'afterPayment' },
        ],
      },
      ...settledResult({
        receipt: bankCall('fetchReceipt', { input: paymentOf, ...receiptSaved }),
        cancel: bankCall('cancelPayment', { input: paymentOf, ...cancelSettled('keepPayment') }),
      }),
    },
  },
});
