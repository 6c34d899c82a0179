import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshGraceSeconds } from '../../server/auth/sessions';
import { authSessions, sessionTokens } from '../../server/db/schema';
import {
  auditOf,
  authorized,
  demoPassword,
  get,
  lastSms,
  newCustomer,
  post,
  signIn,
  validate,
} from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank({ accessTokenTtlSeconds: 120, sessionMaxLifetimeSeconds: 3600 });
});
afterAll(() => bank.close());

const userInfo = (accessToken: string, language = 'en') =>
  get(bank, '/api/v1/user/info', authorized(accessToken, { language }));
const refresh = (refreshToken: string) => post(bank, '/api/v1/auth/refresh', { refreshToken });

async function signedInCustomer() {
  const who = await newCustomer(bank);
  return { who, ...(await signIn(bank, who)) };
}

describe('secured operations need the raw access token', () => {
  it.each([
    ['no token', {}],
    ['an unknown token', { authorization: 'x'.repeat(43) }],
    ['a malformed token', { authorization: 'not a token' }],
  ])('%s → 401 UNAUTHORIZED in the caller’s language', async (_case, headers) => {
    for (const [language, message] of [
      ['en', 'You are not signed in or your session has ended. Sign in again.'],
      ['ru', 'Вы не вошли в систему или сеанс завершён. Войдите снова.'],
      ['az', 'Daxil olmamısınız və ya sessiyanız bitib. Yenidən daxil olun.'],
    ]) {
      const response = await get(bank, '/api/v1/user/info', { language, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message });
    }
  });

  it('a Bearer prefix is not accepted: the token goes as it is', async () => {
    const { accessToken } = await signedInCustomer();
    const bearer = await get(bank, '/api/v1/user/info', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(bearer.statusCode).toBe(401);
    expect((await userInfo(accessToken)).statusCode).toBe(200);
  });

  it('guards secured operations before their input is checked', async () => {
    const anonymous = await get(bank, '/account-application/v1/applications/LA-1/status');
    expect(anonymous.statusCode).toBe(401);
    const invalidInput = await get(bank, '/api/v1/slots');
    expect(invalidInput.statusCode).toBe(401);
    const { accessToken } = await signedInCustomer();
    const signedIn = await get(
      bank,
      '/account-application/v1/applications/LA-1/status',
      authorized(accessToken),
    );
    // Only a signed-in caller hears about the input: no such application of theirs.
    expect(signedIn.statusCode).toBe(404);
  });

  it('tokens are stored only as keyed hashes', async () => {
    const { accessToken, refreshToken } = await signedInCustomer();
    const rows = await bank.database.db.select().from(sessionTokens);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(accessToken);
    expect(stored).not.toContain(refreshToken);
  });
});

describe('token lifetimes follow the clock', () => {
  it('the access token expires after its TTL; the refresh token gives a new pair', async () => {
    const { accessToken, refreshToken } = await signedInCustomer();
    bank.clock.advance({ seconds: 119 });
    expect((await userInfo(accessToken)).statusCode).toBe(200);
    bank.clock.advance({ seconds: 1 });
    expect((await userInfo(accessToken)).statusCode).toBe(401);
    const renewed = await refresh(refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await userInfo(renewed.json().accessToken)).statusCode).toBe(200);
  });

  it('a session idle for 5 minutes ends; activity keeps it alive', async () => {
    const { accessToken, refreshToken } = await signedInCustomer();
    bank.clock.advance({ seconds: 100 });
    expect((await userInfo(accessToken)).statusCode).toBe(200);
    bank.clock.advance({ seconds: 100 });
    const kept = await refresh(refreshToken);
    expect(kept.statusCode).toBe(200);
    bank.clock.advance({ minutes: 5 });
    const idle = await refresh(kept.json().refreshToken);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('a session ends at its absolute lifetime however active', async () => {
    let { refreshToken } = await signedInCustomer();
    for (let minute = 0; minute < 60; minute += 4) {
      bank.clock.advance({ minutes: 4 });
      const renewed = await refresh(refreshToken);
      if (minute + 4 < 60) {
        expect(renewed.statusCode).toBe(200);
        refreshToken = renewed.json().refreshToken;
      } else {
        expect(renewed.statusCode).toBe(401);
      }
    }
  });
});

describe('refresh tokens rotate', () => {
  it('each use gives a new pair and retires the old access token', async () => {
    const first = await signedInCustomer();
    const second = (await refresh(first.refreshToken)).json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await userInfo(first.accessToken)).statusCode).toBe(401);
    expect((await userInfo(second.accessToken)).statusCode).toBe(200);
  });

  it('reusing an old refresh token ends the whole session and is audited', async () => {
    const { who, refreshToken } = await signedInCustomer();
    const current = (await refresh(refreshToken)).json();
    bank.clock.advance({ seconds: refreshGraceSeconds });
    const reused = await refresh(refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('REFRESH_TOKEN_INVALID');
    expect((await userInfo(current.accessToken)).statusCode).toBe(401);
    expect((await refresh(current.refreshToken)).statusCode).toBe(401);
    const events = await auditOf(bank, 'REFRESH_TOKEN_REUSED');
    expect(events.some((e) => e.customerId === who.id)).toBe(true);
  });

  it('parallel refreshes with one token get one new pair; a reuse later ends the session', async () => {
    const { refreshToken } = await signedInCustomer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(refreshToken)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const [pair] = answers.map((r) => r.json());
    bank.clock.advance({ seconds: refreshGraceSeconds });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await userInfo(pair.accessToken)).statusCode).toBe(401);
  });

  it('an unknown refresh token is refused', async () => {
    expect((await refresh('r'.repeat(43))).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session at once and is audited', async () => {
    const { who, accessToken, refreshToken } = await signedInCustomer();
    const other = await signIn(bank, who);
    const out = await get(bank, '/api/v1/profile/logout', authorized(accessToken));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'SUCCESS' });
    expect((await userInfo(accessToken)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await userInfo(other.accessToken)).statusCode).toBe(200);
    expect((await auditOf(bank, 'LOGOUT')).some((e) => e.customerId === who.id)).toBe(true);
  });
});

