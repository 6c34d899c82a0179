import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { outboxSmsSender } from '../../server/sms/outbox-sms-sender';
import { get, lastSms, newCustomer, post, startLogin, validate } from './support/auth';
import { startTestBank, type TestBank, testConfig } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank({
    authRateLimitPerIp: 6,
    authRateLimitPerIdentifier: 3,
    authRateLimitWindowSeconds: 600,
  });
});
afterAll(() => bank.close());

const registration = (identifierValue: string, ip: string, language = 'en') =>
  post(bank, '/api/v1/registration', { identifierType: 'PIN', identifierValue }, { ip, language });

describe('rate limits, counted in the database', () => {
  it('per identifier: the 4th call in the window gets 429 with Retry-After, from any IP', async () => {
    const statuses = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      statuses.push((await registration('RLIMIT1', ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await registration('RLIMIT1', '10.0.0.5', 'ru');
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Слишком много запросов. Попробуйте снова через 600 с.',
    });
    expect(limited.headers['retry-after']).toBe('600');
  });

  it('per IP: the 7th call from one address is refused, another address still works', async () => {
    const ip = '10.1.0.1';
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await registration(`RLIP00${i}`, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await registration('RLIP009', '10.1.0.2')).statusCode).toBe(200);
  });

  it('the window ends with the clock', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 6; i++) await registration(`RLWIN0${i}`, ip);
    expect((await registration('RLWIN09', ip)).statusCode).toBe(429);
    bank.clock.advance({ seconds: 600 });
    expect((await registration('RLWIN09', ip)).statusCode).toBe(200);
  });

  it('cover sign-in, code validation and resend too', async () => {
    const who = await newCustomer(bank);
    const login = (ip: string) =>
      post(
        bank,
        '/api/v1/login',
        { identifierType: who.identifierType, identifierValue: who.identifierValue, password: 'x' },
        { ip },
      );
    for (let i = 0; i < 3; i++) await login(`10.3.0.${i}`);
    expect((await login('10.3.0.9')).json().code).toBe('RATE_LIMITED');

    const other = await newCustomer(bank);
    const sessionId = await startLogin(bank, other);
    const ip = { ip: '10.4.0.1' };
    for (let i = 0; i < 3; i++) await validate(bank, sessionId, '000000', ip);
    expect((await validate(bank, sessionId, '000000', ip)).json().code).toBe('RATE_LIMITED');
    const resend = () =>
      get(bank, '/api/v1/otp/resend', { ip: '10.5.0.1', headers: { 'session-id': sessionId } });
    for (let i = 0; i < 3; i++) await resend();
    expect((await resend()).json().code).toBe('RATE_LIMITED');
  });
});

describe('several server processes on one database', () => {
  it('agree on the code key and the counters', async () => {
    // On PGlite the second "process" shares the connection; on PostgreSQL it has its own pool.
    const second = bank.url
      ? await openDatabase({ dataDir: '', databaseUrl: bank.url })
      : undefined;
    const db = second?.db ?? bank.database.db;
    const app = await buildApp({
      config: testConfig({ authRateLimitPerIp: 6, authRateLimitPerIdentifier: 3 }),
      db,
      clock: bank.clock,
      sms: outboxSmsSender(db, bank.clock),
      logger: false,
    });
    try {
      const who = await newCustomer(bank);
      const sessionId = await startLogin(bank, who);
      const { code } = await lastSms(bank, who.phone);
      const validated = await app.inject({
        method: 'POST',
        url: '/api/v1/otp/validate',
        headers: { 'session-id': sessionId },
        payload: { otp: code },
      });
      expect(validated.statusCode).toBe(200);
      const limitedElsewhere = await app.inject({
        method: 'POST',
        url: '/api/v1/registration',
        payload: { identifierType: 'PIN', identifierValue: 'RLIMIT1' },
      });
      expect(limitedElsewhere.statusCode).toBe(429);
    } finally {
      await app.close();
      await second?.close();
    }
  });
});
