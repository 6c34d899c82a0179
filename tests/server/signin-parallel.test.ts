/**
 * Correct passwords are never locked out (issue 14): a customer's eight sign-ins at once each get
 * the code or, under load, a 429 SERVER_BUSY to retry, never CUSTOMER_LOCKED, and the count of
 * failures starts again. An attempt is counted only once it holds a hashing slot, so a process
 * has at most as many uncounted attempts in flight as it has slots (hashing-slots.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInGuards } from '../../server/db/schema';
import { demoPassword, type Identity, newCustomer } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

function login(app: FastifyInstance, who: Identity) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'accept-language': 'en' },
    payload: {
      identifierType: who.identifierType,
      identifierValue: who.identifierValue,
      password: demoPassword,
    },
  });
}

async function eightAtOnce(app: FastifyInstance, who: Identity) {
  const answers = await Promise.all(Array.from({ length: 8 }, () => login(app, who)));
  const outcomes = answers.map((answer) =>
    answer.statusCode === 200 ? 'OTP_SENT' : `${answer.statusCode} ${answer.json().code}`,
  );
  expect(outcomes.filter((outcome) => outcome.includes('CUSTOMER_LOCKED'))).toEqual([]);
  expect(
    outcomes.filter((outcome) => outcome !== 'OTP_SENT' && outcome !== '429 SERVER_BUSY'),
  ).toEqual([]);
  expect(outcomes).toContain('OTP_SENT');
  const [guard] = await bank.database.db
    .select()
    .from(signInGuards)
    .where(eq(signInGuards.identifierKey, `${who.identifierType}:${who.identifierValue}`));
  expect(guard).toMatchObject({ failures: 0, lockedUntil: null });
}

describe('eight correct sign-ins of one customer at once', () => {
  it('none is locked out, and the count starts again', async () => {
    await eightAtOnce(bank.app, await newCustomer(bank));
  });
});
