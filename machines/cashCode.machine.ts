/**
 * The cash-by-code dialog (issue 17, PRODUCT 2.2, 5, 8, 9): the customer chooses a card or
 * account and an amount (domain/cash-codes.ts's rules), the bank prices it (quoteCashCode: the
 * commission, the total and the split into codes of at most 4 000 ₼), Confirm orders it
 * (createCashCode, one Idempotency-Key per attempt, resent on a retry), the one-time code
 * confirms it (confirmCashCode), and the result lists the codes, which come by SMS. A failure
 * as a whole says the bank's 'Unsuccessful operation' and nothing is held. The bank calls are
 * actors the app supplies with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { quoteLifetimeMinutes } from '../domain/transfers/tariffs';
import { bankCalls, notProvided } from './bank-calls';
import { type CashCodeInput, type CashCodeRequest, cashCodeRequest } from './cashCode.draft';
import { cashCodeRefusal, isOrderClosed, isQuoteExpired } from './cashCode.refusal';
import type {
  CashCodeContext,
  CashCodeEmitted,
  CashCodeEvent,
  CashCodeQuote,
  CashOrder,
  NewCashOrder,
} from './cashCode.types';
import { codeCheckedOutcomes, createdOutcomes, quotedActions } from './movement/made';
import { initialSource, keptSource } from './movement/manat-sources';
import { type CodeCheck, codeCheck, oneTimeCode, oneTimeCodeSetup } from './otp/one-time-code';

export type * from './cashCode.types';

/** A quote stops holding after this long; the chart prices it again rather than send it stale. */
export const cashQuoteLifetimeMs = quoteLifetimeMinutes * 60_000;

/** What a new attempt starts without. */
const fresh = {
  showProblems: false,
  refusal: null,
  quote: null,
  requoted: false,
  idempotencyKey: null,
  order: null,
  otp: '',
  sessionId: null,
  codeTriesLeft: null,
} as const;

const otp = oneTimeCodeSetup<CashCodeContext, CashCodeEvent>();
const actors = {
  ...otp.actors,
  quoteCashCode: fromPromise<CashCodeQuote, CashCodeRequest>(notProvided),
  createCashCode: fromPromise<CashOrder, NewCashOrder>(notProvided),
  confirmCashCode: fromPromise<CashOrder, CodeCheck>(notProvided),
};
const bankCall = bankCalls<CashCodeContext, typeof actors>();

const quoted = (requoted: boolean) =>
  bankCall('quoteCashCode', {
    // Entered only when the form is sendable, so the request is there.
    input: ({ context }) => cashCodeRequest(context.methods, context.form) as CashCodeRequest,
    onDone: { target: 'confirming', actions: requoted ? 'keepRequote' : 'keepQuote' },
    onError: requoted
      ? { target: 'failed', actions: 'keepRefusal' }
      : { target: 'filling', actions: 'keepRefusal' },
  });

export const cashCodeMachine = setup({
  types: {
    context: {} as CashCodeContext,
    events: {} as CashCodeEvent,
    input: {} as CashCodeInput,
    emitted: {} as CashCodeEmitted,
    tags: {} as 'busy' | 'form' | 'otp',
  },
  actors,
  delays: { ...otp.delays, quoteLifetime: cashQuoteLifetimeMs },
  guards: {
    ...otp.guards,
    formSendable: ({ context }) => cashCodeRequest(context.methods, context.form) !== undefined,
    awaitingCode: (_, order: CashOrder) => order.status === 'AWAITING_CODE',
    confirmed: (_, order: CashOrder) => order.status === 'CONFIRMED',
    quoteExpired: (_, error: unknown) => isQuoteExpired(error),
    orderClosed: (_, error: unknown) => isOrderClosed(error),
    notCreated: ({ context }) => context.order === null && context.quote !== null,
  },
  actions: {
    ...otp.actions,
    change: assign(({ context, event }) =>
      event.type === 'FIELD.CHANGE'
        ? { form: { ...context.form, [event.field]: event.value }, refusal: null }
        : {},
    ),
    keepMethods: assign(({ context, event }) =>
      event.type === 'METHODS'
        ? {
            methods: event.methods,
            form: { ...context.form, from: keptSource(event.methods, context.form.from) },
          }
        : {},
    ),
    showProblems: assign({ showProblems: true }),
    ...quotedActions<CashCodeQuote, CashCodeContext, CashCodeEvent>(),
    // The code's session is the order: confirm and resend name it by its id.
    keepOrder: assign((_, order: CashOrder) => ({
      order,
      sessionId: order.id,
      otp: '',
      refusal: null,
    })),
    keepRefusal: assign((_, error: unknown) => ({ refusal: cashCodeRefusal(error) })),
    notifyIssued: emit(({ context }) => ({
      type: 'issued' as const,
      order: context.order as CashOrder,
    })),
    // Back to the form with what was typed, for another attempt.
    edit: assign(fresh),
    // Closed: the next opening starts from the chosen source and no amount.
    reset: assign(({ context }) => ({
      ...fresh,
      form: { from: context.form.from, amount: '' },
    })),
  },
}).createMachine({
  id: 'cashCode',
  initial: 'closed',
  context: ({ input }) => ({
    methods: input.methods,
    defaultProductId: input.defaultProductId,
    form: { from: initialSource(input.methods, input.defaultProductId), amount: '' },
    ...fresh,
  }),
  // Fresh balances count wherever the dialog is; a figure already priced stays the bank's.
  on: { METHODS: { actions: 'keepMethods' } },
  states: {
    closed: { on: { OPEN: 'filling' } },
    filling: {
      tags: ['form'],
      on: {
        'FIELD.CHANGE': { actions: 'change' },
        SUBMIT: [{ guard: 'formSendable', target: 'quoting' }, { actions: 'showProblems' }],
        CLOSE: { target: 'closed', actions: 'reset' },
      },
    },
    quoting: { tags: ['form', 'busy'], invoke: quoted(false) },
    confirming: {
      on: {
        BACK: { target: 'filling', actions: 'dropQuote' },
        CONFIRM: { target: 'creating', actions: 'startAttempt' },
        CLOSE: { target: 'closed', actions: 'reset' },
      },
      after: { quoteLifetime: 'requoting' },
    },
    requoting: { tags: ['busy'], invoke: quoted(true) },
    creating: {
      tags: ['busy'],
      invoke: bankCall('createCashCode', {
        input: ({ context }) => ({
          quoteId: context.quote?.id ?? '',
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        ...createdOutcomes({ keep: 'keepOrder', settled: 'confirmed' }),
      }),
    },
    // Leaving the code unconfirmed holds nothing: the order lapses with its code.
    code: oneTimeCode({
      check: bankCall('confirmCashCode', {
        input: codeCheck,
        ...codeCheckedOutcomes({
          id: 'cashCode',
          keep: 'keepOrder',
          settled: 'confirmed',
          closed: 'orderClosed',
        }),
      }),
      on: { CLOSE: { target: '#cashCode.closed', actions: 'reset' } },
    }),
    // Not ordered, refused, or canceled by the bank: what the customer can do next.
    failed: {
      on: {
        RETRY: { guard: 'notCreated', target: 'creating' },
        EDIT: { target: 'filling', actions: 'edit' },
        CLOSE: { target: 'closed', actions: 'reset' },
      },
    },
    done: {
      entry: 'notifyIssued',
      on: { CLOSE: { target: 'closed', actions: 'reset' } },
    },
  },
});
