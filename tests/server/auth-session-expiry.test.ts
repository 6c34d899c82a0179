import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorized, get, newCustomer, post, signIn, validate } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

// Issue 15: the app warns a minute before the session ends for inactivity, so every answer to a
// signed-in call, and a refresh, says how long the session has left (Session-Expires-In).
let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank({ sessionIdleTimeoutSeconds: 300, accessTokenTtlSeconds: 300 });
});
afterAll(() => bank.close());

const expiresIn = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['session-expires-in']);

describe('Session-Expires-In', () => {
  it('counts down from the last call the session counted, and a refresh starts it again', async () => {
    const { accessToken, refreshToken } = await signIn(bank, await newCustomer(bank));
    const userInfo = (token: string) => get(bank, '/api/v1/user/info', authorized(token));
    expect(expiresIn(await userInfo(accessToken))).toBe(300);
    // The session's last-seen time moves once a minute at most: 30 s later it has not moved.
    bank.clock.advance({ seconds: 30 });
    expect(expiresIn(await userInfo(accessToken))).toBe(270);
    bank.clock.advance({ seconds: 40 });
    expect(expiresIn(await userInfo(accessToken))).toBe(300);
    bank.clock.advance({ seconds: 200 });
    const refreshed = await post(bank, '/api/v1/auth/refresh', { refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(expiresIn(refreshed)).toBe(300);
    const { accessToken: next } = refreshed.json() as { accessToken: string };
    bank.clock.advance({ seconds: 299 });
    expect(expiresIn(await userInfo(next))).toBe(300);
  });

  it('is not sent after a logout, to callers without a valid token, nor on other auth answers', async () => {
    const { accessToken } = await signIn(bank, await newCustomer(bank));
    const logout = await get(bank, '/api/v1/profile/logout', authorized(accessToken));
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['session-expires-in']).toBeUndefined();
    const anonymous = await get(bank, '/api/v1/user/info', authorized('x'.repeat(43)));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['session-expires-in']).toBeUndefined();
    const refused = await validate(bank, 'no-such-session', '123456');
    expect(refused.headers['session-expires-in']).toBeUndefined();
    const badRefresh = await post(bank, '/api/v1/auth/refresh', { refreshToken: 'y'.repeat(43) });
    expect(badRefresh.statusCode).toBe(401);
    expect(badRefresh.headers['session-expires-in']).toBeUndefined();
  });
});
