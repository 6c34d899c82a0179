/**
 * Opening a deposit online (issue 6, step 1 of the compressed steps): the chart reads the bank's
 * product table and the customer's current accounts, keeps the form within what the table
 * offers, sends it once nothing is wrong, and hands the new application to the app. A refusal
 * keeps the form as it was, with the bank's message on the field it names or over the form. An
 * amount over the source account's balance cannot be sent at all (issue 15): the button is
 * disabled, with the reason at the field. The bank calls are actors the app supplies with
 * machine.provide().
 */
import { assign, emit, fromPromise, not, setup } from 'xstate';
import type { DepositType } from '../domain/deposit';
import {
  type DepositField,
  type DepositOpeningForm,
  type DepositOpeningOptions,
  type DepositPayout,
  depositApplicationRequest,
  depositErrorField,
  depositFormProblems,
  emptyDepositForm,
  type NewDepositApplication,
  type ProductCurrency,
  reconcileDepositForm,
} from '../domain/deposit-opening';
import { bankCalls, notProvided } from './bank-calls';

/** The bank's refusal: its words, and the field they are about when the code names one. */
export interface DepositRefusal {
  message: string;
  field?: DepositField;
}

export interface DepositOpeningContext extends DepositOpeningOptions {
  form: DepositOpeningForm;
  /** The bank's date in Baku: the interest shown is for a deposit starting today. */
  today: string;
  /** Missing values show once the customer has tried to send the form. */
  showProblems: boolean;
  refusal: DepositRefusal | null;
  applicationId: string | null;
}

export type DepositOpeningEvent =
  | { type: 'TYPE.SELECT'; value: DepositType }
  | { type: 'CURRENCY.SELECT'; value: ProductCurrency }
  | { type: 'TERM.SELECT'; value: number }
  | { type: 'PAYOUT.SELECT'; value: DepositPayout }
  | { type: 'SOURCE.SELECT'; value: string }
  | { type: 'AMOUNT.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export interface DepositOpeningServices {
  /** The product table and the current accounts, read together. */
  loadOptions: () => Promise<DepositOpeningOptions>;
  /** Starts the application; resolves to its id, rejects with the bank's { code, message }. */
  createDeposit: (request: NewDepositApplication) => Promise<string>;
}

function refusalOf(error: unknown): DepositRefusal {
  const message = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown } | null)?.code;
  const field = depositErrorField(typeof code === 'string' ? code : undefined);
  return field ? { message, field } : { message };
}

/** The form after one of the customer's events, kept within the product table. */
function changedForm(context: DepositOpeningContext, event: DepositOpeningEvent) {
  const form = context.form;
  switch (event.type) {
    case 'TYPE.SELECT':
      return reconcileDepositForm({ ...form, productType: event.value }, context);
    case 'CURRENCY.SELECT':
      return reconcileDepositForm({ ...form, currency: event.value }, context);
    case 'TERM.SELECT':
      return { ...form, termMonths: event.value };
    case 'PAYOUT.SELECT':
      return { ...form, payoutFrequency: event.value };
    case 'SOURCE.SELECT':
      return { ...form, sourceAccountId: event.value };
    case 'AMOUNT.CHANGE':
      return { ...form, amount: event.value };
    default:
      return form;
  }
}

const changes = {
  'TYPE.SELECT': { actions: 'change' },
  'CURRENCY.SELECT': { actions: 'change' },
  'TERM.SELECT': { actions: 'change' },
  'PAYOUT.SELECT': { actions: 'change' },
  'SOURCE.SELECT': { actions: 'change' },
  'AMOUNT.CHANGE': { actions: 'change' },
} as const;
const changesBackToEditing = {
  'TYPE.SELECT': { target: 'editing', actions: 'change' },
  'CURRENCY.SELECT': { target: 'editing', actions: 'change' },
  'TERM.SELECT': { target: 'editing', actions: 'change' },
  'PAYOUT.SELECT': { target: 'editing', actions: 'change' },
  'SOURCE.SELECT': { target: 'editing', actions: 'change' },
  'AMOUNT.CHANGE': { target: 'editing', actions: 'change' },
} as const;

const actors = {
  loadOptions: fromPromise<DepositOpeningOptions>(notProvided),
  createDeposit: fromPromise<string, NewDepositApplication>(notProvided),
};
const bankCall = bankCalls<DepositOpeningContext, typeof actors>();

export const depositOpeningMachine = setup({
  types: {
    context: {} as DepositOpeningContext,
    events: {} as DepositOpeningEvent,
    input: {} as { today: string },
    emitted: {} as { type: 'created'; id: string },
    tags: {} as 'busy' | 'form',
  },
  actors,
  guards: {
    formValid: ({ context }) => depositApplicationRequest(context.form, context) !== undefined,
    amountOverBalance: ({ context }) =>
      depositFormProblems(context.form, context).amount === 'above-balance',
  },
  actions: {
    keepOptions: assign(({ context }, options: DepositOpeningOptions) => ({
      ...options,
      form: reconcileDepositForm(context.form, options),
    })),
    // A change answers the refusal: the customer is correcting what the bank refused.
    change: assign(({ context, event }) => ({
      form: changedForm(context, event),
      refusal: null,
    })),
    showProblems: assign({ showProblems: true }),
    keepApplication: assign((_, id: string) => ({ applicationId: id })),
    keepRefusal: assign((_, error: unknown) => ({ refusal: refusalOf(error) })),
    notifyCreated: emit(({ context }) => ({
      type: 'created' as const,
      id: context.applicationId ?? '',
    })),
  },
}).createMachine({
  id: 'depositOpening',
  initial: 'loading',
  context: ({ input }) => ({
    products: [],
    accounts: [],
    form: emptyDepositForm,
    today: input.today,
    showProblems: false,
    refusal: null,
    applicationId: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: bankCall('loadOptions', {
        onDone: { target: 'editing', actions: 'keepOptions' },
        onError: 'loadFailed',
      }),
    },
    loadFailed: { on: { RETRY: 'loading' } },
    editing: {
      tags: ['form'],
      on: {
        ...changes,
        SUBMIT: [
          { guard: 'formValid', target: 'submitting' },
          { guard: not('amountOverBalance'), actions: 'showProblems' },
        ],
      },
    },
    submitting: {
      tags: ['form', 'busy'],
      invoke: bankCall('createDeposit', {
        // Entered only through the formValid guard, so the request is there.
        input: ({ context }) =>
          depositApplicationRequest(context.form, context) as NewDepositApplication,
        onDone: { target: 'done', actions: 'keepApplication' },
        onError: { target: 'failed', actions: 'keepRefusal' },
      }),
    },
    // Refused: the form stays as it was, with the bank's message, for a correction or a retry.
    failed: {
      tags: ['form'],
      on: {
        ...changesBackToEditing,
        // Unchanged since it was sent, so the form is still one the bank can be asked with.
        SUBMIT: 'submitting',
      },
    },
    done: { type: 'final', entry: 'notifyCreated' },
  },
});
