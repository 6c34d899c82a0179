/**
 * Early repayment of a loan, /pre-payment (issue 17, PRODUCT 4.5, 8): the customer picks a
 * running loan and an option (FM_1 shorter term, FM_2 lower payment, FM_3 everything), types the
 * amount of a partial one, and the bank quotes it (quotePrepayment): the current and the new
 * schedule side by side. Confirm makes it (createPrepayment, one Idempotency-Key per attempt,
 * resent on a retry): FM_3 closes the loan at once, FM_1 and FM_2 wait in review for the next
 * business day with the money held, and can be canceled after a confirmation
 * (cancelPrepayment). A request opened by its id is read (getPrepayment). A refusal of the
 * catalogue stands at the amount or over the page (prepayment.form.ts). The bank calls are
 * actors the app supplies with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { bankCalls, notProvided } from './bank-calls';
import {
  isRunningLoan,
  type Prepayment,
  type PrepaymentLoan,
  type PrepaymentOption,
  type PrepaymentQuote,
  type PrepaymentRefusal,
  type PrepaymentRequest,
  prepaymentRefusal,
  prepaymentRequest,
} from './prepayment.form';

export type * from './prepayment.form';
export { amountProblem, prepaymentOptions, prepaymentRequest } from './prepayment.form';

export interface PrepaymentInput {
  /** The customer's loans (the loans query); only the running ones can be chosen. */
  loans: readonly PrepaymentLoan[];
  /** A loan to start with (?loan=<id>), if it is one of them. */
  loanId?: string;
  /** A request to show (?request=<id>) instead of the form. */
  prepaymentId?: string;
}

export interface PrepaymentContext {
  loans: readonly PrepaymentLoan[];
  loanId: string | null;
  option: PrepaymentOption | null;
  amount: string;
  /** Missing values show once the customer has tried to send the form. */
  showProblems: boolean;
  quote: PrepaymentQuote | null;
  prepayment: Prepayment | null;
  /** Opened by id: the request read. */
  prepaymentId: string | null;
  idempotencyKey: string | null;
  refusal: PrepaymentRefusal | null;
}

