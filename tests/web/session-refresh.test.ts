import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, sessionCalls, unwrap } from '../../src/api';
import { session, storageKeys } from '../../src/features/session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refused = () => json({ code: 'UNAUTHORIZED', message: 'Sessiya bitib' }, 401);

interface Bank {
  sent: Request[];
  refreshes: () => number;
}

/**
 * A bank at the network edge: it accepts only `valid` as access token, and its refresh call
 * answers with `refreshReply` (after a tick, so parallel refusals really overlap).
 */
function stubBank(options: { valid: string; refreshReply: () => Response }): Bank {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    sent.push(input);
    const path = new URL(input.url).pathname;
    if (path === '/api/v1/auth/refresh') {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return options.refreshReply();
    }
    if (path === '/api/v1/profile/logout') return json({ status: 'SUCCESS' });
    if (input.headers.get('Authorization') !== options.valid) return refused();
    return json({ id: 'c1', firstName: 'Aysel', lastName: 'Məmmədova' });
  });
  return {
    sent,
    refreshes: () => sent.filter((r) => new URL(r.url).pathname === '/api/v1/auth/refresh').length,
  };
}

function signInStored(accessToken: string, refreshToken: string) {
  sessionStorage.setItem(storageKeys.accessToken, accessToken);
  sessionStorage.setItem(storageKeys.refreshToken, refreshToken);
  session.init(sessionCalls);
}

const newPair = { accessToken: 'access-new', refreshToken: 'refresh-new' };

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('401 → refresh → retry (SPEC 4.4)', () => {
  it('refreshes once and retries the refused call with the new token', async () => {
    signInStored('access-old', 'refresh-old');
    const bank = stubBank({ valid: newPair.accessToken, refreshReply: () => json(newPair) });

    const user = await unwrap(api.GET('/api/v1/user/info'));

    expect(user).toMatchObject({ firstName: 'Aysel' });
    expect(bank.refreshes()).toBe(1);
    const refresh = bank.sent.find((r) => r.url.endsWith('/api/v1/auth/refresh'));
    expect(await refresh?.clone().json()).toEqual({ refreshToken: 'refresh-old' });
    expect(bank.sent.at(-1)?.headers.get('Authorization')).toBe('access-new');
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe('access-new');
    expect(sessionStorage.getItem(storageKeys.refreshToken)).toBe('refresh-new');
  });

  it('shares one refresh between calls refused at the same time', async () => {
    signInStored('access-old', 'refresh-old');
    const bank = stubBank({ valid: newPair.accessToken, refreshReply: () => json(newPair) });

    const answers = await Promise.all([1, 2, 3, 4].map(() => unwrap(api.GET('/api/v1/user/info'))));

    expect(answers).toHaveLength(4);
    expect(bank.refreshes()).toBe(1);
  });

  it('retries only once: a retry refused again is the answer', async () => {
    signInStored('access-old', 'refresh-old');
    const bank = stubBank({ valid: 'never-valid', refreshReply: () => json(newPair) });

    const { response } = await api.GET('/api/v1/user/info');

    expect(response.status).toBe(401);
    expect(bank.refreshes()).toBe(1);
    expect(bank.sent.filter((r) => r.url.endsWith('/api/v1/user/info'))).toHaveLength(2);
  });

  it('clears the session and reports the loss when the refresh is refused', async () => {
    signInStored('access-old', 'refresh-old');
    sessionStorage.setItem(storageKeys.user, JSON.stringify({ id: 'c1' }));
    session.init(sessionCalls);
    stubBank({ valid: 'access-new', refreshReply: () => refused() });
    const lost = vi.fn();
    const stop = session.onLost(lost);

    const { response } = await api.GET('/api/v1/user/info');

    expect(response.status).toBe(401);
    expect(lost).toHaveBeenCalledOnce();
    expect(session.isAuthenticated()).toBe(false);
    for (const key of Object.values(storageKeys)) expect(sessionStorage.getItem(key)).toBeNull();
    stop();
  });

  it('does not refresh for a visitor without a token', async () => {
    session.init(sessionCalls);
    const bank = stubBank({ valid: 'x', refreshReply: () => json(newPair) });

    const { response } = await api.GET('/api/v1/user/info');

    expect(response.status).toBe(401);
    expect(bank.refreshes()).toBe(0);
  });
});

describe('logout', () => {
  it('tells the bank with the raw token, then clears the session and its storage', async () => {
    signInStored('access-1', 'refresh-1');
    const bank = stubBank({ valid: 'access-1', refreshReply: () => json(newPair) });

    await session.logout();

    const call = bank.sent.find((r) => r.url.endsWith('/api/v1/profile/logout'));
    expect(call?.headers.get('Authorization')).toBe('access-1');
    expect(session.isAuthenticated()).toBe(false);
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
