/**
 * Registering handlers for contract operations by operationId. Routes, schemas and the types
 * of a handler's request and reply all come from the contract; a module only writes the logic.
 */
import type {
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import fp from 'fastify-plugin';
import type { operations } from '../../openapi/generated/schema';
import { BankError } from '../errors/bank-error';
import type { Contract, ContractOperation, OperationId } from './contract';
import { contractValidatorCompiler } from './validation';

type Operation<K extends OperationId> = operations[K];
type Parameters<K extends OperationId> = Operation<K>['parameters'];
type LowerCaseKeys<T> = { [H in keyof T as Lowercase<H & string>]: T[H] };
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** A body of another media type (a PDF file) is sent as bytes. */
type FileContent<T> = T extends { content: infer Content }
  ? 'application/json' extends keyof Content
    ? never
    : Uint8Array
  : never;

/** Fastify's route generic for one operation, derived from openapi/generated/schema.ts. */
export interface OperationRoute<K extends OperationId> {
  Params: NonNullable<Parameters<K>['path']>;
  Querystring: NonNullable<Parameters<K>['query']>;
  Headers: LowerCaseKeys<NonNullable<Parameters<K>['header']>>;
  Body: JsonContent<Operation<K>['requestBody']>;
  // `default` (any other error) is answered by throwing a BankError, never returned.
  Reply: {
    [S in Exclude<keyof Operation<K>['responses'], 'default'>]:
      | JsonContent<Operation<K>['responses'][S]>
      | FileContent<Operation<K>['responses'][S]>;
  };
}

export type OperationHandler<K extends OperationId> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  OperationRoute<K>
>;

/**
 * Checks the access token of a request to an operation the contract secures, and attaches the
 * signed-in customer to the request; throws a 401 BankError otherwise.
 */
export type Authenticator = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    bankContract: {
      contract: Contract;
      implemented: Set<OperationId>;
      authenticate: Authenticator;
    };
  }
  interface FastifyContextConfig {
    /** Set on every contract route, so hooks know which operation answered. */
    operationId?: OperationId;
    /** The operation asks for the access token, whose check also reads the bank's clock. */
    secured?: boolean;
  }
}

/**
 * Makes the contract available to every module and validates requests against it. Wrapped
 * with fastify-plugin so the decoration and the validator apply to the whole app.
 */
export const contractPlugin = fp<{ contract: Contract; authenticate?: Authenticator }>(
  async (app, { contract, authenticate = refuseEveryone }) => {
    app.decorate('bankContract', { contract, implemented: new Set<OperationId>(), authenticate });
    app.setValidatorCompiler(contractValidatorCompiler());
  },
);

/** Without an authenticator nobody is signed in: a secured operation fails closed. */
async function refuseEveryone(): Promise<void> {
  throw new BankError('UNAUTHORIZED', 401);
}

export function registerOperation<K extends OperationId>(
  app: FastifyInstance,
  operationId: K,
  handler: OperationHandler<K>,
): void {
  const { contract, implemented } = app.bankContract;
  const operation = contract.operations.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`The contract has no operation ${operationId}`);
  if (implemented.has(operationId)) throw new Error(`${operationId} is registered twice`);
  implemented.add(operationId);
  routeOperation(app, operation, handler as RouteHandlerMethod);
}

/**
 * Gives every contract operation no module has claimed a route that validates the request and
 * then answers 501, so the whole contract is reachable while later work fills it in.
 */
export function registerUnimplementedOperations(
  app: FastifyInstance,
  include: (operation: ContractOperation) => boolean,
): void {
  const { contract, implemented } = app.bankContract;
  for (const operation of contract.operations) {
    if (implemented.has(operation.operationId) || !include(operation)) continue;
    routeOperation(app, operation, async () => {
      throw new BankError('NOT_IMPLEMENTED', 501);
    });
  }
}

function routeOperation(
  app: FastifyInstance,
  operation: ContractOperation,
  handler: RouteHandlerMethod,
) {
  const { authenticate } = app.bankContract;
  app.route({
    method: operation.method,
    url: operation.url,
    schema: { ...operation.request, response: successBodies(operation) },
    config: { operationId: operation.operationId, secured: operation.secured },
    // Before body parsing and validation: a caller without a valid token learns nothing, not
    // even which fields the call expects, and the 501 operations are guarded the same way.
    ...(operation.secured ? { onRequest: (request: FastifyRequest) => authenticate(request) } : {}),
    handler,
  });
}

/**
 * The JSON bodies of an operation's successes, for Fastify's serializer: it compiles each into
 * a fast-json-stringify function, which writes the contract's fields instead of walking the
 * object as JSON.stringify does. Errors keep JSON.stringify, so nothing a refusal carries is lost.
 */
function successBodies(operation: ContractOperation) {
  return Object.fromEntries(
    Object.entries(operation.responses).filter(
      (entry): entry is [string, NonNullable<(typeof entry)[1]>] =>
        entry[0].startsWith('2') && entry[1] !== null,
    ),
  );
}
