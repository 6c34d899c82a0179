/**
 * The transfer form (issue 12, PRODUCT 3 "Transfer", 4.5, 5): the type, then from, to, amount
 * and comment; the bank prices it (quoteTransfer) and the customer confirms the figures; the
 * transfer is made (createTransfer, one Idempotency-Key per attempt, resent on a retry), its
 * one-time code typed when the money leaves the customer's own products, and the result shown
 * with its receipt. A quote that expires is priced again and confirmed again, never changed
 * silently. The bank calls are actors the app supplies with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { quoteLifetimeMinutes } from '../domain/transfers/tariffs';
import { bankCalls, notProvided } from './bank-calls';
import { createdOutcomes, quotedActions } from './movement/made';
import { cancelSettled, receiptSaved, settledResult } from './movement/settled-result';
import { type CodeCheck, codeCheck, oneTimeCode, oneTimeCodeSetup } from './otp/one-time-code';
import {
  emptyTransferForm,
  reconcileForm,
  type TransferForm,
  type TransferProducts,
  type TransferRequest,
  transferRequest,
} from './transferForm.draft';
import { isQuoteExpired, isTransferClosed, transferRefusal } from './transferForm.refusal';
import type {
  NewTransfer,
  ReceiptFile,
  Transfer,
  TransferFormContext,
  TransferFormEmitted,
  TransferFormEvent,
  TransferQuote,
} from './transferForm.types';

export type { TransferRefusal } from './transferForm.refusal';
export type * from './transferForm.types';

/** A quote stops holding after this long; the chart prices it again rather than send it stale. */
export const quoteLifetimeMs = quoteLifetimeMinutes * 60_000;

const otp = oneTimeCodeSetup<TransferFormContext, TransferFormEvent>();
const actors = {
  ...otp.actors,
  quoteTransfer: fromPromise<TransferQuote, TransferRequest>(notProvided),
  createTransfer: fromPromise<Transfer, NewTransfer>(notProvided),
  confirmTransfer: fromPromise<Transfer, CodeCheck>(notProvided),
  fetchReceipt: fromPromise<ReceiptFile, { transferId: string }>(notProvided),
  cancelTransfer: fromPromise<Transfer, { transferId: string }>(notProvided),
};
const bankCall = bankCalls<TransferFormContext, typeof actors>();

const fresh = {
  showProblems: false,
  refusal: null,
  quote: null,
  requoted: false,
  idempotencyKey: null,
  transfer: null,
  otp: '',
  sessionId: null,
} as const;

/** The form after one of the customer's changes, kept within what the type allows. */
function changedForm(context: TransferFormContext, event: TransferFormEvent): TransferForm {
  const type = event.type === 'TYPE.SELECT' ? event.value : context.type;
  const form =
    event.type === 'FIELD.CHANGE'
      ? { ...context.form, [event.field]: event.value }
      : event.type === 'RECIPIENT.SELECT'
        ? { ...context.form, recipient: event.value }
        : context.form;
  return type ? reconcileForm(type, context, form) : form;
}

const requestOf = (context: TransferFormContext) =>
  context.type ? transferRequest(context.type, context, context.form) : undefined;

function newTransfer(context: TransferFormContext): NewTransfer {
  const comment = context.form.comment.trim();
  return {
    quoteId: context.quote?.id ?? '',
    idempotencyKey: context.idempotencyKey ?? '',
    ...(comment ? { comment } : {}),
  };
}

const transferOf = ({ context }: { context: TransferFormContext }) => ({
  transferId: context.transfer?.id ?? '',
});

const settledStatuses: readonly Transfer['status'][] = ['EXECUTED', 'SCHEDULED'];

const quoted = (requoted: boolean) =>
  bankCall('quoteTransfer', {
    // Entered only when the form is sendable, so the request is there.
    input: ({ context }) => requestOf(context) as TransferRequest,
    onDone: { target: 'confirming', actions: requoted ? 'keepRequote' : 'keepQuote' },
    onError: { target: '#transferForm.filling', actions: 'keepRefusal' },
  });

