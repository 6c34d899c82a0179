/**
 * Sign-in: how many correct passwords a second the bank checks (the login call, which does the
 * argon2 work and sends the code) at production's argon2 cost, against what this machine's
 * cores hash in a bare loop; what a burst does to other customers (the p99 of a light read
 * during it against the same read idle: the event loop's delay seen from outside); and the
 * refusals: 429 CUSTOMER_LOCKED to a correct password must never happen, 429 SERVER_BUSY is
 * the bank shedding hashes beyond its slots.
 */
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import type autocannon from 'autocannon';
import { productionHashCost } from '../../../server/auth/passwords';
import { demoIdentities, demoPassword } from '../customers';
import { authenticatedGets, measure, percentile } from '../load';
import { settings } from '../settings';
import { compared } from '../table';
import type { Section } from '../world';

/** The light read: one connection at a pace far below what the bank serves. */
const lightReadRate = 20;

/** Answers to the burst by status and, for refusals, the bank's code. */
type Tally = Map<string, number>;

function loginRequests(tally: Tally): autocannon.Request[] {
  return demoIdentities.map((identity) => ({
    method: 'POST',
    path: '/api/v1/login',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({
      identifierType: identity.identifierType,
      identifierValue: identity.identifierValue,
      password: demoPassword,
    }),
    onResponse(status: number, body: string) {
      let code = '';
      if (status !== 200) {
        try {
          code = ` ${(JSON.parse(body) as { code?: string }).code ?? ''}`;
        } catch {
          code = ' (no JSON)';
        }
      }
      const key = `${status}${code}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    },
  }));
}

/** argon2id verifies at production's cost, as many at once as the machine has cores. */
async function bareVerifies(seconds: number) {
  const options = { type: argon2.argon2id, ...productionHashCost } as const;
  const hash = await argon2.hash(demoPassword, options);
  const deadline = Date.now() + seconds * 1000;
  const maxVerifies = seconds * 1000;
  const latencies: number[] = [];
  const began = Date.now();
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      while (Date.now() < deadline && latencies.length < maxVerifies) {
        const start = performance.now();
        await argon2.verify(hash, demoPassword);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { rate: latencies.length / ((Date.now() - began) / 1000), latencies };
}

function tallyNote(tally: Tally): string {
  const count = (key: string) => tally.get(key) ?? 0;
  const others = [...tally]
    .filter(([key]) => !['200', '429 CUSTOMER_LOCKED', '429 SERVER_BUSY'].includes(key))
    .map(([key, n]) => `${key} ×${n}`);
  return [
    `CUSTOMER_LOCKED to correct passwords: ${count('429 CUSTOMER_LOCKED')} (must be 0)`,
    `SERVER_BUSY: ${count('429 SERVER_BUSY')}`,
    ...others,
  ].join(', ');
}

export const signInSection: Section = {
  name: 'sign-in',
  async run(world, record) {
    const bank = await world.postgresBank();
    const lightRead = {
      url: bank.url,
      requests: authenticatedGets(['/api/v1/accounts'], bank.tokens),
      connections: 1,
      overallRate: lightReadRate,
    };
    const cost = `argon2id ${productionHashCost.memoryCost / 1024} MiB, ${productionHashCost.timeCost} passes, ${productionHashCost.parallelism} lanes`;
    for (const connections of settings.levels) {
      const reference = await bareVerifies(settings.seconds);
      const idle = await measure(lightRead);
      const tally: Tally = new Map();
      const [burst, during] = await Promise.all([
        measure({ url: bank.url, requests: loginRequests(tally), connections }),
        measure(lightRead),
      ]);
      const signIns = tally.get('200') ?? 0;
      record({
        section: 'sign-in',
        subject: `login, correct password (${cost})`,
        connections: String(connections),
        ...compared(burst),
        reference: `bare argon2 verify ×${availableParallelism()} at once`,
        referenceRate: reference.rate,
        referenceP99: percentile(reference.latencies, 99),
        ratio: burst.rate / reference.rate,
        note: `${signIns} signed in; ${tallyNote(tally)}`,
      });
      record({
        section: 'sign-in',
        subject: 'GET accounts during that burst',
        connections: `1 at ${lightReadRate}/s`,
        ...compared(during, idle),
        reference: 'the same read, no burst',
        ratio: undefined,
        note: [
          `p99 ×${(during.p99 / Math.max(idle.p99, 0.1)).toFixed(1)} of idle`,
          compared(during).note,
        ]
          .filter(Boolean)
          .join('; '),
      });
    }
  },
};