export type PrepaymentEvent =
  | { type: 'LOAN.SELECT'; value: string }
  | { type: 'OPTION.SELECT'; value: PrepaymentOption }
  | { type: 'AMOUNT.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  | { type: 'KEEP' }
  | { type: 'CANCEL.CONFIRM' }
  | { type: 'NEW' }
  /** The app's loans query answered again (after a repayment, the closed loan is gone). */
  | { type: 'LOANS'; loans: readonly PrepaymentLoan[] };

export interface NewPrepayment {
  request: PrepaymentRequest;
  idempotencyKey: string;
}

export interface PrepaymentServices {
  quotePrepayment: (request: PrepaymentRequest) => Promise<PrepaymentQuote>;
  createPrepayment: (input: NewPrepayment) => Promise<Prepayment>;
  getPrepayment: (input: { id: string }) => Promise<Prepayment>;
  cancelPrepayment: (input: { id: string }) => Promise<Prepayment>;
}

const actors = {
  quotePrepayment: fromPromise<PrepaymentQuote, PrepaymentRequest>(notProvided),
  createPrepayment: fromPromise<Prepayment, NewPrepayment>(notProvided),
  getPrepayment: fromPromise<Prepayment, { id: string }>(notProvided),
  cancelPrepayment: fromPromise<Prepayment, { id: string }>(notProvided),
};
const bankCall = bankCalls<PrepaymentContext, typeof actors>();

// Entered only through the requestReady guard, so the request is there.
const requestOf = ({ context }: { context: PrepaymentContext }) =>
  prepaymentRequest(context) as PrepaymentRequest;
const prepaymentOf = ({ context }: { context: PrepaymentContext }) => ({
  id: context.prepayment?.id ?? context.prepaymentId ?? '',
});

const changes = {
  'LOAN.SELECT': { target: '#prepayment.choosing', actions: 'change' },
  'OPTION.SELECT': { target: '#prepayment.choosing', actions: 'change' },
  // Only a partial repayment has an amount to type.
  'AMOUNT.CHANGE': { guard: 'partial', target: '#prepayment.choosing', actions: 'change' },
} as const;

/** The loan asked for if it is still running, else the only running one, else none yet. */
function chosenLoan(running: readonly PrepaymentLoan[], wanted: string | null) {
  if (running.some(({ id }) => id === wanted)) return wanted;
  return running.length === 1 ? (running[0]?.id ?? null) : null;
}

function startingContext(input: PrepaymentInput): PrepaymentContext {
  const running = input.loans.filter(isRunningLoan);
  return {
    loans: running,
    loanId: chosenLoan(running, input.loanId ?? null),
    option: null,
    amount: '',
    showProblems: false,
    quote: null,
    prepayment: null,
    prepaymentId: input.prepaymentId ?? null,
    idempotencyKey: null,
    refusal: null,
  };
}

export const prepaymentMachine = setup({
  types: {
    context: {} as PrepaymentContext,
    events: {} as PrepaymentEvent,
    input: {} as PrepaymentInput,
    emitted: {} as { type: 'changed'; prepayment: Prepayment },
    tags: {} as 'busy' | 'form',
  },
  actors,
  guards: {
    openedById: ({ context }) => context.prepaymentId !== null,
    partial: ({ context }) => context.option === 'FM_1' || context.option === 'FM_2',
    requestReady: ({ context }) => prepaymentRequest(context) !== undefined,
    amountRefused: ({ context }, error: unknown) =>
      prepaymentRefusal(error, context.option).field === 'amount',
    cancelable: ({ context }) => context.prepayment?.status === 'IN_REVIEW',
  },
  actions: {
    // A change answers the refusal: the customer is correcting what the bank refused.
    change: assign(({ event }) => {
      const refusal = null;
      if (event.type === 'LOAN.SELECT') return { loanId: event.value, refusal };
      if (event.type === 'OPTION.SELECT') return { option: event.value, refusal };
      if (event.type === 'AMOUNT.CHANGE') return { amount: event.value, refusal };
      return {};
    }),
    showProblems: assign({ showProblems: true }),
    keepQuote: assign((_, quote: PrepaymentQuote) => ({ quote, refusal: null })),
    dropQuote: assign({ quote: null }),
    // One key per attempt: a retry of the same attempt sends it again (and gets the first answer).
    startAttempt: assign({ idempotencyKey: () => crypto.randomUUID(), refusal: null }),
    keepPrepayment: assign((_, prepayment: Prepayment) => ({ prepayment, refusal: null })),
    keepRefusal: assign(({ context }, error: unknown) => ({
      refusal: prepaymentRefusal(error, context.option),
    })),
    clearRefusal: assign({ refusal: null }),
    keepLoans: assign(({ context, event }) => {
      if (event.type !== 'LOANS') return {};
      const running = event.loans.filter(isRunningLoan);
      return { loans: running, loanId: chosenLoan(running, context.loanId) };
    }),
    notifyChanged: emit(({ context }) => ({
      type: 'changed' as const,
      prepayment: context.prepayment as Prepayment,
    })),
    // Another repayment starts from the loan chosen last; the bank's answers are forgotten.
    startOver: assign({
      option: null,
      amount: '',
      showProblems: false,
      quote: null,
      prepayment: null,
      prepaymentId: null,
      idempotencyKey: null,
      refusal: null,
    }),
  },
}).createMachine({
  id: 'prepayment',
  initial: 'starting',
  context: ({ input }) => startingContext(input),
  // Fresh loans count wherever the page is; a quote already made stays the bank's.
  on: { LOANS: { actions: 'keepLoans' } },
  states: {
    starting: {
      always: [{ guard: 'openedById', target: 'opening' }, { target: 'choosing' }],
    },
    opening: {
      tags: ['busy'],
      invoke: bankCall('getPrepayment', {
        input: prepaymentOf,
        onDone: { target: 'result', actions: 'keepPrepayment' },
        onError: { target: 'openFailed', actions: 'keepRefusal' },
      }),
    },
    openFailed: {
      on: {
        RETRY: { target: 'opening', actions: 'clearRefusal' },
        NEW: { target: 'choosing', actions: 'startOver' },
      },
    },
    choosing: {
      tags: ['form'],
      on: {
        ...changes,
        SUBMIT: [{ guard: 'requestReady', target: 'quoting' }, { actions: 'showProblems' }],
      },
    },
    quoting: {
      tags: ['form', 'busy'],
      invoke: bankCall('quotePrepayment', {
        input: requestOf,
        onDone: { target: 'reviewing', actions: 'keepQuote' },
        onError: { target: 'choosing', actions: 'keepRefusal' },
      }),
    },
    // The current and the new schedule side by side, before the customer commits.
    reviewing: {
      on: {
        BACK: { target: 'choosing', actions: 'dropQuote' },
        CONFIRM: { target: 'creating', actions: 'startAttempt' },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: bankCall('createPrepayment', {
        input: ({ context }) => ({
          request: requestOf({ context }),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'result', actions: ['keepPrepayment', 'notifyChanged'] },
        onError: [
          { guard: 'amountRefused', target: 'choosing', actions: ['keepRefusal', 'dropQuote'] },
          { target: 'failed', actions: 'keepRefusal' },
        ],
      }),
    },
    // Not made: the same attempt again (same key), or back to the form.
    failed: {
      on: {
        RETRY: { target: 'creating', actions: 'clearRefusal' },
        EDIT: { target: 'choosing', actions: ['dropQuote', 'clearRefusal'] },
      },
    },
    result: {
      initial: 'shown',
      on: { NEW: { target: 'choosing', actions: 'startOver' } },
      states: {
        shown: { on: { CANCEL: { guard: 'cancelable', target: 'confirmingCancel' } } },
        confirmingCancel: {
          on: { KEEP: 'shown', 'CANCEL.CONFIRM': 'canceling' },
        },
        canceling: {
          tags: ['busy'],
          invoke: bankCall('cancelPrepayment', {
            input: prepaymentOf,
            onDone: { target: 'shown', actions: ['keepPrepayment', 'notifyChanged'] },
            onError: { target: 'shown', actions: 'keepRefusal' },
          }),
        },
      },
    },
  },
});
