/**
 * The session chart walked against the app's real session: the store, the API client and its
 * refresh middleware, with the bank held at the network edge. Each step is done the way the app
 * does it (a refused call, a logout, a bank answer), then the stored session must match the model.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionContext, sessionMachine } from '../../machines/session.machine';
import { api, sessionCalls } from '../../src/api';
import { session, storageKeys } from '../../src/features/session';
import { modelPaths } from '../machines/support/model-paths';
import { sessionModelOptions } from '../machines/support/session-model';

type Pending = { path: string; answer: (response: Response) => void };

/** A bank that refuses every access token and keeps refresh and logout calls waiting. */
function holdBank() {
  const waiting: Pending[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/auth/refresh' || path === '/api/v1/profile/logout') {
      return new Promise<Response>((answer) => waiting.push({ path, answer }));
    }
    return Promise.resolve(json({ code: 'UNAUTHORIZED', message: 'Sessiya bitib' }, 401));
  });
  const take = (path: string) => {
    const index = waiting.findIndex((call) => call.path === path);
    if (index < 0) throw new Error(`No ${path} call is waiting`);
    return waiting.splice(index, 1)[0] as Pending;
  };
  return { waiting, take };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function seen(waiting: Pending[]) {
  const snapshot = session.get();
  return {
    accessToken: snapshot.accessToken,
    refreshToken: snapshot.refreshToken,
    user: snapshot.user !== null,
    stored: Object.values(storageKeys).map((key) => sessionStorage.getItem(key) !== null),
    calls: waiting.map((call) => call.path).sort(),
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

const { paths, coverage } = modelPaths(sessionMachine, sessionModelOptions);

// Calls still open when a path ends are abandoned with it: the next path starts a new session.
const abandon = () => {};
afterEach(() => sessionStorage.clear());
afterAll(() => vi.unstubAllGlobals());

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
          bank.take('/api/v1/auth/refresh').answer(json(settled.output));
          break;
        case 'xstate.error.actor.refreshTokens':
          bank.take('/api/v1/auth/refresh').answer(json({ code: 'REFRESH_TOKEN_INVALID' }, 401));
          break;
        case 'xstate.done.actor.logout':
          bank.take('/api/v1/profile/logout').answer(json({ status: 'SUCCESS' }));
          break;
        case 'xstate.error.actor.logout':
          bank.take('/api/v1/profile/logout').answer(json({ code: 'UNEXPECTED' }, 500));
          break;
        default:
          throw new Error(`No way to do ${settled.type}`);
      }
      const want = expected(state.value, state.context as SessionContext);
      await vi.waitFor(() => expect(seen(bank.waiting), settled.type).toEqual(want));
    }
  });
});
