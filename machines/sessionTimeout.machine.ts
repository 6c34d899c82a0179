/**
 * The inactivity timeout, seen from the signed-in pages (issue 15): the bank ends a session that
 * made no call for its idle timeout, and says on every answer how long the session has left
 * (`Session-Expires-In`, reported here as ACTIVITY). A minute before the end the customer is
 * warned and may stay (a token refresh counts as activity) or sign out; at the end the session
 * is closed at the bank too and the app says why on the sign-in page. The bank calls are actors
 * the app supplies with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { bankCalls, notProvided } from './bank-calls';

/** How long before the end the warning shows. */
export const warningMs = 60_000;

export interface SessionTimeoutContext {
  /** The time the session had left at the bank's last answer; null until one is known. */
  expiresInMs: number | null;
}

export type SessionTimeoutEvent =
  | { type: 'ACTIVITY'; expiresInMs: number }
  | { type: 'STAY' }
  | { type: 'SIGN_OUT' };

/** `expired`: the time ran out (the sign-in page says so); `signedOut`: the customer chose to. */
export type SessionTimeoutEmitted = { type: 'expired' } | { type: 'signedOut' };

const actors = {
  /** Exchanges the refresh token: the bank counts it as activity. */
  refresh: fromPromise<void>(notProvided),
  /** Ends the session at the bank and on this device, whatever the bank answers. */
  logout: fromPromise<void>(notProvided),
};
const bankCall = bankCalls<SessionTimeoutContext, typeof actors>();

const activity = { target: 'counting', reenter: true, actions: 'keepExpiry' } as const;

export const sessionTimeoutMachine = setup({
  types: {
    context: {} as SessionTimeoutContext,
    events: {} as SessionTimeoutEvent,
    emitted: {} as SessionTimeoutEmitted,
  },
  actors,
  delays: {
    untilWarning: ({ context }) => Math.max(0, (context.expiresInMs ?? 0) - warningMs),
    untilEnd: ({ context }) => Math.min(context.expiresInMs ?? 0, warningMs),
  },
  actions: {
    keepExpiry: assign(({ context, event }) =>
      event.type === 'ACTIVITY' ? { expiresInMs: event.expiresInMs } : context,
    ),
    announceExpiry: emit({ type: 'expired' as const }),
    announceSignOut: emit({ type: 'signedOut' as const }),
  },
}).createMachine({
  id: 'sessionTimeout',
  context: { expiresInMs: null },
  initial: 'waiting',
  states: {
    /** No answer of the bank has said yet how long the session has. */
    waiting: { on: { ACTIVITY: activity } },
    counting: {
      on: { ACTIVITY: activity },
      after: { untilWarning: 'warning' },
    },
    /** The dialog: the session ends in a minute unless the customer stays. */
    warning: {
      on: { ACTIVITY: activity, STAY: 'refreshing', SIGN_OUT: 'signingOut' },
      after: { untilEnd: 'expiring' },
    },
    refreshing: {
      tags: ['busy'],
      // The refresh's own answer reports the new time left before the call settles.
      on: { ACTIVITY: { actions: 'keepExpiry' } },
      invoke: bankCall('refresh', {
        // A refused refresh loses the session, which the session store reports to the app.
        onDone: 'counting',
        onError: 'ended',
      }),
    },
    signingOut: {
      tags: ['busy'],
      invoke: bankCall('logout', {
        onDone: { target: 'ended', actions: 'announceSignOut' },
        onError: { target: 'ended', actions: 'announceSignOut' },
      }),
    },
    expiring: {
      invoke: bankCall('logout', {
        onDone: { target: 'ended', actions: 'announceExpiry' },
        onError: { target: 'ended', actions: 'announceExpiry' },
      }),
    },
    ended: { type: 'final' },
  },
});
