/**
 * The IDOR sweep (issue 13, "Tests CI keeps running"): customer B calls every operation that
 * names a customer's thing with customer A's ids — A's accounts, cards, loan, applications,
 * documents, transfers and quotes — and gets what an id nobody has gets: a 404 for a path id,
 * the same refusal for an id in a query or a body. A's data reads the same afterwards and the
 * books have not moved. The operations come from the contract when the test runs: one that
 * takes a path id fails the sweep until `support/idor/owned-ids.ts` says whose id it is.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, pathParameters } from './support/fuzz/operations';
import { injectOptions, type RequestParts } from './support/fuzz/request';
import {
  fieldIdExceptions,
  fieldIds,
  idFieldsOf,
  idRefusals,
  pathIdExceptions,
  pathIdsOf,
} from './support/idor/owned-ids';
import { fieldSweep, ownerReads, pathSweep, type SweepCall } from './support/idor/sweep';
import { type IdorWorld, startIdorWorld } from './support/idor/world';
import { booksSnapshot } from './support/product-jobs';

const operations = contractOperations();
const withPathIds = operations.filter((operation) => pathParameters(operation).length > 0);
const swept = withPathIds.filter((operation) => !(operation.operationId in pathIdExceptions));
const withIdFields = operations.filter(
  (operation) => pathParameters(operation).length === 0 && idFieldsOf(operation).length > 0,
);

let world: IdorWorld;
let readsBefore: Record<string, string>;
let booksBefore: Awaited<ReturnType<typeof booksSnapshot>>;
let requests = 0;

beforeAll(async () => {
  world = await startIdorWorld();
  readsBefore = await readsOfA();
  booksBefore = await booksSnapshot(world.bank.database.db);
});
afterAll(async () => {
  console.info(`IDOR sweep: ${requests} requests`);
  await world?.bank.close();
});

async function send(parts: RequestParts): Promise<LightMyRequestResponse> {
  requests += 1;
  return world.bank.app.inject(injectOptions(parts));
}

/** What A sees of everything the sweep could touch, by call. */
async function readsOfA(): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for (const read of ownerReads(operations, world.a.ids, world.a)) {
    const response = await send(read.parts);
    const type = String(response.headers['content-type'] ?? '');
    // A file's bytes carry the moment it was drawn; its status and type are what must hold.
    seen[read.label] = type.startsWith('application/json')
      ? `${response.statusCode} ${response.body}`
      : `${response.statusCode} ${type}`;
  }
  return seen;
}

/** Answers to B's call with A's id and with an id nobody has; what differs, if anything. */
async function leak(call: SweepCall): Promise<string | undefined> {
  const owners = await send(call.withOwnersId);
  const unknown = await send(call.withUnknownId);
  const answer = `${owners.statusCode} ${owners.body}`;
  // Another answer to an id nobody has: the call was refused before its id was looked at.
  const refusal = idRefusals[call.operation.operationId]?.status ?? 404;
  if (unknown.statusCode !== refusal) {
    return `${call.names}: an unknown id got ${unknown.statusCode} ${unknown.body}; give the call valid values in support/idor/valid-requests.ts`;
  }
  if (answer !== `${unknown.statusCode} ${unknown.body}`) {
    return `${call.names}: ${answer}, but for an unknown id ${unknown.statusCode} ${unknown.body}`;
  }
  return undefined;
}

describe('the sweep knows whose ids every operation takes', () => {
  it('every operation with a path id has ids of A to try, or an exception saying why not', () => {
    const unknown = withPathIds
      .filter((operation) => !pathIdsOf(operation) && !(operation.operationId in pathIdExceptions))
      .map((operation) => `${operation.operationId} (${operation.method} ${operation.path})`);
    expect(unknown).toEqual([]);
  });

  it('every exception is an operation of the contract with a path id and no ids of A', () => {
    const stale = Object.keys(pathIdExceptions).filter(
      (id) => !withPathIds.some((op) => op.operationId === id && !pathIdsOf(op)),
    );
    expect(stale).toEqual([]);
  });

  it('every id in a query or a body has ids of A to try, or an exception saying why not', () => {
    const names = withIdFields.flatMap((operation) =>
      idFieldsOf(operation).map((path) => path[path.length - 1] ?? ''),
    );
    const unknown = [...new Set(names)].filter(
      (name) => !(name in fieldIds) && !(name in fieldIdExceptions),
    );
    expect(unknown).toEqual([]);
  });
});

describe('B with A’s path ids gets 404, as for an id nobody has', () => {
  it.each(swept)('$operationId ($method $path)', async (operation) => {
    const calls = pathSweep([operation], world.a.ids, world.b);
    expect(calls.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const call of calls) {
      const found = await leak(call);
      if (found) leaks.push(found);
    }
    expect(leaks).toEqual([]);
  });
});

describe('B with A’s ids in a query or a body is refused as for an id nobody has', () => {
  it.each(withIdFields)('$operationId ($method $path)', async (operation) => {
    const calls = fieldSweep([operation], world.a.ids, world.b);
    const leaks: string[] = [];
    for (const call of calls) {
      const found = await leak(call);
      if (found) leaks.push(found);
    }
    expect(leaks).toEqual([]);
  });
});

describe('A’s data afterwards', () => {
  it('reads the same as before the sweep', async () => {
    expect(await readsOfA()).toEqual(readsBefore);
  });

  it('the books have not moved', async () => {
    expect(await booksSnapshot(world.bank.database.db)).toEqual(booksBefore);
  });
});
