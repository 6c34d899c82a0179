import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { fixedClock } from '../../server/clock';
import { outboxSmsSender } from '../../server/sms/outbox-sms-sender';
import { startTestBank, type TestBank, testConfig } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const clockOf = async (app = bank.app) => {
  const response = await app.inject({ method: 'GET', url: '/sandbox/v1/clock' });
  expect(response.statusCode).toBe(200);
  return response.json<{ now: string; offsetSeconds: number }>();
};

const move = (payload: object, language = 'en', app = bank.app) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/v1/clock',
    headers: { 'accept-language': language },
    payload,
  });

/** A second app on the same database, with its own in-process clock: another server process. */
async function secondProcess() {
  const clock = fixedClock('2026-03-02T08:00:00Z');
  return buildApp({
    config: testConfig(),
    db: bank.database.db,
    clock,
    sms: outboxSmsSender(bank.database.db, clock),
    logger: false,
    checkResponses: true,
  });
}

describe('the sandbox clock', () => {
  it('starts at real time with no offset', async () => {
    expect(await clockOf()).toEqual({ now: '2026-03-02T08:00:00Z', offsetSeconds: 0 });
  });

  it('moves forward by days, and the move is kept in the database', async () => {
    const response = await move({ days: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ now: '2026-03-05T08:00:00Z', offsetSeconds: 259_200 });
    // Real time goes on underneath; the bank stays ahead of it by the offset.
    bank.clock.advance({ minutes: 5 });
    expect(await clockOf()).toEqual({ now: '2026-03-05T08:05:00Z', offsetSeconds: 259_200 });
  });

  it('is shared with another server process on the same database, both ways', async () => {
    const other = await secondProcess();
    try {
      expect((await clockOf(other)).offsetSeconds).toBe(259_200);
      // A date means the start of that day in Baku (UTC+4).
      const moved = await move({ until: '2026-04-01' }, 'en', other);
      expect(moved.json()).toMatchObject({ now: '2026-03-31T20:00:00Z' });
      expect(await clockOf()).toMatchObject({ now: '2026-03-31T20:05:00Z' });
    } finally {
      await other.close();
    }
  });

  it('moves until a date-time', async () => {
    const response = await move({ until: '2026-04-30T19:59:00Z' });
    expect(response.json()).toMatchObject({ now: '2026-04-30T19:59:00Z' });
  });

  it.each([
    ['en', { days: -1 }, "The bank's clock can only be moved forward."],
    ['az', { until: '2026-04-01' }, 'Bankın saatı yalnız irəli çəkilə bilər.'],
    ['ru', { until: '2026-04-30T19:58:59Z' }, 'Часы банка можно переводить только вперёд.'],
  ])('refuses to go back (%s)', async (language, payload, message) => {
    const before = await clockOf();
    const response = await move(payload, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'CLOCK_CANNOT_GO_BACK', message });
    expect(await clockOf()).toEqual(before);
  });

  it.each([
    [{}, 'Give either "days" or "until" (not both).'],
    [{ days: 1, until: '2027-01-01' }, 'Give either "days" or "until" (not both).'],
    [{ until: 'tomorrow' }, 'The field "until" has an invalid value'],
    [{ days: 1.5 }, 'The field "days" has an invalid value'],
  ])('refuses an unclear move %j', async (payload, message) => {
    const response = await move(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('does not exist when the sandbox is off', async () => {
    const production = await buildApp({
      config: testConfig({ sandbox: false }),
      db: bank.database.db,
      clock: bank.clock,
      sms: bank.sms,
      logger: false,
    });
    try {
      for (const method of ['GET', 'POST'] as const) {
        const response = await production.inject({
          method,
          url: '/sandbox/v1/clock',
          payload: method === 'POST' ? { days: 1 } : undefined,
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
