/**
 * The customer's session (PRODUCT 4.4): authenticated exactly when an access token exists. A 401
 * asks for one refresh, which every request failing at the same time waits for; a failed
 * refresh, or logout, clears the session. Keeping it in storage is the `store` and `forget`
 * actions, and the bank calls are actors: the app supplies both with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, notProvided } from './bank-calls';

export type SessionTokens = components['schemas']['TokenPair'];

export interface SessionContext<User = unknown> {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; tokens: SessionTokens }
  | { type: 'USER_LOADED'; user: unknown }
  | { type: 'TOKEN_REJECTED' }
  | { type: 'LOGOUT' }
  | { type: 'SESSION_LOST' };

/** `lost`: the session ended without the customer asking; the app goes to '/'. */
export type SessionEmitted = { type: 'lost' } | { type: 'loggedOut' };

const emptySession: SessionContext = { accessToken: null, refreshToken: null, user: null };

const actors = {
  refreshTokens: fromPromise<SessionTokens, { refreshToken: string }>(notProvided),
  logout: fromPromise<void, { accessToken: string }>(notProvided),
};
const bankCall = bankCalls<SessionContext, typeof actors>();
const lost = {
  target: '#session.anonymous',
  actions: ['clear', 'forget', 'announceLoss'],
} as const;
const loggedOut = {
  target: '#session.anonymous',
  actions: ['clear', 'forget', 'announceLogout'],
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as Partial<SessionContext> | undefined,
    emitted: {} as SessionEmitted,
  },
  actors,
  guards: {
    hasAccessToken: ({ context }) => !!context.accessToken,
    hasRefreshToken: ({ context }) => !!context.refreshToken,
  },
  actions: {
    // Supplied by the app: write to and remove from sessionStorage.
    store: () => {},
    forget: () => {},
    keepTokens: assign((_, tokens: SessionTokens) => ({ ...tokens })),
    keepUser: assign(({ context, event }) =>
      event.type === 'USER_LOADED' ? { ...context, user: event.user } : context,
    ),
    clear: assign(() => emptySession),
    announceLoss: emit({ type: 'lost' as const }),
    announceLogout: emit({ type: 'loggedOut' as const }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...emptySession, ...input }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasAccessToken', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        SIGNED_IN: {
          target: 'authenticated',
          actions: [{ type: 'keepTokens', params: ({ event }) => event.tokens }, 'store'],
        },
      },
    },
    authenticated: {
      initial: 'active',
      on: {
        SIGNED_IN: {
          actions: [{ type: 'keepTokens', params: ({ event }) => event.tokens }, 'store'],
        },
        USER_LOADED: { actions: ['keepUser', 'store'] },
        LOGOUT: '.loggingOut',
        SESSION_LOST: { target: 'anonymous', actions: ['clear', 'forget', 'announceLoss'] },
      },
      states: {
        active: {
          on: {
            TOKEN_REJECTED: [{ guard: 'hasRefreshToken', target: 'refreshing' }, lost],
          },
        },
        refreshing: {
          // Further rejections while refreshing wait for this one refresh.
          on: { TOKEN_REJECTED: {} },
          invoke: bankCall('refreshTokens', {
            input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
            onDone: { target: 'active', actions: ['keepTokens', 'store'] },
            onError: lost,
          }),
        },
        loggingOut: {
          on: { TOKEN_REJECTED: {}, LOGOUT: {} },
          invoke: bankCall('logout', {
            input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
            // The session ends here whatever the bank answers.
            onDone: loggedOut,
            onError: loggedOut,
          }),
        },
      },
    },
  },
});
