/**
 * The contract check of the fake bank's answers, as the server's tests check the real bank's
 * (server/openapi/response-check.ts): a JSON body must match the contract's schema for the
 * operation and status, a file must come as bytes of the declared media type. The contract is
 * read and resolved by the server's own loader, so both sides read it the same way.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import {
  type ContractOperation,
  type JsonSchema,
  loadContract,
} from '../../server/openapi/contract';
import { createAjv } from '../../server/openapi/validation';

interface Route {
  operation: ContractOperation;
  pattern: RegExp;
}

let loaded: { routes: Route[]; errorSchema: JsonSchema } | undefined;
const compiled = new Map<JsonSchema, ValidateFunction>();
// Answers are compared as sent: no coercion, no defaults filled in.
const ajv = createAjv({ coerceTypes: false, useDefaults: false, allErrors: true });

function contract() {
  if (loaded) return loaded;
  // Under jsdom `import.meta.url` is not a file URL, so the file is named from the root.
  const file = pathToFileURL(resolve('openapi/generated/openapi.json'));
  const { operations, errorSchema } = loadContract(file);
  const routes = operations
    .map((operation) => ({
      operation,
      pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    }))
    // A literal path wins over a template that would also match it.
    .sort((a, b) => a.operation.path.split('{').length - b.operation.path.split('{').length);
  loaded = { routes, errorSchema };
  return loaded;
}

/** The contract's operation for a request, if the contract has one. */
export function operationOf(method: string, pathname: string): ContractOperation | undefined {
  return contract().routes.find(
    ({ operation, pattern }) => operation.method === method && pattern.test(pathname),
  )?.operation;
}

/** What is wrong with an answer to the request, or undefined when it keeps the contract. */
export async function answerProblem(request: Request, response: Response) {
  const { pathname } = new URL(request.url);
  const operation = operationOf(request.method, pathname);
  if (!operation) return `${request.method} ${pathname} is not in the contract`;
  const problem = await bodyProblem(operation, response);
  return problem && `${operation.operationId} answered ${response.status} off contract: ${problem}`;
}

async function bodyProblem(operation: ContractOperation, response: Response) {
  const status = String(response.status);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const mediaType = operation.binaryResponses[status];
  if (mediaType) return fileProblem(mediaType, response.headers.get('content-type'), bytes);
  const declared = [status, `${status[0]}XX`, 'default'].find((key) => key in operation.responses);
  const schema = declared
    ? operation.responses[declared]
    : response.status >= 400
      ? contract().errorSchema
      : undefined;
  if (schema === undefined) return 'the status is not in the contract';
  const text = new TextDecoder().decode(bytes);
  if (schema === null) return text === '' ? undefined : 'the contract declares no body';
  if (text === '') return 'the body is missing';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  const validate = validatorFor(schema);
  if (validate(body)) return undefined;
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? error.keyword}`)
    .join('; ');
}

function fileProblem(mediaType: string, contentType: string | null, bytes: Uint8Array) {
  if (contentType?.split(';')[0]?.trim() !== mediaType) {
    return `the content type is ${String(contentType)}, not ${mediaType}`;
  }
  return bytes.byteLength === 0 ? 'the body is not bytes' : undefined;
}

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}
