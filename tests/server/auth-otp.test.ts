import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, otpSessions } from '../../server/db/schema';
import {
  auditOf,
  get,
  lastSms,
  newCustomer,
  post,
  smsCount,
  startLogin,
  validate,
} from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

/** A customer with a sign-in code waiting: its session id and the code from the SMS. */
async function pendingSignIn() {
  const who = await newCustomer(bank);
  const sessionId = await startLogin(bank, who);
  const { code } = await lastSms(bank, who.phone);
  return { who, sessionId, code };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const resend = (sessionId: string, language = 'en') =>
  get(bank, '/api/v1/otp/resend', { language, headers: { 'session-id': sessionId } });

describe('one-time codes', () => {
  it('are 6 random digits, stored only as a keyed hash', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { sessionId, code } = await pendingSignIn();
      expect(code).toMatch(/^\d{6}$/);
      codes.add(code);
      const [row] = await bank.database.db
        .select()
        .from(otpSessions)
        .where(eq(otpSessions.id, sessionId));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(code);
    }
    expect(codes.size).toBe(3);
  });

  it('a wrong code says how many attempts are left, in the caller’s language', async () => {
    const { sessionId, code } = await pendingSignIn();
    const en = await validate(bank, sessionId, wrong(code));
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 'OTP_INVALID',
      message: 'The code is wrong. Attempts left: 4.',
      attemptsLeft: 4,
    });
    const az = await validate(bank, sessionId, wrong(code), { language: 'az' });
    expect(az.json().message).toBe('Kod yanlışdır. Qalan cəhdlər: 3.');
    const ru = await validate(bank, sessionId, wrong(code), { language: 'ru' });
    expect(ru.json().message).toBe('Неверный код. Осталось попыток: 2.');
    expect(ru.json().attemptsLeft).toBe(2);
    expect((await validate(bank, sessionId, code)).statusCode).toBe(200);
  });

  it('are single use', async () => {
    const { sessionId, code } = await pendingSignIn();
    expect((await validate(bank, sessionId, code)).statusCode).toBe(200);
    const again = await validate(bank, sessionId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('OTP_SESSION_INVALID');
  });

  it('are bound to their session', async () => {
    const first = await pendingSignIn();
    const second = await pendingSignIn();
    const crossed = await validate(bank, first.sessionId, second.code);
    expect(crossed.json().code).toBe('OTP_INVALID');
    expect((await validate(bank, second.sessionId, second.code)).statusCode).toBe(200);
  });

  it('an unknown session is refused', async () => {
    const response = await validate(bank, 'no-such-session', '123456');
    expect(response.json().code).toBe('OTP_SESSION_INVALID');
  });

  it('expire after 5 minutes', async () => {
    const { sessionId, code } = await pendingSignIn();
    bank.clock.advance({ minutes: 5 });
    const response = await validate(bank, sessionId, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'OTP_EXPIRED',
      message: 'The code has expired. Request a new code.',
    });
  });

  it('die after 5 wrong tries: the right code is refused after that', async () => {
    const { sessionId, code } = await pendingSignIn();
    for (let i = 0; i < 4; i++) await validate(bank, sessionId, wrong(code));
    const fifth = await validate(bank, sessionId, wrong(code));
    expect(fifth.json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
    const right = await validate(bank, sessionId, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many wrong codes. Start again to get a new code.',
    });
  });

  it('20 parallel wrong codes: exactly 5 counted, all refused, the right code refused after', async () => {
    const { who, sessionId, code } = await pendingSignIn();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => validate(bank, sessionId, wrong(code))),
    );
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(4);
    expect(codes.filter((c) => c === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(16);
    const [row] = await bank.database.db
      .select()
      .from(otpSessions)
      .where(eq(otpSessions.id, sessionId));
    expect(row?.attempts).toBe(5);
    expect((await validate(bank, sessionId, code)).json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
    const failures = (await auditOf(bank, 'OTP_FAILED')).filter((e) => e.customerId === who.id);
    expect(failures.length).toBe(21);
  });
});

describe('resending a code', () => {
  it('waits 60 s, sends a fresh code that replaces the old, at most 3 times', async () => {
    const { who, sessionId, code } = await pendingSignIn();
    const early = await resend(sessionId);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      code: 'OTP_RESEND_TOO_EARLY',
      message: 'You can request a new code in 60 s.',
    });
    expect(early.headers['retry-after']).toBe('60');

    bank.clock.advance({ seconds: 60 });
    const sent = await resend(sessionId, 'ru');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'OTP_SENT' });
    const fresh = await lastSms(bank, who.phone);
    expect(fresh.text).toMatch(/^Интернет-банк: код для входа/);
    expect((await validate(bank, sessionId, code)).json().code).toBe(
      code === fresh.code ? undefined : 'OTP_INVALID',
    );

    for (let i = 0; i < 2; i++) {
      bank.clock.advance({ seconds: 60 });
      expect((await resend(sessionId)).statusCode).toBe(200);
    }
    bank.clock.advance({ seconds: 60 });
    const fourth = await resend(sessionId);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('OTP_RESEND_LIMIT');
    expect(
      (await validate(bank, sessionId, (await lastSms(bank, who.phone)).code)).statusCode,
    ).toBe(200);
  });

  it('revives an expired code but keeps counting wrong tries', async () => {
    const { who, sessionId, code } = await pendingSignIn();
    for (let i = 0; i < 3; i++) await validate(bank, sessionId, wrong(code));
    bank.clock.advance({ minutes: 6 });
    expect((await validate(bank, sessionId, code)).json().code).toBe('OTP_EXPIRED');
    expect((await resend(sessionId)).statusCode).toBe(200);
    const fresh = await lastSms(bank, who.phone);
    const after = await validate(bank, sessionId, wrong(fresh.code));
    expect(after.json().message).toBe('The code is wrong. Attempts left: 1.');
  });

  it('is refused for a session whose tries are used up', async () => {
    const { sessionId, code } = await pendingSignIn();
    for (let i = 0; i < 5; i++) await validate(bank, sessionId, wrong(code));
    bank.clock.advance({ seconds: 60 });
    expect((await resend(sessionId)).json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('for an unknown identifier’s decoy session: same answers, no SMS', async () => {
    const registration = await post(bank, '/api/v1/registration', {
      identifierType: 'PIN',
      identifierValue: 'QQQQQQ1',
    });
    const { sessionId } = registration.json();
    const before = await smsCount(bank);
    bank.clock.advance({ seconds: 60 });
    expect((await resend(sessionId)).json()).toEqual({ status: 'OTP_SENT' });
    expect((await resend(sessionId)).json().code).toBe('OTP_RESEND_TOO_EARLY');
    expect(await smsCount(bank)).toBe(before);
    expect((await validate(bank, sessionId, '000000')).json().code).toBe('OTP_INVALID');
    const rows = await bank.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'REGISTRATION_UNKNOWN_IDENTIFIER'));
    expect(rows.length).toBeGreaterThan(0);
  });
});
