/**
 * The calls of the IDOR sweep, made from the contract: for every operation that names one of
 * A's things — by a path id or by an id field of its query or body — the request B sends with
 * A's id, beside the same request with an id nobody has. B must learn nothing from the first
 * that the second does not tell him. Also the reads that show A's data before and after.
 */
import { baseRequest, type Hints } from '../fuzz/base';
import { type ContractOperation, pathParameters } from '../fuzz/operations';
import { hash, type Random, seededRandom } from '../fuzz/random';
import type { RequestParts } from '../fuzz/request';
import { fieldIds, idFieldsOf, notReads, type OwnedCall, pathIdsOf } from './owned-ids';
import { type CallerProducts, callerHints } from './valid-requests';
import type { OwnedIds } from './world';

/** Who calls: their token and their own accounts for the rest of the request. */
export interface Caller {
  token: string;
  own: CallerProducts;
}

export interface SweepCall {
  operation: ContractOperation;
  /** What of A's the call names, e.g. "id=…" or "from.productId=…". */
  names: string;
  withOwnersId: RequestParts;
  withUnknownId: RequestParts;
}

const seed = 4242;
const randomFor = (operation: ContractOperation) =>
  seededRandom(seed ^ hash(operation.operationId));

/**
 * B's request as the contract has it, without optional headers: the same Idempotency-Key with
 * another id is refused as a reused key, which would tell the two calls apart for no leak.
 */
function request(operation: ContractOperation, hints: Hints, token: string): RequestParts {
  const parts = baseRequest(operation, randomFor(operation), hints, token);
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header' && !parameter.required && parameter.name !== 'Accept-Language') {
      delete parts.headers[parameter.name.toLowerCase()];
    }
  }
  return parts;
}

/** Calls naming A's things by path ids, for every operation that has an entry for them. */
export function pathSweep(operations: ContractOperation[], ids: OwnedIds, caller: Caller) {
  return operations.flatMap((operation) =>
    (pathIdsOf(operation)?.(ids) ?? []).map((owned): SweepCall => {
      const unknown = unknownIds(randomFor(operation).fork('unknown'), owned);
      const hints = callerHints(caller.own);
      return {
        operation,
        names: describe(owned),
        withOwnersId: withIds(request(operation, hints, caller.token), owned),
        withUnknownId: withIds(request(operation, hints, caller.token), unknown),
      };
    }),
  );
}

/** Calls naming one of A's things in a query or body field, for operations without path ids. */
export function fieldSweep(operations: ContractOperation[], ids: OwnedIds, caller: Caller) {
  const { token, own } = caller;
  return operations
    .filter((operation) => pathParameters(operation).length === 0)
    .flatMap((operation) =>
      idFieldsOf(operation).flatMap((path) => {
        const owned = fieldIds[path[path.length - 1] ?? '']?.(ids) ?? [];
        const unknown = unknownId(randomFor(operation).fork(path.join('.')));
        return owned.map(
          (id): SweepCall => ({
            operation,
            names: `${path.join('.')}=${id}`,
            withOwnersId: request(operation, callerHints(own, { path, id }), token),
            withUnknownId: request(operation, callerHints(own, { path, id: unknown }), token),
          }),
        );
      }),
    );
}

export interface Read {
  label: string;
  parts: RequestParts;
}

/**
 * A's own reads of everything the sweep could touch: every GET that asks for the token, with
 * each of her ids where it takes one.
 */
export function ownerReads(operations: ContractOperation[], ids: OwnedIds, owner: Caller): Read[] {
  const reads = operations.filter(
    (operation) =>
      operation.secured && operation.method === 'GET' && !(operation.operationId in notReads),
  );
  const named = [...pathSweep(reads, ids, owner), ...fieldSweep(reads, ids, owner)].map((call) => ({
    label: `${call.operation.operationId} ${call.names}`,
    parts: call.withOwnersId,
  }));
  const plain = reads
    .filter((operation) => pathParameters(operation).length === 0)
    .filter((operation) => idFieldsOf(operation).length === 0)
    .map((operation) => ({
      label: operation.operationId,
      parts: request(operation, callerHints(owner.own), owner.token),
    }));
  return [...named, ...plain];
}

function withIds(parts: RequestParts, call: OwnedCall): RequestParts {
  const query = Object.entries(call.query ?? {});
  return {
    ...parts,
    params: { ...parts.params, ...call.params },
    query: [...parts.query.filter(([name]) => !(call.query && name in call.query)), ...query],
  };
}

function unknownIds(random: Random, call: OwnedCall): OwnedCall {
  const fresh = (values: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(values).map(([name, owned]) => [name, unknownIdLike(owned, random)]),
    );
  return { params: fresh(call.params), ...(call.query ? { query: fresh(call.query) } : {}) };
}

/** An operation of the history is a posting's number; every other id is a UUID. */
function unknownIdLike(owned: string, random: Random): string {
  return /^[0-9]+$/.test(owned) ? String(random.int(900_000_000, 999_999_999)) : unknownId(random);
}

/** An id in the bank's form (a UUID) that no row has. */
function unknownId(random: Random): string {
  const hex = (count: number) =>
    Array.from({ length: count }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

function describe(call: OwnedCall): string {
  return Object.entries({ ...call.params, ...call.query })
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
}
