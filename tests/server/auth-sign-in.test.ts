import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, signInGuards } from '../../server/db/schema';
import {
  auditOf,
  authorized,
  demoPassword,
  get,
  lastSms,
  leyla,
  newCustomer,
  post,
  signIn,
  smsCount,
} from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank({}, { demoData: true });
});
afterAll(() => bank.close());

const login = (body: object, language = 'en') => post(bank, '/api/v1/login', body, { language });

describe('sign-in with each kind of identifier', () => {
  it.each([
    ['FIN', { identifierType: 'PIN', identifierValue: '6XK2T9P', phone: '994501234567' }],
    ['TRP', { identifierType: 'TRP', identifierValue: 'TR1234567', phone: '994701112233' }],
    [
      'foreign passport',
      { identifierType: 'AB', identifierValue: '1234567', phone: '994772223344' },
    ],
  ])('%s: password, SMS code, tokens', async (_kind, who) => {
    const tokens = await signIn(bank, who);
    expect(tokens.status).toBe('SUCCESS');
    const info = await get(bank, '/api/v1/user/info', authorized(tokens.accessToken));
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      identifierType: who.identifierType,
      identifierValue: who.identifierValue,
    });
  });

  it.each([
    ['an old-generation ID card (AZE + 8 digits)', 'AZE12345678'],
    ['a new-generation ID card (AA + 7 digits)', 'AA1234567'],
  ])('the number of %s leads to the customer whose FIN it carries', async (_kind, number) => {
    const tokens = await signIn(bank, {
      identifierType: 'IDC',
      identifierValue: number,
      phone: '994501234567',
    });
    const info = await get(bank, '/api/v1/user/info', authorized(tokens.accessToken));
    // The customer is still known by their FIN.
    expect(info.json()).toMatchObject({ identifierType: 'PIN', identifierValue: '6XK2T9P' });
  });

  it('refuses an ID card number of neither generation, in the caller’s language', async () => {
    for (const identifierValue of ['AZE1234567', 'AA12345678', 'AB1234567', 'AZE1234567X']) {
      const response = await login({ identifierType: 'IDC', identifierValue, password: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'IDENTIFIER_INVALID' });
    }
    const az = await login({ identifierType: 'IDC', identifierValue: 'AZE1', password: 'x' }, 'az');
    expect(az.json().message).toMatch(/AZE və 8 rəqəm/);
  });

  it('answers an unknown ID card number like any unknown identifier', async () => {
    const unknown = await login({
      identifierType: 'IDC',
      identifierValue: 'AZE87654321',
      password: demoPassword,
    });
    const known = await login({ ...ids(leyla), password: 'Wrong2026!' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(known.json()).sort());
  });

  it('PRP: a customer with a permanent residence permit signs in', async () => {
    const who = await newCustomer(bank, { identifierType: 'PRP', identifierValue: 'PR7654321' });
    expect((await signIn(bank, who)).accessToken).toBeTruthy();
  });

  it('answers OTP_SENT with the session and operation, and texts the code in the caller’s language', async () => {
    const response = await login({ ...ids(leyla), password: demoPassword }, 'az');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OTP_SENT',
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      otpOperation: 'LOGIN',
    });
    const sms = await lastSms(bank, leyla.phone);
    expect(sms.text).toBe(`İnternet Bank: giriş kodu ${sms.code}. Kodu heç kimə deməyin.`);
    await login({ ...ids(leyla), password: demoPassword }, 'ru');
    expect((await lastSms(bank, leyla.phone)).text).toMatch(
      /^Интернет-банк: код для входа \d{6}\./,
    );
  });

  it('shows the customer with a masked phone', async () => {
    const { accessToken } = await signIn(bank);
    const info = await get(bank, '/api/v1/user/info', authorized(accessToken));
    expect(info.json()).toEqual({
      id: expect.any(String),
      firstName: 'Leyla',
      lastName: 'Məmmədova',
      identifierType: 'PIN',
      identifierValue: '6XK2T9P',
      phoneNumber: '+994 50 *** ** 67',
    });
  });
});

