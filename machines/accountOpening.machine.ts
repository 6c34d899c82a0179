/**
 * Opening a current account online (issue 6, step 1 of the compressed steps): the customer
 * chooses the currency, the bank creates the application, and the app moves on to the request,
 * where FATCA, the documents and the signing follow. The bank call is an actor the app supplies
 * with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ProductCurrency } from '../domain/deposit-opening';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';

type NewAccountApplication = components['schemas']['NewAccountApplication'];

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
  createAccount: (input: NewAccountApplication) => Promise<string>;
}

const actors = {
  createAccount: fromPromise<string, NewAccountApplication>(notProvided),
};
const bankCall = bankCalls<AccountOpeningContext, typeof actors>();

export const accountOpeningMachine = setup({
  types: {
    context: {} as AccountOpeningContext,
    events: {} as AccountOpeningEvent,
    emitted: {} as { type: 'created'; id: string },
    tags: {} as 'busy',
  },
  actors,
  actions: {
    selectCurrency: assign(({ event }) =>
      event.type === 'CURRENCY.SELECT' ? { currency: event.value, error: '' } : {},
    ),
    keepApplication: assign((_, id: string) => ({ applicationId: id })),
    keepError: assign((_, error: unknown) => ({ error: errorText(error) })),
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
    submitting: {
      tags: ['busy'],
      invoke: bankCall('createAccount', {
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'done', actions: 'keepApplication' },
        onError: { target: 'failed', actions: 'keepError' },
      }),
    },
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
