/**
 * Test-time guard: every JSON body a contract route sends is validated against the contract's
 * schema for its status, and a file (e.g. a PDF) must come as bytes of the declared media type.
 * A mismatch turns the reply into a loud 500 that names the problem, so
 * a test cannot pass on a response the web app would not understand.
 */
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractOperation, JsonSchema } from './contract';
import { createAjv } from './validation';

export function checkResponsesAgainstContract(app: FastifyInstance): void {
  const { contract } = app.bankContract;
  // Responses are compared as sent: no coercion, no defaults filled in.
  const ajv = createAjv({ coerceTypes: false, useDefaults: false, allErrors: true });
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validatorFor = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  const operationOf = (request: FastifyRequest) => {
    const operationId = request.routeOptions.config.operationId;
    return contract.operations.find((op) => op.operationId === operationId);
  };
  const offContract = (request: FastifyRequest, reply: FastifyReply, problem: string) => {
    const message = `${operationOf(request)?.operationId} answered ${reply.statusCode} off contract: ${problem}`;
    request.log.error(message);
    reply.code(500).type('application/json; charset=utf-8');
    return { code: 'RESPONSE_OFF_CONTRACT', message };
  };
  const checked = new WeakSet<FastifyRequest>();

  // A body the handler returns as an object is checked as returned, before the serializer
  // writes only the contract's fields and could hide a wrong or extra one.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const operation = operationOf(request);
    if (!operation) return payload;
    checked.add(request);
    // As JSON.stringify would write it (Dates as text), which is what the check used to see.
    const asJson = parsedJson(JSON.stringify(payload));
    const problem = findProblem(
      operation,
      reply.statusCode,
      asJson,
      contract.errorSchema,
      validatorFor,
    );
    return problem ? offContract(request, reply, problem) : payload;
  });

  // What was sent as text or bytes is checked as sent.
  app.addHook('onSend', async (request, reply, payload) => {
    const operation = operationOf(request);
    if (!operation || checked.has(request)) return payload;
    const mediaType = operation.binaryResponses[String(reply.statusCode)];
    const problem = mediaType
      ? findBinaryProblem(mediaType, reply.getHeader('content-type'), payload)
      : findProblem(
          operation,
          reply.statusCode,
          parsedJson(payload),
          contract.errorSchema,
          validatorFor,
        );
    return problem ? JSON.stringify(offContract(request, reply, problem)) : payload;
  });
}

const notJson = Symbol('not JSON');

/** The JSON text of a body as a value; undefined when there is none. */
function parsedJson(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return notJson;
  }
}

function findProblem(
  operation: ContractOperation,
  status: number,
  payload: unknown,
  errorSchema: JsonSchema,
  validatorFor: (schema: JsonSchema) => ValidateFunction,
): string | undefined {
  const declared = [String(status), `${String(status)[0]}XX`, 'default'].find(
    (key) => key in operation.responses,
  );
  // Errors the contract does not list (e.g. 501 before a handler exists) still keep the shape.
  const schema = declared ? operation.responses[declared] : status >= 400 ? errorSchema : undefined;
  if (schema === undefined) return 'the status is not in the contract';
  if (schema === null) return payload === undefined ? undefined : 'the contract declares no body';
  if (payload === undefined) return 'the body is missing or not JSON text';
  if (payload === notJson) return 'the body is not JSON';
  const validate = validatorFor(schema);
  if (validate(payload)) return undefined;
  return ajvErrorsText(validate);
}

/** A file the contract declares (e.g. a PDF) must come as bytes of that media type. */
function findBinaryProblem(
  mediaType: string,
  contentType: unknown,
  payload: unknown,
): string | undefined {
  if (typeof contentType !== 'string' || contentType.split(';')[0]?.trim() !== mediaType) {
    return `the content type is ${String(contentType)}, not ${mediaType}`;
  }
  if (!(payload instanceof Uint8Array) || payload.byteLength === 0) {
    return 'the body is not bytes';
  }
  return undefined;
}

function ajvErrorsText(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? error.keyword}`)
    .join('; ');
}
