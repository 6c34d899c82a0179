/**
 * Opening a current account online (issue 6, step 1 of the compressed steps): the customer
 * chooses the currency, the bank creates the application, and the app moves on to the request,
 * where FATCA, the documents and the signing follow. The bank call is an actor the app supplies
 * with machine.provide().
 */
import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  fromPromise,
  setup,
} from 'xstate';
import type { ProductCurrency } from '../src/domain/deposit-opening';
import { notProvided } from './bank-calls';

export interface AccountOpeningContext {
  currency: ProductCurrency;
  /** The application the bank created. */
  applicationId: string | null;
  /** The bank's words when it refused; '' means the app shows its default message. */
  error: string;
}

export type AccountOpeningEvent =
  | { type: 'CURRENCY.SELECT'; value: ProductCurrency }
  | { type: 'SUBMIT' };

/** The bank call that starts an account application; resolves to its id. */
export interface AccountOpeningServices {
  createAccount: (input: { currency: ProductCurrency }) => Promise<string>;
}

const creating = {
  id: 'createAccount',
  src: 'createAccount',
  input: ({ context }: { context: AccountOpeningContext }) => ({ currency: context.currency }),
  onDone: {
    target: 'done',
    actions: {
      type: 'keepApplication',
      params: ({ event }: { event: DoneActorEvent<string> }) => event.output,
    },
  },
  onError: {
    target: 'failed',
    actions: {
      type: 'keepError',
      params: ({ event }: { event: ErrorActorEvent }) => event.error,
    },
  },
} as const;

export const accountOpeningMachine = setup({
  types: {
    context: {} as AccountOpeningContext,
    events: {} as AccountOpeningEvent,
    emitted: {} as { type: 'created'; id: string },
    tags: {} as 'busy',
  },
  actors: {
    createAccount: fromPromise<string, { currency: ProductCurrency }>(notProvided),
  },
  actions: {
    selectCurrency: assign(({ event }) =>
      event.type === 'CURRENCY.SELECT' ? { currency: event.value, error: '' } : {},
    ),
    keepApplication: assign((_, id: string) => ({ applicationId: id })),
    keepError: assign((_, error: unknown) => ({
      error: error instanceof Error ? error.message : '',
    })),
    notifyCreated: emit(({ context }) => ({
      type: 'created' as const,
      id: context.applicationId ?? '',
    })),
  },
}).createMachine({
  id: 'accountOpening',
  initial: 'choosing',
  context: { currency: 'AZN', applicationId: null, error: '' },
  states: {
    choosing: {
      on: {
        'CURRENCY.SELECT': { actions: 'selectCurrency' },
        SUBMIT: 'submitting',
      },
    },
    submitting: { tags: ['busy'], invoke: creating },
    // The choice stays, with the bank's message, for another try.
    failed: {
      on: {
        'CURRENCY.SELECT': { target: 'choosing', actions: 'selectCurrency' },
        SUBMIT: 'submitting',
      },
    },
    // Busy until the app has moved on to the request.
    done: { type: 'final', tags: ['busy'], entry: 'notifyCreated' },
  },
});