export const transferFormMachine = setup({
  types: {
    context: {} as TransferFormContext,
    events: {} as TransferFormEvent,
    input: {} as TransferProducts,
    emitted: {} as TransferFormEmitted,
    tags: {} as 'busy' | 'form' | 'otp',
  },
  actors,
  delays: { ...otp.delays, quoteLifetime: quoteLifetimeMs },
  guards: {
    ...otp.guards,
    formSendable: ({ context }) => requestOf(context) !== undefined,
    awaitingCode: (_, transfer: Transfer) => transfer.status === 'AWAITING_CODE',
    settled: (_, transfer: Transfer) => settledStatuses.includes(transfer.status),
    quoteExpired: (_, error: unknown) => isQuoteExpired(error),
    transferClosed: (_, error: unknown) => isTransferClosed(error),
    notCreated: ({ context }) => context.transfer === null,
    executed: ({ context }) => context.transfer?.status === 'EXECUTED',
    scheduled: ({ context }) => context.transfer?.status === 'SCHEDULED',
  },
  actions: {
    ...otp.actions,
    // A change answers the refusal: the customer is correcting what the bank refused.
    change: assign(({ context, event }) => ({
      type: event.type === 'TYPE.SELECT' ? event.value : context.type,
      form: changedForm(context, event),
      refusal: null,
    })),
    keepProducts: assign(({ context, event }) => {
      if (event.type !== 'PRODUCTS') return {};
      const products = {
        accounts: event.accounts,
        cards: event.cards,
        defaultSource: event.defaultSource ?? null,
      };
      const form = context.type
        ? reconcileForm(context.type, products, context.form)
        : context.form;
      return { ...products, form };
    }),
    showProblems: assign({ showProblems: true }),
    ...quotedActions<TransferQuote, TransferFormContext, TransferFormEvent>(),
    // The code's session is the transfer: confirm and resend name it by its id.
    keepTransfer: assign((_, transfer: Transfer) => ({
      transfer,
      sessionId: transfer.id,
      otp: '',
      refusal: null,
    })),
    keepRefusal: assign(({ context }, error: unknown) => ({
      refusal: transferRefusal(error, context.form.recipient),
    })),
    notifyMoved: emit(({ context }) => ({
      type: 'moved' as const,
      transfer: context.transfer as Transfer,
    })),
    saveReceipt: emit((_, file: ReceiptFile) => ({ type: 'save' as const, file })),
    // The same type and fields for another transfer (PRODUCT 3 "repeat").
    repeat: assign(fresh),
    forget: assign({ ...fresh, type: null, form: emptyTransferForm }),
  },
}).createMachine({
  id: 'transferForm',
  initial: 'choosingType',
  context: ({ input }) => ({
    accounts: input.accounts,
    cards: input.cards,
    defaultSource: input.defaultSource ?? null,
    type: null,
    form: emptyTransferForm,
    ...fresh,
  }),
  // Fresh balances count wherever the form is; a figure already priced stays the bank's.
  on: { PRODUCTS: { actions: 'keepProducts' } },
  states: {
    choosingType: { on: { 'TYPE.SELECT': { target: 'filling', actions: 'change' } } },
    filling: {
      tags: ['form'],
      on: {
        'TYPE.SELECT': { actions: 'change' },
        'RECIPIENT.SELECT': { actions: 'change' },
        'FIELD.CHANGE': { actions: 'change' },
        SUBMIT: [{ guard: 'formSendable', target: 'quoting' }, { actions: 'showProblems' }],
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
      invoke: bankCall('createTransfer', {
        input: ({ context }) => newTransfer(context),
        ...createdOutcomes({ keep: 'keepTransfer', settled: 'settled' }),
      }),
    },
    code: oneTimeCode({
      check: bankCall('confirmTransfer', {
        input: codeCheck,
        onDone: [
          { guard: 'settled', target: '#transferForm.done', actions: 'keepTransfer' },
          { target: '#transferForm.failed', actions: 'keepTransfer' },
        ],
        onError: [
          { guard: 'transferClosed', target: '#transferForm.failed', actions: 'keepRefusal' },
          { target: 'entering', actions: ['keepRefusal', 'clearOtp'] },
        ],
      }),
    }),
    // Not made, refused, or canceled by the bank: what the customer can do next.
    failed: {
      on: {
        RETRY: { guard: 'notCreated', target: 'creating' },
        EDIT: { target: 'filling', actions: 'repeat' },
        NEW: { target: 'choosingType', actions: 'forget' },
      },
    },
    done: {
      entry: 'notifyMoved',
      on: {
        REPEAT: { target: 'filling', actions: 'repeat' },
        NEW: { target: 'choosingType', actions: 'forget' },
      },
      ...settledResult({
        receipt: bankCall('fetchReceipt', { input: transferOf, ...receiptSaved }),
        cancel: bankCall('cancelTransfer', { input: transferOf, ...cancelSettled('keepTransfer') }),
      }),
    },
  },
});
