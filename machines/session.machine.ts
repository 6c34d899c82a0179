/**
 * The customer's session (SPEC 4.4): authenticated exactly when an access token exists. A 401
 * asks for one refresh, which every request failing at the same time waits for; a failed
 * refresh, or logout, clears the session. Keeping it in storage is the `store` and `forget`
 * actions, and the bank calls are actors: the app supplies both with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { notProvided } from './bank-calls';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

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

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as Partial<SessionContext> | undefined,
    emitted: {} as SessionEmitted,
  },
  actors: {
    refreshTokens: fromPromise<SessionTokens, { refreshToken: string }>(notProvided),
    logout: fromPromise<void, { accessToken: string }>(notProvided),
  },
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
            TOKEN_REJECTED: [
              { guard: 'hasRefreshToken', target: 'refreshing' },
              { target: '#session.anonymous', actions: ['clear', 'forget', 'announceLoss'] },
            ],
          },
        },
        refreshing: {
          // Further rejections while refreshing wait for this one refresh.
          on: { TOKEN_REJECTED: {} },
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
            onDone: {
              target: 'active',
              actions: [{ type: 'keepTokens', params: ({ event }) => event.output }, 'store'],
            },
            onError: {
              target: '#session.anonymous',
              actions: ['clear', 'forget', 'announceLoss'],
            },
          },
        },
        loggingOut: {
          on: { TOKEN_REJECTED: {}, LOGOUT: {} },
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
            // The session ends here whatever the bank answers.
            onDone: {
              target: '#session.anonymous',
              actions: ['clear', 'forget', 'announceLogout'],
            },
            onError: {
              target: '#session.anonymous',
              actions: ['clear', 'forget', 'announceLogout'],
            },
          },
        },
      },
    },
  },
});
