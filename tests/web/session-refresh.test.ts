import { delay } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/generated/schema';
import { api, sessionCalls, unwrap } from '../../src/shared/api';
import { session, storageKeys } from '../../src/shared/session';
import { fakeBank, http } from '../fake-bank';
import { aysel } from '../fake-bank/fixtures/customers';
import { bankError } from '../fake-bank/fixtures/errors';

const expired = bankError('UNAUTHORIZED', 'Sessiya bitib');
type TokenPair = components['schemas']['TokenPair'];

/**
 * A bank that accepts only `valid` as access token; its refresh call answers with the new
 * pair, or refuses (after a tick, so parallel refusals really overlap).
 */
function openBank(options: { valid: string; refreshTo?: TokenPair }) {
  fakeBank.use(
    http.post('/api/v1/auth/refresh', async ({ response }) => {
      await delay(5);
      return options.refreshTo
        ? response(200).json(options.refreshTo)
        : response(401).json(expired);
    }),
    http.get('/api/v1/profile/logout', ({ response }) => response(200).json({ status: 'SUCCESS' })),
    http.get('/api/v1/user/info', ({ request, response }) =>
      request.headers.get('Authorization') === options.valid
        ? response(200).json(aysel)
        : response(401).json(expired),
    ),
  );
}

const refreshes = () => fakeBank.calls({ path: '/api/v1/auth/refresh' }).length;

function signInStored(accessToken: string, refreshToken: string) {
  sessionStorage.setItem(storageKeys.accessToken, accessToken);
  sessionStorage.setItem(storageKeys.refreshToken, refreshToken);
  session.init(sessionCalls);
}

const newPair = { accessToken: 'access-new', refreshToken: 'refresh-new' };

beforeEach(() => sessionStorage.clear());

describe('401 → refresh → retry (PRODUCT 4.4)', () => {
  it('refreshes once and retries the refused call with the new token', async () => {
    signInStored('access-old', 'refresh-old');
    openBank({ valid: newPair.accessToken, refreshTo: newPair });

    const user = await unwrap(api.GET('/api/v1/user/info'));

    expect(user).toMatchObject({ firstName: 'Aysel' });
    expect(refreshes()).toBe(1);
    expect(await fakeBank.bodies({ path: '/api/v1/auth/refresh' })).toEqual([
      { refreshToken: 'refresh-old' },
    ]);
    expect(fakeBank.calls().at(-1)?.headers.get('Authorization')).toBe('access-new');
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe('access-new');
    expect(sessionStorage.getItem(storageKeys.refreshToken)).toBe('refresh-new');
  });

  it('shares one refresh between calls refused at the same time', async () => {
    signInStored('access-old', 'refresh-old');
    openBank({ valid: newPair.accessToken, refreshTo: newPair });

    const answers = await Promise.all([1, 2, 3, 4].map(() => unwrap(api.GET('/api/v1/user/info'))));

    expect(answers).toHaveLength(4);
    expect(refreshes()).toBe(1);
  });

  it('retries only once: a retry refused again is the answer', async () => {
    signInStored('access-old', 'refresh-old');
    openBank({ valid: 'never-valid', refreshTo: newPair });

    const { response } = await api.GET('/api/v1/user/info');

    expect(response.status).toBe(401);
    expect(refreshes()).toBe(1);
    expect(fakeBank.calls({ path: '/api/v1/user/info' })).toHaveLength(2);
  });

  it('clears the session and reports the loss when the refresh is refused', async () => {
    signInStored('access-old', 'refresh-old');
    sessionStorage.setItem(storageKeys.user, JSON.stringify({ id: 'c1' }));
    session.init(sessionCalls);
    openBank({ valid: 'access-new' });
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
    openBank({ valid: 'x', refreshTo: newPair });

    const { response } = await api.GET('/api/v1/user/info');

    expect(response.status).toBe(401);
    expect(refreshes()).toBe(0);
  });
});

describe('logout', () => {
  it('tells the bank with the raw token, then clears the session and its storage', async () => {
    signInStored('access-1', 'refresh-1');
    openBank({ valid: 'access-1', refreshTo: newPair });

    await session.logout();

    const [call] = fakeBank.calls({ path: '/api/v1/profile/logout' });
    expect(call?.headers.get('Authorization')).toBe('access-1');
    expect(session.isAuthenticated()).toBe(false);
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
