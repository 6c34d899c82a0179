/**
 * The valid request of an operation the fuzz cases start from: path ids, query, headers and
 * body sampled from the contract, with the values the caller hints (the signed-in customer's
 * own ids) where it has them, so a broken request reaches as deep into the bank as it can.
 */
import { formBody, formOf } from './multipart';
import { type ContractOperation, type Parameter, pathParameters } from './operations';
import type { Random } from './random';
import { headerParameters, queryParameters, type RequestParts } from './request';
import { omitted, sampleOf } from './sample';

export interface Hints {
  /** A path id of the customer's own for this operation's parameter, if there is one. */
  pathId?(operation: ContractOperation, name: string): string | undefined;
  /** A value for a query parameter or a body field of the operation, by its path of names. */
  field?(path: readonly string[], operation: ContractOperation): unknown;
}

export function baseRequest(
  operation: ContractOperation,
  random: Random,
  hints: Hints,
  token: string | undefined,
): RequestParts {
  const hint = (path: readonly string[]) => hints.field?.(path, operation);
  const sample = (parameter: Parameter) =>
    String(sampleOf(parameter.schema, { random, hint }, [parameter.name]));
  const params = Object.fromEntries(
    pathParameters(operation).map((p) => [p.name, hints.pathId?.(operation, p.name) ?? sample(p)]),
  );
  const query = queryParameters(operation)
    .filter((p) => hint([p.name]) !== omitted)
    .filter((p) => p.required || hint([p.name]) !== undefined || random.chance(0.5))
    .map((p): [string, string] => [p.name, sample(p)]);
  const headers: Record<string, string> = { 'accept-language': random.pick(['az', 'ru', 'en']) };
  for (const p of headerParameters(operation)) {
    if (p.required || random.chance(0.5)) headers[p.name.toLowerCase()] = sample(p);
  }
  if (operation.secured && token) headers.authorization = token;
  const parts: RequestParts = {
    method: operation.method,
    path: operation.path,
    params,
    query,
    headers,
  };
  const { body } = operation;
  if (body?.mediaType === 'application/json') {
    parts.body = { kind: 'json', value: sampleOf(body.schema, { random, hint }) };
  } else if (body?.mediaType === 'multipart/form-data') {
    parts.body = formBody(formOf(body.schema, { random: random.fork('form'), hint }));
  }
  return parts;
}
