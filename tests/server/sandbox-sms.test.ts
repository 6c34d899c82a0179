import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
  await bank.sms.send('994501234567', 'Birdəfəlik kod: 111111');
  bank.clock.advance({ seconds: 30 });
  await bank.sms.send('994701112233', 'Birdəfəlik kod: 222222');
  // Same instant as the next one: the outbox must still keep the order they were sent in.
  bank.clock.advance({ seconds: 30 });
  await bank.sms.send('994501234567', 'Birdəfəlik kod: 333333');
  await bank.sms.send('994501234567', 'Birdəfəlik kod: 444444');
});
afterAll(() => bank.close());

async function outbox(query = '', language = 'az') {
  return bank.app.inject({
    method: 'GET',
    url: `/sandbox/v1/sms${query}`,
    headers: { 'accept-language': language },
  });
}

describe('GET /sandbox/v1/sms', () => {
  it('lists every message newest first', async () => {
    const response = await outbox();
    expect(response.statusCode).toBe(200);
    const messages =
      response.json<Array<{ id: string; to: string; text: string; createdAt: string }>>();
    expect(messages.map((m) => m.text.slice(-6))).toEqual(['444444', '333333', '222222', '111111']);
    expect(messages[3]).toMatchObject({ to: '994501234567', createdAt: '2026-03-02T08:00:00Z' });
    expect(new Set(messages.map((m) => m.id)).size).toBe(4);
  });

  it.each(['501234567', '994501234567'])('filters by recipient written as %s', async (to) => {
    const response = await outbox(`?to=${to}`);
    expect(response.statusCode).toBe(200);
    const messages = response.json<Array<{ to: string; text: string }>>();
    expect(messages.map((m) => m.text.slice(-6))).toEqual(['444444', '333333', '111111']);
    expect(messages.every((m) => m.to === '994501234567')).toBe(true);
  });

  it('answers an empty list for a phone with no messages', async () => {
    expect((await outbox('?to=994999999999')).json()).toEqual([]);
  });

  it.each([
    [
      'az',
      'Telefon nömrəsi 9 rəqəmdən (ölkə kodu olmadan) və ya 994 ilə başlayan 12 rəqəmdən ibarət olmalıdır',
    ],
    [
      'ru',
      'Номер телефона должен состоять из 9 цифр (без кода страны) или из 12 цифр, начиная с 994',
    ],
    [
      'en',
      'The phone number must be 9 digits (without the country code) or 12 digits starting with 994',
    ],
  ])('refuses a 10-digit phone in %s', async (language, message) => {
    const response = await outbox('?to=0501234567', language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it.each([
    ['az', '«to» sahəsinin dəyəri yanlışdır'],
    ['ru-RU,ru;q=0.9', 'Поле «to» заполнено неверно'],
    ['en-GB', 'The field "to" has an invalid value'],
  ])('refuses a phone with letters, per the contract, in %s', async (language, message) => {
    const response = await outbox('?to=50123abcd', language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });
});

describe('sandbox mode off (production)', () => {
  let production: TestBank;
  beforeAll(async () => {
    production = await startTestBank({ sandbox: false, nodeEnv: 'production' });
  });
  afterAll(() => production.close());

  it.each(['/sandbox/v1/sms', '/sandbox/v1/sms?to=501234567', '/sandbox/anything'])(
    'answers 404 JSON at %s',
    async (url) => {
      const response = await production.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Bu ünvanda heç nə tapılmadı.',
      });
    },
  );
});
