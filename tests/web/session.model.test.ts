/**
 * The session chart walked against the app's real session: the store, the API client and its
 * refresh middleware, with the bank held at the network edge. Each step is done the way the app
 * does it (a refused call, a logout, a bank answer), then the stored session must match the model.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionContext, sessionMachine } from '../../machines/session.machine';
import { api, sessionCalls } from '../../src/shared/api';
import { session, storageKeys } from '../../src/shared/session';
import { fakeBank, type HeldBank, holdBankCalls, http } from '../fake-bank';
import { bankError } from '../fake-bank/fixtures/errors';
import { modelPaths } from '../machines/support/model-paths';
import { sessionModelOptions } from '../machines/support/session-model';

const sessionCallPaths = ['/api/v1/auth/refresh', '/api/v1/profile/logout'];

/** A bank that refuses every access token and keeps refresh and logout calls waiting. */
function holdBank() {
  const held = holdBankCalls((path) => sessionCallPaths.includes(path));
  fakeBank.use(
    http.get('/api/v1/user/info', ({ response }) =>
      response(401).json(bankError('UNAUTHORIZED', 'Sessiya bitib')),
    ),
  );
  return held;
}

function seen(bank: HeldBank) {
  const snapshot = session.get();
  return {
    accessToken: snapshot.accessToken,
    refreshToken: snapshot.refreshToken,
    user: snapshot.user !== null,
    stored: Object.values(storageKeys).map((key) => sessionStorage.getItem(key) !== null),
    calls: bank.waiting().sort(),
  };
}

function expected(value: unknown, context: SessionContext) {
  const calls = JSON.stringify(value).includes('refreshing')
    ? ['/api/v1/auth/refresh']
    : JSON.stringify(value).includes('loggingOut')
      ? ['/api/v1/profile/logout']
      : [];
  return {
    accessToken: context.accessToken,
    refreshToken: context.refreshToken,
    user: context.user !== null,
    stored: [context.accessToken, context.refreshToken, context.user].map((v) => v !== null),
    calls,
  };
}

const refreshRefused = bankError('REFRESH_TOKEN_INVALID', 'Sessiya bitib');
const logoutFailed = bankError('UNEXPECTED', 'Internal error');

const { paths, coverage } = modelPaths(sessionMachine, sessionModelOptions);

// Calls still open when a path ends are abandoned with it: the next path starts a new session.
const abandon = () => {};
afterEach(() => sessionStorage.clear());

describe('the session chart on the app’s session, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name || '(start)', p] as const))('walks %s', async (_, { path }) => {
    const bank = holdBank();
    const [first, ...steps] = path.steps;
    const start = first?.state.context as SessionContext;
    if (start.accessToken) sessionStorage.setItem(storageKeys.accessToken, start.accessToken);
    if (start.refreshToken) sessionStorage.setItem(storageKeys.refreshToken, start.refreshToken);
    session.init(sessionCalls);

    for (const { event, state } of steps) {
      const settled = event as unknown as { type: string; output?: unknown };
      switch (settled.type) {
        case 'SIGNED_IN':
          session.setTokens((event as Extract<typeof event, { type: 'SIGNED_IN' }>).tokens);
          break;
        case 'USER_LOADED':
          session.setUser((event as Extract<typeof event, { type: 'USER_LOADED' }>).user as never);
          break;
        case 'TOKEN_REJECTED':
          api.GET('/api/v1/user/info').catch(abandon);
          break;
        case 'LOGOUT':
          session.logout().catch(abandon);
          break;
        case 'SESSION_LOST':
          session.clear();
          break;
        case 'xstate.done.actor.refreshTokens':
          bank.answer('/api/v1/auth/refresh', 200, settled.output, 'oldest');
          break;
        case 'xstate.error.actor.refreshTokens':
          bank.answer('/api/v1/auth/refresh', 401, refreshRefused, 'oldest');
          break;
        case 'xstate.done.actor.logout':
          bank.answer('/api/v1/profile/logout', 200, { status: 'SUCCESS' }, 'oldest');
          break;
        case 'xstate.error.actor.logout':
          bank.answer('/api/v1/profile/logout', 500, logoutFailed, 'oldest');
          break;
        default:
          throw new Error(`No way to do ${settled.type}`);
      }
      const want = expected(state.value, state.context as SessionContext);
      await vi.waitFor(() => expect(seen(bank), settled.type).toEqual(want));
    }
  });
});