describe('changing the password', () => {
  const change = (accessToken: string, body: object, language = 'en') =>
    post(bank, '/api/v1/change-password', body, authorized(accessToken, { language }));
  const newPassword = 'Changed-2026';

  it('checks the current password, confirms by SMS code, ends every other session', async () => {
    const { who, accessToken } = await signedInCustomer();
    const other = await signIn(bank, who);
    const started = await change(accessToken, {
      currentPassword: demoPassword,
      password: newPassword,
      passwordConfirm: newPassword,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ status: 'OTP_SENT', data: expect.any(String) });
    const sms = await lastSms(bank, who.phone);
    expect(sms.text).toMatch(/password change code/);
    // Not yet: the old password still works until the code is given.
    expect((await userInfo(other.accessToken)).statusCode).toBe(200);
    const confirmed = await validate(bank, started.json().data, sms.code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'SUCCESS' });
    expect((await userInfo(accessToken)).statusCode).toBe(200);
    expect((await userInfo(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    const oldLogin = await post(bank, '/api/v1/login', {
      identifierType: who.identifierType,
      identifierValue: who.identifierValue,
      password: demoPassword,
    });
    expect(oldLogin.json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(bank, who, newPassword)).accessToken).toBeTruthy();
    const changed = await auditOf(bank, 'PASSWORD_CHANGED');
    expect(changed.find((e) => e.customerId === who.id)?.details).toEqual({ endedSessions: 1 });
  });

  it('refuses a wrong current password or a weak new one, changing nothing', async () => {
    const { accessToken } = await signedInCustomer();
    const wrong = await change(accessToken, {
      currentPassword: 'Wrong-2026',
      password: newPassword,
      passwordConfirm: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'CURRENT_PASSWORD_WRONG',
      message: 'The current password is wrong.',
    });
    const weak = await change(
      accessToken,
      { currentPassword: demoPassword, password: 'weak', passwordConfirm: 'weak' },
      'ru',
    );
    expect(weak.json().code).toBe('PASSWORD_WEAK');
    const mismatch = await change(accessToken, {
      currentPassword: demoPassword,
      password: newPassword,
      passwordConfirm: 'Other-2026',
    });
    expect(mismatch.json().code).toBe('PASSWORDS_DO_NOT_MATCH');
  });

  it('is not applied when the session that asked for it has ended', async () => {
    const { who, accessToken } = await signedInCustomer();
    const started = await change(accessToken, {
      currentPassword: demoPassword,
      password: newPassword,
      passwordConfirm: newPassword,
    });
    await get(bank, '/api/v1/profile/logout', authorized(accessToken));
    const { code } = await lastSms(bank, who.phone);
    const confirmed = await validate(bank, started.json().data, code);
    expect(confirmed.json().code).toBe('OTP_SESSION_INVALID');
    expect((await signIn(bank, who, demoPassword)).accessToken).toBeTruthy();
  });

  it('needs a signed-in customer', async () => {
    const response = await post(bank, '/api/v1/change-password', {
      currentPassword: demoPassword,
      password: newPassword,
      passwordConfirm: newPassword,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions are recorded', () => {
  it('with the customer, IP and user agent', async () => {
    const { who } = await signedInCustomer();
    const rows = await bank.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.customerId, who.id));
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', revokedAt: null });
  });
});