describe('identifiers are checked by the bank', () => {
  it.each([
    [
      'PIN',
      '6XK2T9',
      'en',
      'The FIN must be exactly 7 characters: capital Latin letters and digits.',
    ],
    [
      'PIN',
      '6XK2T9PP',
      'ru',
      'ФИН должен состоять из 7 символов: заглавных латинских букв и цифр.',
    ],
    [
      'TRP',
      'TR12',
      'az',
      'Sənədin nömrəsi 6–12 simvoldan ibarət olmalıdır: böyük latın hərfləri və rəqəmlər.',
    ],
    [
      'PRP',
      'ABCDEFGH',
      'en',
      'The document number must be 6 to 12 characters: capital Latin letters and digits.',
    ],
    ['A1', '1234567', 'en', 'The passport series must be 1 to 4 capital Latin letters.'],
    [
      'AB',
      '12',
      'en',
      'The passport number must be 5 to 12 characters: capital Latin letters and digits.',
    ],
  ])(
    '%s %s (%s) → 400 IDENTIFIER_INVALID',
    async (identifierType, identifierValue, language, message) => {
      const before = await smsCount(bank);
      const response = await login({ identifierType, identifierValue, password: 'x' }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'IDENTIFIER_INVALID', message });
      expect(await smsCount(bank)).toBe(before);
    },
  );

  it('lower-case FIN is refused by the contract', async () => {
    const response = await login({
      identifierType: 'PIN',
      identifierValue: '6xk2t9p',
      password: 'x',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a wrong factor is never named', () => {
  it('wrong password, unknown identifier and unregistered customer get one generic answer and no SMS', async () => {
    const before = await smsCount(bank);
    const answers = await Promise.all([
      login({ ...ids(leyla), password: 'Wrong2026!' }),
      login({ identifierType: 'PIN', identifierValue: 'ZZZZZZ9', password: demoPassword }),
      login({ identifierType: 'PIN', identifierValue: '3TW7E8R', password: demoPassword }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(400);
      // Each identifier's first failure: the same count whether a customer has it or not.
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'The identifier or password is wrong. Attempts left: 4.',
        attemptsLeft: 4,
      });
    }
    expect(await smsCount(bank)).toBe(before);
    await bank.database.db.delete(signInGuards);
  });

  it('an unknown identifier takes about as long as a known one (a decoy password check)', async () => {
    const time = async (identifierValue: string) => {
      const started = performance.now();
      await login({ identifierType: 'PIN', identifierValue, password: 'Wrong2026!' });
      return performance.now() - started;
    };
    await time('ZZZZZZ8'); // the decoy hash is made once per process
    // Taken in turns, so a moment of load on a shared machine falls on both; medians of seven.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let turn = 0; turn < 7; turn++) {
      known.push(await time('6XK2T9P'));
      unknown.push(await time('ZZZZZZ8'));
      await bank.database.db.delete(signInGuards); // never five failures: a lock answers at once
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3] ?? 0;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    expect(median(unknown)).toBeLessThan(median(known) * 2.5);
  });

  it('passwords are stored as argon2id hashes', async () => {
    const [row] = await bank.database.db
      .select()
      .from(customers)
      .where(eq(customers.identifierValue, '6XK2T9P'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(row?.passwordHash ?? '', demoPassword)).toBe(true);
  });
});

describe('five failed sign-ins lock the identifier for 15 minutes', () => {
  it('locks, says so in every language, refuses even the right password, and unlocks after 15 min', async () => {
    const who = await newCustomer(bank);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await login({ ...ids(who), password: 'Wrong2026!' });
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        attemptsLeft: 5 - attempt,
      });
    }
    const fifth = await login({ ...ids(who), password: 'Wrong2026!' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: 'CUSTOMER_LOCKED',
      message: 'Too many failed sign-in attempts. Sign-in is locked for now; try again in 15 min.',
    });
    expect(fifth.headers['retry-after']).toBe('900');
    const right = await login({ ...ids(who), password: demoPassword }, 'az');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Çoxlu uğursuz giriş cəhdi/);
    const ru = await login({ ...ids(who), password: demoPassword }, 'ru');
    expect(ru.json().message).toMatch(/^Слишком много неудачных попыток входа/);
    bank.clock.advance({ minutes: 14 });
    expect((await login({ ...ids(who), password: demoPassword })).statusCode).toBe(429);
    bank.clock.advance({ minutes: 1 });
    expect((await login({ ...ids(who), password: demoPassword })).statusCode).toBe(200);
  });

  it('a right password in between starts the count again', async () => {
    const who = await newCustomer(bank);
    for (let i = 0; i < 4; i++) await login({ ...ids(who), password: 'Wrong2026!' });
    expect((await login({ ...ids(who), password: demoPassword })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login({ ...ids(who), password: 'Wrong2026!' })).statusCode).toBe(400);
    }
  });

  it('an unknown identifier locks exactly like a known one', async () => {
    const unknown = { identifierType: 'TRP', identifierValue: 'TR0000001' };
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await login({ ...unknown, password: 'Wrong2026!' })).json().code);
    expect(codes).toEqual([
      ...Array(4).fill('INVALID_CREDENTIALS'),
      'CUSTOMER_LOCKED',
      'CUSTOMER_LOCKED',
    ]);
  });

  it('20 parallel wrong passwords: locked, with never more than 5 passwords checked', async () => {
    const who = await newCustomer(bank);
    const wrong = () => login({ ...ids(who), password: 'Wrong2026!' });
    const answers = await Promise.all(Array.from({ length: 20 }, wrong));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(4);
    // The others are locked out, or refused as busy past the machine's hashing slots, before
    // anything is checked or counted (issue 13, L10).
    const refusals = ['INVALID_CREDENTIALS', 'CUSTOMER_LOCKED', 'SERVER_BUSY'];
    expect(codes.filter((c) => !refusals.includes(c))).toEqual([]);
    // However many the slots let in, one by one the 5th failure locks.
    let code = codes.includes('CUSTOMER_LOCKED') ? 'CUSTOMER_LOCKED' : '';
    for (let i = 0; i < 5 && code !== 'CUSTOMER_LOCKED'; i++) code = (await wrong()).json().code;
    expect(code).toBe('CUSTOMER_LOCKED');
    const failed = (await auditOf(bank, 'SIGN_IN_FAILED')).filter((e) => e.customerId === who.id);
    expect(failed).toHaveLength(5);
    expect((await login({ ...ids(who), password: demoPassword })).statusCode).toBe(429);
  });

  it('a right password racing 19 wrong ones gets no more than 5 guesses in', async () => {
    const who = await newCustomer(bank);
    const passwords = Array.from({ length: 20 }, (_, i) =>
      i === 10 ? demoPassword : 'Wrong2026!',
    );
    await Promise.all(passwords.map((password) => login({ ...ids(who), password })));
    const [guard] = await bank.database.db
      .select()
      .from(signInGuards)
      .where(eq(signInGuards.identifierKey, `PIN:${who.identifierValue}`));
    expect(guard?.failures).toBeLessThanOrEqual(5);
  });
});

describe('the audit trail', () => {
  it('records sign-ins, failures and locks with IP and user agent', async () => {
    const who = await newCustomer(bank);
    await bank.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { ...ids(who), password: 'Wrong2026!' },
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    await signIn(bank, who);
    const failed = (await auditOf(bank, 'SIGN_IN_FAILED')).find((e) => e.customerId === who.id);
    expect(failed).toMatchObject({ ip: '203.0.113.7', userAgent: 'AuditTest/1.0' });
    expect(failed?.details).toMatchObject({ failures: 1 });
    expect((await auditOf(bank, 'SIGN_IN')).some((e) => e.customerId === who.id)).toBe(true);
    expect((await auditOf(bank, 'CUSTOMER_LOCKED')).length).toBeGreaterThan(0);
  });
});

function ids(who: { identifierType: string; identifierValue: string }) {
  return { identifierType: who.identifierType, identifierValue: who.identifierValue };
}
