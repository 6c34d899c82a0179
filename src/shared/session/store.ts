import { useSyncExternalStore } from 'react';
import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import { type SessionTokens, sessionMachine } from '../../../machines/session.machine';
import type { components } from '../../../openapi/generated/schema';

export type User = components['schemas']['User'];
export type Tokens = SessionTokens;
export interface SessionSnapshot {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

/** The bank calls the session makes itself, on a client without the refresh middleware. */
export interface SessionCalls {
  refreshTokens: (refreshToken: string) => Promise<Tokens>;
  logout: (accessToken: string) => Promise<void>;
}

// The storage keys are part of PRODUCT section 3: other tabs and old builds read the same keys.
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

const empty: SessionSnapshot = { accessToken: null, refreshToken: null, user: null };

function readUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

function readStored(storage: Storage): SessionSnapshot {
  return {
    accessToken: storage.getItem(storageKeys.accessToken),
    refreshToken: storage.getItem(storageKeys.refreshToken),
    user: readUser(storage.getItem(storageKeys.user)),
  };
}

function writeStored(storage: Storage, session: SessionSnapshot): void {
  const entries: Array<[string, string | null]> = [
    [storageKeys.accessToken, session.accessToken],
    [storageKeys.refreshToken, session.refreshToken],
    [storageKeys.user, session.user ? JSON.stringify(session.user) : null],
  ];
  for (const [key, value] of entries) {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  }
}

function sessionChart(storage: () => Storage, calls: SessionCalls) {
  return sessionMachine.provide({
    actions: {
      store: ({ context }) => writeStored(storage(), context as SessionSnapshot),
      forget: () => {
        for (const key of Object.values(storageKeys)) storage().removeItem(key);
      },
    },
    actors: {
      refreshTokens: fromPromise(({ input }) => calls.refreshTokens(input.refreshToken)),
      logout: fromPromise(({ input }) => calls.logout(input.accessToken)),
    },
  });
}

const noCalls: SessionCalls = {
  refreshTokens: () => Promise.reject(new Error('The session was started without bank calls')),
  logout: () => Promise.resolve(),
};

/**
 * The signed-in session over the session statechart, mirrored in sessionStorage so a reload
 * keeps it. Components and guards read it; the API middleware asks it to refresh.
 */
function createSessionStore(storage: () => Storage) {
  let actor: Actor<ReturnType<typeof sessionChart>> | null = null;
  let snapshot = empty;
  const listeners = new Set<() => void>();
  const lostListeners = new Set<() => void>();

  const running = () => {
    if (!actor) throw new Error('session.init() runs before the session is used');
    return actor;
  };

  return {
    /** Restores the stored session; runs before the first route so guards see it. */
    init(calls: SessionCalls = noCalls) {
      actor?.stop();
      actor = createActor(sessionChart(storage, calls), { input: readStored(storage()) });
      actor.subscribe(({ context }) => {
        snapshot = context as SessionSnapshot;
        for (const listener of listeners) listener();
      });
      actor.on('lost', () => {
        for (const listener of lostListeners) listener();
      });
      actor.start();
    },
    get: () => snapshot,
    /** PRODUCT 4.4: authenticated exactly when an access token exists. */
    isAuthenticated: () => Boolean(snapshot.accessToken),
    setTokens: (tokens: Tokens) => running().send({ type: 'SIGNED_IN', tokens }),
    setUser: (user: User) => running().send({ type: 'USER_LOADED', user }),
    /** Ends the session on this device without asking the bank (e.g. it was lost elsewhere). */
    clear: () => running().send({ type: 'SESSION_LOST' }),
    /** Logs out at the bank, then clears the session whatever the answer. */
    async logout(): Promise<void> {
      running().send({ type: 'LOGOUT' });
      await waitFor(running(), (state) => state.matches('anonymous'));
    },
    /**
     * A call was refused with this access token: the new token after one shared refresh, or
     * null when the session is gone. A token already replaced is answered at once.
     */
    async refresh(rejectedToken: string): Promise<string | null> {
      const current = snapshot.accessToken;
      if (current && current !== rejectedToken) return current;
      running().send({ type: 'TOKEN_REJECTED' });
      const settled = await waitFor(
        running(),
        (state) => !state.matches({ authenticated: 'refreshing' }),
      );
      return settled.context.accessToken;
    },
    /** Called when the session ends without the customer asking (PRODUCT 2.1: go to '/'). */
    onLost(listener: () => void) {
      lostListeners.add(listener);
      return () => {
        lostListeners.delete(listener);
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const session: SessionStore = createSessionStore(() => window.sessionStorage);

/** The current session for components; re-renders when it changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
