/**
 * Renewing an expired request (issue 5, PRODUCT 2.3): the customer asks the bank to refresh it, and
 * the request comes back in DEFAULT with a new deadline and fresh offers. A refusal keeps the
 * bank's message for the screen and lets the customer try again. The bank call is an actor the
 * app supplies with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { bankCalls, errorText, notProvided } from './bank-calls';

export interface RequestRefreshContext {
  applicationId: string;
  /** The bank's words for the last refusal; empty when it gave none. */
  message: string;
}

export type RequestRefreshEvent = { type: 'REFRESH' } | { type: 'RETRY' };

export interface RequestRefreshServices {
  refreshApplication: (applicationId: string) => Promise<void>;
}

const actors = { refreshApplication: fromPromise<void, string>(notProvided) };
const bankCall = bankCalls<RequestRefreshContext, typeof actors>();

export const requestRefreshMachine = setup({
  types: {
    context: {} as RequestRefreshContext,
    events: {} as RequestRefreshEvent,
    input: {} as { applicationId: string },
    emitted: {} as { type: 'refreshed' },
    tags: {} as 'busy',
  },
  actors,
  actions: {
    keepMessage: assign((_, error: unknown) => ({ message: errorText(error) })),
    notifyRefreshed: emit({ type: 'refreshed' as const }),
  },
}).createMachine({
  id: 'requestRefresh',
  initial: 'idle',
  context: ({ input }) => ({ applicationId: input.applicationId, message: '' }),
  states: {
    idle: { on: { REFRESH: 'refreshing' } },
    refreshing: {
      tags: ['busy'],
      invoke: bankCall('refreshApplication', {
        input: ({ context }) => context.applicationId,
        onDone: 'done',
        onError: { target: 'failed', actions: 'keepMessage' },
      }),
    },
    failed: { on: { RETRY: 'refreshing' } },
    // The request is read again by the modal, which then shows its new step.
    done: { type: 'final', entry: 'notifyRefreshed' },
  },
});
