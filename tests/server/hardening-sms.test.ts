/**
 * One-time-code SMS are limited per phone and per client address, per hour and per day, across
 * every operation (issue 13, M2): over a limit the answer is a translated 429 with Retry-After
 * and nothing is opened or sent.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purgeCodeSmsSends } from '../../server/auth/otp';
import { defaultCodeSmsLimits as limits } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { codeSmsSends, otpSessions } from '../../server/db/schema';
import { authorized, get, newCustomer, post, signIn, smsCount } from './support/auth';
import type { TestBank } from './support/bank';
import { type CodeSmsBank, startCodeSmsBank } from './support/code-sms';
import { create, postAs, quote } from './support/transfer-execution';

let banks: CodeSmsBank;
/** The bank with the real SMS limits. */
let bank: TestBank;
beforeAll(async () => {
  banks = await startCodeSmsBank();
  bank = banks.bank;
});
afterAll(() => banks?.close());
// Each test starts a day later, past every window of the one before.
beforeEach(() => banks.base.clock.advance({ hours: 25 }));

const ids = (who: { identifierType: string; identifierValue: string }) => ({
  identifierType: who.identifierType,
  identifierValue: who.identifierValue,
});
const register = (who: { identifierType: string; identifierValue: string }, ip = '10.9.0.1') =>
  post(bank, '/api/v1/registration', ids(who), { ip });

async function sessionsOf(customerId: string) {
  return bank.database.db.$count(otpSessions, eq(otpSessions.customerId, customerId));
}

