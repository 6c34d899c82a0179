import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema';
import {
  auditOf,
  authorized,
  demoPassword,
  elvin,
  get,
  lastSms,
  newCustomer,
  post,
  signIn,
  smsCount,
  validate,
} from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank({}, { demoData: true });
});
afterAll(() => bank.close());

const newPassword = 'Yeni-Şifrə7';

const register = (who: { identifierType: string; identifierValue: string }, language = 'en') =>
  post(
    bank,
    '/api/v1/registration',
    { identifierType: who.identifierType, identifierValue: who.identifierValue },
    { language },
  );

const setPassword = (
  sessionId: string,
  registrationToken: string,
  body: { password: string; passwordConfirm: string },
  language = 'en',
) =>
  post(bank, '/api/v1/registration/set-password', body, {
    language,
    headers: { 'session-id': sessionId, 'registration-token': registrationToken },
  });

/** Registration call and its code: the session and registration token set-password needs. */
async function confirmedRegistration(who: {
  identifierType: string;
  identifierValue: string;
  phone: string;
}) {
  const started = await register(who);
  expect(started.statusCode).toBe(200);
  const { sessionId, otpOperation } = started.json();
  const { code } = await lastSms(bank, who.phone);
  const validated = await validate(bank, sessionId, code);
  expect(validated.statusCode).toBe(200);
  expect(Object.keys(validated.json()).sort()).toEqual(['registrationToken', 'status']);
  return {
    sessionId,
    otpOperation,
    registrationToken: validated.json().registrationToken as string,
  };
}

describe('registration of a customer of the bank', () => {
  it('3TW7E8R registers through set-password and can then sign in', async () => {
    const started = await register(elvin, 'az');
    expect(started.json()).toEqual({
      status: 'OTP_SENT',
      sessionId: expect.any(String),
      otpOperation: 'REGISTRATION',
    });
    expect((await lastSms(bank, elvin.phone)).text).toMatch(
      /^İnternet Bank: qeydiyyat kodu \d{6}\./,
    );
    const { code } = await lastSms(bank, elvin.phone);
    const validated = await validate(bank, started.json().sessionId, code);
    const { registrationToken } = validated.json();
    const done = await setPassword(started.json().sessionId, registrationToken, {
      password: newPassword,
      passwordConfirm: newPassword,
    });
    expect(done.statusCode).toBe(200);
    const tokens = done.json();
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken']);
    expect((await get(bank, '/api/v1/user/info', authorized(tokens.accessToken))).statusCode).toBe(
      200,
    );

    const [row] = await bank.database.db
      .select()
      .from(customers)
      .where(eq(customers.identifierValue, elvin.identifierValue));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.registeredAt).toBeInstanceOf(Date);
    expect((await signIn(bank, elvin, newPassword)).accessToken).toBeTruthy();
    expect((await auditOf(bank, 'REGISTERED')).some((e) => e.customerId === row?.id)).toBe(true);
  });

  it('a registration token works once', async () => {
    const who = await newCustomer(bank, { registered: false });
    const { sessionId, registrationToken } = await confirmedRegistration(who);
    const body = { password: newPassword, passwordConfirm: newPassword };
    expect((await setPassword(sessionId, registrationToken, body)).statusCode).toBe(200);
    const again = await setPassword(sessionId, registrationToken, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('REGISTRATION_TOKEN_INVALID');
  });

  it('a wrong or expired registration token is refused', async () => {
    const who = await newCustomer(bank, { registered: false });
    const { sessionId, registrationToken } = await confirmedRegistration(who);
    const body = { password: newPassword, passwordConfirm: newPassword };
    const forged = await setPassword(sessionId, 'a'.repeat(43), body);
    expect(forged.json().code).toBe('REGISTRATION_TOKEN_INVALID');
    bank.clock.advance({ minutes: 16 });
    expect((await setPassword(sessionId, registrationToken, body)).json().code).toBe(
      'REGISTRATION_TOKEN_INVALID',
    );
  });
});

