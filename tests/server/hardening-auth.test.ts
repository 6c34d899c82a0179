/**
 * Issue 13, the sign-in edges an attack run found: two refreshes at once with one refresh token
 * (L6), wrong current passwords on change-password (L7), and a password reset to the password
 * the customer already has.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshGraceSeconds } from '../../server/auth/sessions';
import { maxFailedSignIns } from '../../server/auth/sign-in-guard';
import { authSessions } from '../../server/db/schema';
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

const userInfo = (accessToken: string) => get(bank, '/api/v1/user/info', authorized(accessToken));
const refresh = (refreshToken: string) => post(bank, '/api/v1/auth/refresh', { refreshToken });

async function signedInCustomer() {
  const who = await newCustomer(bank);
  return { who, ...(await signIn(bank, who)) };
}

async function revokedReasonOf(customerId: string) {
  const sessions = await bank.database.db
    .select({ reason: authSessions.revokedReason })
    .from(authSessions)
    .where(eq(authSessions.customerId, customerId));
  return sessions.map((session) => session.reason);
}

describe('L6: a refresh token used twice within the grace period', () => {
  it('refreshes at once get the same new pair and the session goes on', async () => {
    const { who, refreshToken } = await signedInCustomer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [first, ...others] = answers.map((answer) => answer.json());
    for (const other of others) expect(other).toEqual(first);
    expect((await userInfo(first.accessToken)).statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    expect(await revokedReasonOf(who.id)).toEqual([null]);
    expect((await auditOf(bank, 'REFRESH_TOKEN_REUSED')).map((e) => e.customerId)).not.toContain(
      who.id,
    );
  });

  it('a second use a few seconds later gets the same pair', async () => {
    const { refreshToken } = await signedInCustomer();
    const first = (await refresh(refreshToken)).json();
    bank.clock.advance({ seconds: refreshGraceSeconds - 1 });
    const again = await refresh(refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect((await userInfo(first.accessToken)).statusCode).toBe(200);
  });

  it('a use after the grace period is reuse: the whole session ends', async () => {
    const { who, refreshToken } = await signedInCustomer();
    const current = (await refresh(refreshToken)).json();
    bank.clock.advance({ seconds: refreshGraceSeconds });
    const reused = await refresh(refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('REFRESH_TOKEN_INVALID');
    expect((await userInfo(current.accessToken)).statusCode).toBe(401);
    expect((await refresh(current.refreshToken)).statusCode).toBe(401);
    expect(await revokedReasonOf(who.id)).toEqual(['REFRESH_TOKEN_REUSE']);
  });

  it('within the grace period, once the new pair was refreshed in turn, it is reuse', async () => {
    const { who, refreshToken } = await signedInCustomer();
    const next = (await refresh(refreshToken)).json();
    const latest = (await refresh(next.refreshToken)).json();
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await userInfo(latest.accessToken)).statusCode).toBe(401);
    expect(await revokedReasonOf(who.id)).toEqual(['REFRESH_TOKEN_REUSE']);
  });
});

describe('L7: wrong current passwords on change-password', () => {
  const change = (accessToken: string, currentPassword: string, language = 'en') =>
    post(
      bank,
      '/api/v1/change-password',
      { currentPassword, password: 'Changed-2026', passwordConfirm: 'Changed-2026' },
      authorized(accessToken, { language }),
    );

  it('end the session that made them, and never lock the owner out of sign-in', async () => {
    const { who, accessToken, refreshToken } = await signedInCustomer();
    const other = await signIn(bank, who);
    for (let attempt = 1; attempt < maxFailedSignIns; attempt += 1) {
      const wrong = await change(accessToken, `Wrong-${attempt}-2026`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');
    }
    const last = await change(accessToken, 'Wrong-last-2026');
    expect(last.statusCode).toBe(401);
    expect(last.json()).toEqual({
      code: 'UNAUTHORIZED',
      message:
        'The current password was wrong too many times, so you have been signed out. Sign in again.',
    });
    expect((await userInfo(accessToken)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await change(accessToken, demoPassword)).statusCode).toBe(401);
    // Only that session: the customer's other one goes on, and sign-in works at once.
    expect((await userInfo(other.accessToken)).statusCode).toBe(200);
    expect((await signIn(bank, who)).accessToken).toBeTruthy();
    const ended = await auditOf(bank, 'PASSWORD_CHANGE_SESSION_ENDED');
    expect(ended.some((event) => event.customerId === who.id)).toBe(true);
  });

  it('in parallel are counted one by one: the session ends, sign-in still works', async () => {
    const { who, accessToken } = await signedInCustomer();
    const answers = await Promise.all(
      Array.from({ length: 3 * maxFailedSignIns }, (_, index) =>
        change(accessToken, `Wrong-${index}-2026`),
      ),
    );
    const codes = answers.map((answer) => `${answer.statusCode} ${answer.json().code}`);
    // Past the machine's hashing slots a try is refused as busy, unchecked and uncounted (L10).
    const expected = ['400 CURRENT_PASSWORD_WRONG', '401 UNAUTHORIZED', '429 SERVER_BUSY'];
    expect(codes.filter((code) => !expected.includes(code))).toEqual([]);
    // However many the slots let in, one by one the 5th wrong one ends the session.
    let wrong = codes.filter((code) => code.startsWith('400')).length;
    for (let i = 0; i < maxFailedSignIns && (await userInfo(accessToken)).statusCode === 200; i++) {
      if ((await change(accessToken, `Wrong-next-${i}`)).statusCode === 400) wrong += 1;
    }
    expect(wrong).toBe(maxFailedSignIns - 1);
    expect((await userInfo(accessToken)).statusCode).toBe(401);
    expect((await signIn(bank, who)).accessToken).toBeTruthy();
  });

  it('the 401 is in the caller’s language', async () => {
    const { accessToken } = await signedInCustomer();
    for (let attempt = 1; attempt < maxFailedSignIns; attempt += 1) {
      await change(accessToken, `Wrong-${attempt}-2026`);
    }
    const last = await change(accessToken, 'Wrong-last-2026', 'az');
    expect(last.statusCode).toBe(401);
    expect(last.json().message).toMatch(/Cari şifrə/);
  });
});

describe('a password reset to the current password', () => {
  const setPassword = (
    sessionId: string,
    registrationToken: string,
    password: string,
    language = 'en',
  ) =>
    post(
      bank,
      '/api/v1/registration/set-password',
      { password, passwordConfirm: password },
      { language, headers: { 'session-id': sessionId, 'registration-token': registrationToken } },
    );

  it('is refused with a 400 naming the field, using nothing up', async () => {
    const who = await newCustomer(bank);
    const started = await post(bank, '/api/v1/registration', {
      identifierType: who.identifierType,
      identifierValue: who.identifierValue,
    });
    expect(started.statusCode).toBe(200);
    const { sessionId } = started.json();
    const validated = await validate(bank, sessionId, (await lastSms(bank, who.phone)).code);
    const { registrationToken } = validated.json();
    for (const [language, message] of [
      ['en', 'The field "password" must not be your current password: choose a new one.'],
      ['ru', 'Поле «password» не должно совпадать с текущим паролем: выберите новый.'],
      ['az', '«password» sahəsi cari şifrənizlə eyni olmamalıdır: yenisini seçin.'],
    ]) {
      const same = await setPassword(sessionId, registrationToken, demoPassword, language);
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ code: 'PASSWORD_SAME_AS_CURRENT', message });
    }
    const changed = await setPassword(sessionId, registrationToken, 'Brand-New-2026');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn(bank, who, 'Brand-New-2026')).accessToken).toBeTruthy();
  });
});