describe('per phone', () => {
  it('the 11th code SMS in an hour is refused with 429 and Retry-After, from any address', async () => {
    const who = await newCustomer(bank);
    for (let i = 0; i < limits.perPhone.hour; i++) {
      expect((await register(who, `10.10.0.${i}`)).statusCode).toBe(200);
    }
    const sent = await smsCount(bank, who.phone);
    const sessions = await sessionsOf(who.id);
    const refused = await register(who, '10.10.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'SMS_LIMIT_REACHED',
      message: 'Too many one-time codes were asked for. Try again in 60 min.',
    });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await smsCount(bank, who.phone)).toBe(sent);
    expect(await sessionsOf(who.id)).toBe(sessions);
    // Signing in is refused the same way, and only when the code would go out.
    const login = await post(bank, '/api/v1/login', { ...ids(who), password: 'Demo2026!' });
    expect(login.statusCode).toBe(429);
    expect(login.json().code).toBe('SMS_LIMIT_REACHED');

    banks.base.clock.advance({ minutes: 30 });
    const later = await post(bank, '/api/v1/registration', ids(who), { language: 'ru' });
    expect(later.json().message).toBe(
      'Слишком много запросов одноразового кода. Попробуйте снова через 30 мин.',
    );
    expect(later.headers['retry-after']).toBe('1800');
    const az = await post(bank, '/api/v1/registration', ids(who), { language: 'az' });
    expect(az.json().message).toBe(
      'Həddindən çox birdəfəlik kod istənilib. 30 dəqiqədən sonra yenidən cəhd edin.',
    );
    banks.base.clock.advance({ minutes: 30 });
    expect((await register(who)).statusCode).toBe(200);
  });

  it('30 a day: the next waits until the first of them is a day old', async () => {
    const who = await newCustomer(bank);
    for (let hour = 0; hour < limits.perPhone.day / limits.perPhone.hour; hour++) {
      for (let i = 0; i < limits.perPhone.hour; i++) {
        expect((await register(who, `10.11.${hour}.${i}`)).statusCode).toBe(200);
      }
      banks.base.clock.advance({ hours: 1 });
    }
    const refused = await register(who, '10.11.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(21 * 3600));
  });

  it('counts every operation: sign-in, reset, resends, password change and transfer codes', async () => {
    const who = await banks.leylaIdentity();
    const before = await smsCount(bank, who.phone);
    const { accessToken } = await signIn(bank, who); // 1
    const reset = await register(who); // 2
    banks.base.clock.advance({ seconds: 61 });
    const resend = await get(bank, '/api/v1/otp/resend', {
      headers: { 'session-id': reset.json().sessionId },
    }); // 3
    expect(resend.statusCode).toBe(200);
    const change = await post(
      bank,
      '/api/v1/change-password',
      { currentPassword: 'Demo2026!', password: 'Yeni-Sifre7!', passwordConfirm: 'Yeni-Sifre7!' },
      authorized(accessToken),
    ); // 4
    expect(change.statusCode).toBe(200);
    const made = await newTransfer(accessToken); // 5
    expect(made.statusCode).toBe(201);
    const resendCode = () =>
      postAs(bank, accessToken, `/api/v1/transfers/${made.json().id}/resend-code`);
    banks.base.clock.advance({ seconds: 61 });
    expect((await resendCode()).statusCode).toBe(200); // 6
    for (let i = 0; i < 4; i++) expect((await register(who)).statusCode).toBe(200); // 10
    expect(await smsCount(bank, who.phone)).toBe(before + limits.perPhone.hour);

    const transfersBefore = await banks.transfersOfLeyla();
    const refused = await newTransfer(accessToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('SMS_LIMIT_REACHED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await banks.transfersOfLeyla()).toBe(transfersBefore);
    banks.base.clock.advance({ seconds: 61 });
    expect((await resendCode()).statusCode).toBe(429);
    expect(await smsCount(bank, who.phone)).toBe(before + limits.perPhone.hour);
  });

  it('an identifier the bank does not know is limited exactly like a customer', async () => {
    const unknown = { identifierType: 'AB', identifierValue: '7650001' };
    const known = await newCustomer(bank, { registered: false });
    for (let i = 0; i < limits.perPhone.hour; i++) {
      expect((await register(unknown, `10.12.0.${i}`)).statusCode).toBe(200);
      expect((await register(known, `10.12.1.${i}`)).statusCode).toBe(200);
    }
    const [decoy, real] = [await register(unknown), await register(known)];
    expect(decoy.statusCode).toBe(429);
    expect(decoy.json()).toEqual(real.json());
    expect(decoy.headers['retry-after']).toBe(real.headers['retry-after']);
  });
});

describe('per client address', () => {
  it('50 an hour from one address, to any phones; another address goes on', async () => {
    const ip = '10.20.0.1';
    for (let i = 0; i < limits.perAddress.hour; i++) {
      const who = await newCustomer(bank, { registered: false });
      expect((await register(who, ip)).statusCode).toBe(200);
    }
    const who = await newCustomer(bank, { registered: false });
    const refused = await register(who, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('SMS_LIMIT_REACHED');
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await smsCount(bank, who.phone)).toBe(0);
    expect((await register(who, '10.20.0.2')).statusCode).toBe(200);
  });

  it('is the client behind a trusted proxy (TRUST_PROXY), and the proxy itself otherwise', async () => {
    const limit = { perPhone: limits.perPhone, perAddress: { hour: 2, day: 10 } };
    const proxied = await banks.appOver(banks.base.database.db, banks.base.sms, {
      trustProxy: 1,
      codeSmsLimits: limit,
    });
    const direct = await banks.appOver(banks.base.database.db, banks.base.sms, {
      codeSmsLimits: limit,
    });
    const call = async (app: FastifyInstance, client: string) => {
      const who = await newCustomer(bank, { registered: false });
      return app.inject({
        method: 'POST',
        url: '/api/v1/registration',
        remoteAddress: '10.30.0.1',
        headers: { 'x-forwarded-for': client },
        payload: ids(who),
      });
    };
    try {
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await call(proxied, client)).statusCode).toBe(200);
      }
      expect((await call(proxied, '198.51.100.1')).statusCode).toBe(200);
      expect((await call(proxied, '198.51.100.1')).statusCode).toBe(429);
      // Without a trusted proxy the header is the client's say-so: the proxy's address counts.
      expect((await call(direct, '198.51.100.7')).statusCode).toBe(200);
      expect((await call(direct, '198.51.100.8')).statusCode).toBe(200);
      expect((await call(direct, '198.51.100.9')).statusCode).toBe(429);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it('counts an IPv6 client by its /64, which one subscriber holds', async () => {
    const limit = { perPhone: limits.perPhone, perAddress: { hour: 2, day: 10 } };
    const app = await banks.appOver(banks.base.database.db, banks.base.sms, {
      codeSmsLimits: limit,
    });
    const call = async (remoteAddress: string) => {
      const who = await newCustomer(bank, { registered: false });
      return app.inject({
        method: 'POST',
        url: '/api/v1/registration',
        remoteAddress,
        payload: ids(who),
      });
    };
    try {
      expect((await call('2001:db8:0:1::a')).statusCode).toBe(200);
      expect((await call('2001:db8:0:1:ffff:ffff:ffff:1')).statusCode).toBe(200);
      expect((await call('2001:0db8:0000:0001::b')).statusCode).toBe(429);
      expect((await call('2001:db8:0:2::a')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('counted in PostgreSQL', () => {
  it('two server processes at once send exactly the limit, not more', async () => {
    const second = banks.base.url
      ? await openDatabase({ dataDir: '', databaseUrl: banks.base.url })
      : null;
    const other = await banks.appOver(second?.db ?? bank.database.db, bank.sms);
    try {
      const who = await newCustomer(bank);
      const answers = await Promise.all(
        Array.from({ length: 2 * limits.perPhone.hour }, (_, i) =>
          (i % 2 ? other : bank.app).inject({
            method: 'POST',
            url: '/api/v1/registration',
            remoteAddress: `10.40.0.${i}`,
            payload: ids(who),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(limits.perPhone.hour);
      expect(statuses.filter((status) => status === 429)).toHaveLength(limits.perPhone.hour);
      expect(await smsCount(bank, who.phone)).toBe(limits.perPhone.hour);
    } finally {
      await other.close();
      await second?.close();
    }
  });
});

describe('the record of code SMS', () => {
  it('is kept a day, as long as the longest window, then purged', async () => {
    const who = await newCustomer(bank);
    await register(who);
    const sendsOf = () =>
      bank.database.db.$count(codeSmsSends, eq(codeSmsSends.recipient, who.phone));
    expect(await sendsOf()).toBe(1);
    banks.base.clock.advance({ hours: 23, minutes: 59 });
    await purgeCodeSmsSends(bank.database.db, banks.base.clock.now());
    expect(await sendsOf()).toBe(1);
    banks.base.clock.advance({ minutes: 1 });
    await purgeCodeSmsSends(bank.database.db, banks.base.clock.now());
    expect(await sendsOf()).toBe(0);
  });
});

async function newTransfer(token: string) {
  const priced = await quote(bank, token, banks.toElvin(5));
  return create(bank, token, priced.id);
}
