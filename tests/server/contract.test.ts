import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../server/db/schema';
import { installErrorHandler } from '../../server/errors/handlers';
import { loadContract } from '../../server/openapi/contract';
import {
  contractPlugin,
  registerOperation,
  registerUnimplementedOperations,
} from '../../server/openapi/operations';
import { checkResponsesAgainstContract } from '../../server/openapi/response-check';
import { signIn } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;
let accessToken: string;
beforeAll(async () => {
  bank = await startTestBank({}, { demoData: true });
  ({ accessToken } = await signIn(bank));
});
afterAll(() => bank.close());

const login = (payload: unknown, language = 'az') =>
  bank.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'accept-language': language },
    payload: payload as object,
  });

describe('requests are validated against the contract', () => {
  it.each([
    ['az', '«identifierValue» sahəsi tələb olunur'],
    ['ru', 'Поле «identifierValue» обязательно'],
    ['en', 'The field "identifierValue" is required'],
  ])('names a missing body field in %s', async (language, message) => {
    const response = await login({ identifierType: 'PIN', password: 'Demo2026!' }, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('refuses a field the contract does not have instead of dropping it', async () => {
    const response = await login(
      { identifierType: 'PIN', identifierValue: '6XK2T9P', password: 'x', admin: true },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The field "admin" is not expected in this request');
  });

  it('does not coerce body types: a number is not a string', async () => {
    const response = await login(
      { identifierType: 'PIN', identifierValue: 6, password: 'x' },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The field "identifierValue" has an invalid value');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await bank.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
      payload: '{"identifierType":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Тело запроса не является корректным JSON.',
    });
  });

  it('checks headers the contract requires', async () => {
    const response = await bank.app.inject({
      method: 'POST',
      url: '/api/v1/otp/validate',
      headers: { 'accept-language': 'en' },
      payload: { otp: '123456' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The field "session-id" is required');
  });

  it('checks query parameters the contract requires', async () => {
    const response = await bank.app.inject({
      url: '/api/v1/slots?productType=LOAN',
      headers: { authorization: accessToken },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: '«sourceId» sahəsi tələb olunur',
    });
  });

  it('changes nothing when it refuses a request', async () => {
    const before = await bank.database.db.$count(smsOutbox);
    await login({ identifierType: 'PIN' });
    await login({ identifierType: 'PIN', identifierValue: '6XK2T9P' });
    expect(await bank.database.db.$count(smsOutbox)).toBe(before);
  });
});

describe('contract operations without a handler yet', () => {
  // Every operation of the contract has its handler now: a bare app without them shows the rest.
  async function appWithoutHandlers() {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    await app.register(contractPlugin, { contract: loadContract(), authenticate: async () => {} });
    registerUnimplementedOperations(app, () => true);
    return app;
  }

  it('validate, then answer 501 NOT_IMPLEMENTED in the caller’s language', async () => {
    const app = await appWithoutHandlers();
    const response = await app.inject({
      url: '/account-application/v1/applications/LA-1/status',
      headers: { 'accept-language': 'en' },
    });
    await app.close();
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({
      code: 'NOT_IMPLEMENTED',
      message: 'This service is not ready yet.',
    });
  });

  it('route path parameters from the contract', async () => {
    const app = await appWithoutHandlers();
    const response = await app.inject({
      url: '/account-application/v1/applications/LA-1/status',
      headers: { 'accept-language': 'ru' },
    });
    await app.close();
    expect(response.statusCode).toBe(501);
    expect(response.json().message).toBe('Эта услуга пока не готова.');
  });
});

describe('response checking (tests only)', () => {
  it('turns a response that breaks the contract into a loud 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(contractPlugin, { contract: loadContract() });
    checkResponsesAgainstContract(app);
    registerOperation(app, 'listSandboxSms', async () => [{ id: 7, to: '994501234567' }] as never);
    const response = await app.inject({ url: '/sandbox/v1/sms' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('RESPONSE_OFF_CONTRACT');
    expect(response.json().message).toMatch(/listSandboxSms answered 200 off contract: .*\/0\/id/);
  });

  it('wants a file the contract declares as bytes of its media type', async () => {
    const app = Fastify({ logger: false });
    await app.register(contractPlugin, { contract: loadContract(), authenticate: async () => {} });
    checkResponsesAgainstContract(app);
    let send = (reply: FastifyReply) => reply.type('text/plain').send('not a PDF');
    registerOperation(app, 'getAccountStatement', async (_request, reply) => send(reply));
    const url = `/api/v1/accounts/${randomUUID()}/statement?from=2026-02-01&to=2026-02-28`;
    const wrong = await app.inject({ url });
    send = (reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7'));
    const right = await app.inject({ url });
    await app.close();
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().message).toBe(
      'getAccountStatement answered 200 off contract: the content type is text/plain, not application/pdf',
    );
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toBe('application/pdf');
  });
});
