/**
 * getBankCalendar and listExchangeRates: the bank's date and time follow the sandbox clock, days
 * are Baku days, business days skip weekends and (moved) holidays; the rates a new bank starts
 * with. Outside the sandbox the reference data is there and the sandbox's is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDirectory, ipsDirectory } from '../../server/db/schema';
import { startTestBank, type TestBank } from './support/bank';
import { moveClockTo } from './support/transfers';

let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(async () => {
  await bank.close();
});

const calendar = async () => {
  const response = await bank.app.inject({ url: '/api/v1/bank-calendar' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('getBankCalendar', () => {
  it('tells the bank’s now and today, without signing in', async () => {
    expect(await calendar()).toEqual({
      now: '2026-03-02T08:00:00Z',
      today: '2026-03-02',
      timeZone: 'Asia/Baku',
      businessDay: true,
      nextBusinessDay: '2026-03-03',
      cutOff: '17:00',
    });
  });

  it('counts days in Baku: 20:30 UTC is already tomorrow', async () => {
    await moveClockTo(bank, '2026-03-02T20:30:00Z');
    expect(await calendar()).toMatchObject({
      now: '2026-03-02T20:30:00Z',
      today: '2026-03-03',
      businessDay: true,
      nextBusinessDay: '2026-03-04',
    });
  });

  it('skips the weekend and the Monday off for Women’s Day on a Sunday', async () => {
    await moveClockTo(bank, '2026-03-07');
    expect(await calendar()).toMatchObject({
      now: '2026-03-06T20:00:00Z',
      today: '2026-03-07',
      businessDay: false,
      nextBusinessDay: '2026-03-10',
    });
  });
});

describe('listExchangeRates', () => {
  it('gives the bank’s buy and sell rates in both directions, without signing in', async () => {
    const response = await bank.app.inject({ url: '/api/v1/exchange-rates' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { from: 'AZN', to: 'EUR', rate: 0.501253 },
      { from: 'AZN', to: 'USD', rate: 0.58651 },
      { from: 'EUR', to: 'AZN', rate: 1.965 },
      { from: 'EUR', to: 'USD', rate: 1.152492 },
      { from: 'USD', to: 'AZN', rate: 1.695 },
      { from: 'USD', to: 'EUR', rate: 0.849624 },
    ]);
  });
});

describe('outside the sandbox', () => {
  it('has the bank directory and the rates, but no IPS directory and no sandbox calls', async () => {
    const production = await startTestBank({ sandbox: false });
    try {
      const { db } = production.database;
      expect(await db.$count(bankDirectory)).toBe(12);
      expect(await db.$count(ipsDirectory)).toBe(0);
      const rates = await production.app.inject({ url: '/api/v1/exchange-rates' });
      expect(rates.json()).toHaveLength(6);
      const sandbox = await production.app.inject({ url: '/sandbox/v1/ips-directory' });
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