describe('the password policy is the bank’s', () => {
  it.each([
    ['short1!A', 'Short1!', 'Short1!', 'PASSWORD_WEAK'],
    ['no upper case', 'lower-case1', 'lower-case1', 'PASSWORD_WEAK'],
    ['no lower case', 'UPPER-CASE1', 'UPPER-CASE1', 'PASSWORD_WEAK'],
    ['no digit', 'No-Digits-Here', 'No-Digits-Here', 'PASSWORD_WEAK'],
    ['no special character', 'NoSpecial1', 'NoSpecial1', 'PASSWORD_WEAK'],
    ['empty', '', '', 'PASSWORD_WEAK'],
    ['repeat missing', newPassword, '', 'PASSWORD_REPEAT_REQUIRED'],
    ['repeat different', newPassword, `${newPassword}x`, 'PASSWORDS_DO_NOT_MATCH'],
  ])('%s → 400 %s, and the token stays usable', async (_case, password, passwordConfirm, code) => {
    const who = await newCustomer(bank, { registered: false });
    const { sessionId, registrationToken } = await confirmedRegistration(who);
    const refused = await setPassword(sessionId, registrationToken, { password, passwordConfirm });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(code);
    const [row] = await bank.database.db.select().from(customers).where(eq(customers.id, who.id));
    expect(row?.passwordHash).toBeNull();
    const body = { password: newPassword, passwordConfirm: newPassword };
    expect((await setPassword(sessionId, registrationToken, body)).statusCode).toBe(200);
  });

  it.each([
    [
      'en',
      'The password is too weak: use at least 8 characters with upper and lower case letters, a digit and a special character.',
      'Repeat the password.',
      'The passwords do not match.',
    ],
    [
      'ru',
      'Слабый пароль: нужно не менее 8 символов, заглавные и строчные буквы, цифра и специальный символ.',
      'Повторите пароль.',
      'Пароли не совпадают.',
    ],
    [
      'az',
      'Şifrə zəifdir: ən azı 8 simvol, böyük və kiçik hərflər, rəqəm və xüsusi simvol olmalıdır.',
      'Şifrəni təkrar daxil edin.',
      'Şifrələr üst-üstə düşmür.',
    ],
  ])('messages in %s', async (language, weak, repeat, mismatch) => {
    const messageFor = async (password: string, passwordConfirm: string) =>
      (await setPassword('s', 't'.repeat(20), { password, passwordConfirm }, language)).json()
        .message;
    expect(await messageFor('weak', 'weak')).toBe(weak);
    expect(await messageFor(newPassword, '')).toBe(repeat);
    expect(await messageFor(newPassword, 'Other-Pass1')).toBe(mismatch);
  });
});

describe('password reset (registration of a registered customer)', () => {
  it('sets the new password, ends every other session and lifts a lock', async () => {
    const who = await newCustomer(bank);
    const before = await signIn(bank, who);
    for (let i = 0; i < 5; i++) {
      await post(bank, '/api/v1/login', { ...idsOf(who), password: 'Wrong2026!' });
    }
    const { sessionId, otpOperation, registrationToken } = await confirmedRegistration(who);
    // The answer is a registration's; only the SMS says the customer is registered (L2).
    expect(otpOperation).toBe('REGISTRATION');
    expect((await lastSms(bank, who.phone)).text).toMatch(/you are registered already/);
    const reset = await setPassword(sessionId, registrationToken, {
      password: newPassword,
      passwordConfirm: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await get(bank, '/api/v1/user/info', authorized(before.accessToken))).statusCode).toBe(
      401,
    );
    expect(
      (await get(bank, '/api/v1/user/info', authorized(reset.json().accessToken))).statusCode,
    ).toBe(200);
    const old = await post(bank, '/api/v1/login', { ...idsOf(who), password: demoPassword });
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(bank, who, newPassword)).accessToken).toBeTruthy();
    expect((await auditOf(bank, 'PASSWORD_RESET')).some((e) => e.customerId === who.id)).toBe(true);
  });
});

describe('an identifier the bank does not know', () => {
  it('gets the same answer as an unregistered customer, no SMS, and a session that behaves the same', async () => {
    const before = await smsCount(bank);
    const unknown = await register({ identifierType: 'AB', identifierValue: '7654321' });
    const known = await register(await newCustomer(bank, { registered: false }));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(known.json()).sort());
    expect(unknown.json()).toMatchObject({ status: 'OTP_SENT', otpOperation: 'REGISTRATION' });
    expect(unknown.json().sessionId).toHaveLength(known.json().sessionId.length);
    expect(await smsCount(bank)).toBe(before + 1);
    const decoy = await validate(bank, unknown.json().sessionId, '123456');
    const real = await validate(bank, known.json().sessionId, '000000');
    expect(decoy.statusCode).toBe(400);
    // Same code, same message, same attempts left: nothing tells the two apart.
    expect(decoy.json()).toEqual(real.json());
  });
});

function idsOf(who: { identifierType: string; identifierValue: string }) {
  return { identifierType: who.identifierType, identifierValue: who.identifierValue };
}
