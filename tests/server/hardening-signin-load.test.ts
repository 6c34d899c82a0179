/**
 * Password hashing under load (issue 13, L10): argon2id keeps its cost, at most as many hashes
 * run at once as the machine has slots for and a few wait; the rest are refused at once with a
 * translated 429 SERVER_BUSY and Retry-After, before anything is counted, so a customer is
 * never locked out by load and nobody waits unboundedly.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordHashing } from '../../server/auth/hashing-slots';
import { signInGuards } from '../../server/db/schema';
import { demoPassword, type Identity, newCustomer, post, startLogin } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const login = (who: Identity, language = 'en') =>
  post(
    bank,
    '/api/v1/login',
    {
      identifierType: who.identifierType,
      identifierValue: who.identifierValue,
      password: demoPassword,
    },
    { language },
  );

async function timed(who: Identity) {
  const started = performance.now();
  const answer = await login(who);
  return { who, answer, ms: performance.now() - started };
}

/** Holds every slot and every place in the queue until `release` is called. */
function fillHashing() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holders = Array.from({ length: passwordHashing.slots + passwordHashing.queue }, () =>
    passwordHashing.run(() => held),
  );
  return async () => {
    release();
    await Promise.all(holders);
  };
}

describe('many sign-ins at once', () => {
  it('beyond the slots and the queue get 429 at once; the others go in without a long wait', async () => {
    const { slots, queue } = passwordHashing;
    const one = await timed(await newCustomer(bank));
    expect(one.answer.statusCode).toBe(200);
    const crowd: Identity[] = [];
    for (let i = 0; i < slots + queue + 30; i++) crowd.push(await newCustomer(bank));

    const answers = await Promise.all(crowd.map(timed));
    const busy = answers.filter(({ answer }) => answer.statusCode === 429);
    const admitted = answers.filter(({ answer }) => answer.statusCode === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + admitted.length).toBe(crowd.length);
    for (const { answer } of busy) {
      expect(answer.json()).toEqual({
        code: 'SERVER_BUSY',
        message: 'The bank is busy right now. Try again in 1 s.',
      });
      expect(answer.headers['retry-after']).toBe('1');
    }
    // A refusal does not wait for a hash; an admitted sign-in waits for at most its queue.
    const rounds = Math.ceil((slots + queue) / slots) + 1;
    expect(Math.max(...busy.map(({ ms }) => ms))).toBeLessThan(
      Math.max(...admitted.map(({ ms }) => ms)),
    );
    expect(Math.max(...admitted.map(({ ms }) => ms))).toBeLessThan(rounds * one.ms * 3 + 2000);

    // Nothing was counted against the refused: they sign in at once.
    for (const { who } of busy.slice(0, 3)) expect((await login(who)).statusCode).toBe(200);
  }, 120_000);

  it('a refusal is never a failed sign-in: 10 refused, then the right password is let in', async () => {
    const who = await newCustomer(bank);
    const releaseHashing = fillHashing();
    try {
      for (let i = 0; i < 10; i++) {
        const refused = await login(who, i % 2 ? 'ru' : 'az');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe('SERVER_BUSY');
      }
      expect((await login(who, 'ru')).json().message).toBe(
        'Банк сейчас перегружен. Попробуйте снова через 1 с.',
      );
      expect((await login(who, 'az')).json().message).toBe(
        'Bank hazırda çox məşğuldur. 1 saniyədən sonra yenidən cəhd edin.',
      );
    } finally {
      await releaseHashing();
    }
    const guards = await bank.database.db
      .select()
      .from(signInGuards)
      .where(eq(signInGuards.identifierKey, `${who.identifierType}:${who.identifierValue}`));
    expect(guards).toEqual([]);
    expect(await startLogin(bank, who)).toBeTruthy();
  });
});

/** The hashing module as a server loads it with `env` (the suite itself hashes cheaply). */
async function passwordsWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  try {
    return await import('../../server/auth/passwords');
  } finally {
    vi.unstubAllEnvs();
  }
}

describe("argon2id's cost", () => {
  it('is at least OWASP’s minimum (19 MiB, 2 passes, 1 lane): 64 MiB, 3 passes, 4 lanes', async () => {
    const { hashPassword } = await passwordsWith({ PASSWORD_HASH_COST: '' });
    const hash = await hashPassword('Yeni-Şifrə7');
    const [, type, , params = ''] = hash.split('$');
    expect(type).toBe('argon2id');
    const cost = Object.fromEntries(
      params
        .split(',')
        .map((pair) => pair.split('='))
        .map(([name, value]) => [name, Number(value)]),
    );
    expect(cost).toEqual({ m: 65_536, t: 3, p: 4 });
    expect(cost.m).toBeGreaterThanOrEqual(19_456);
    expect(cost.t).toBeGreaterThanOrEqual(2);
  });

  it("the tests' cheap cost is refused in production", async () => {
    await expect(
      passwordsWith({ PASSWORD_HASH_COST: 'minimal', NODE_ENV: 'production' }),
    ).rejects.toThrow(/never allowed in production/);
  });
});
