/**
 * Fuzzing every operation of the contract (issue 13, "Tests CI keeps running"): each one's
 * valid request, read from openapi/generated/openapi.json when the test runs, broken one thing
 * at a time — a missing field, a wrong type, a field it does not take, 100 000 characters,
 * hostile numbers, control and bidi characters, traversal in path ids, another content type,
 * a body past the limit, broken multipart — and sent signed in as a customer who owns what
 * the ids name. No answer may be a server error, and every refusal is `{ code, message }`.
 * The cases come from a fixed seed, so every run (PGlite or PostgreSQL) sends the same ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorized, get } from './support/auth';
import { baseRequest } from './support/fuzz/base';
import { fuzzCases } from './support/fuzz/cases';
import { contractOperations } from './support/fuzz/operations';
import { ownedHints } from './support/fuzz/owned-hints';
import { hash, seededRandom } from './support/fuzz/random';
import { injectOptions } from './support/fuzz/request';
import { problemOf } from './support/fuzz/verdict';
import { type IdorWorld, startIdorWorld } from './support/idor/world';

const seed = 13;
const operations = contractOperations();

let world: IdorWorld;
let token: string;
let requests = 0;

beforeAll(async () => {
  world = await startIdorWorld();
  token = world.a.token;
});
afterAll(async () => {
  console.info(`fuzz: ${requests} requests to ${operations.length} operations`);
  await world?.bank.close();
});

/** A valid call may end the session (logout, failed password changes): sign in again. */
async function keepSignedIn() {
  const response = await get(world.bank, '/api/v1/user/info', authorized(token));
  if (response.statusCode === 401) token = await world.signInAgain(world.a.identity);
}

describe('every operation of the contract, fuzzed', () => {
  it('reads the operations from the contract', () => {
    expect(operations.length).toBeGreaterThan(70);
  });

  it.each(operations)(
    '$operationId ($method $path): no server error, every refusal in the bank’s shape',
    async (operation) => {
      await keepSignedIn();
      const random = seededRandom(seed ^ hash(operation.operationId));
      const hints = ownedHints(world.a.ids);
      const base = baseRequest(operation, random, hints, token);
      const problems: string[] = [];
      for (const fuzzCase of fuzzCases(operation, base, random, hints)) {
        const response = await world.bank.app.inject(injectOptions(fuzzCase.parts));
        requests += 1;
        const problem = problemOf(response);
        if (problem) problems.push(`${fuzzCase.name}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );
});
