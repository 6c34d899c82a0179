/**
 * The bank's API contract (openapi/generated/openapi.json, bundled by `npm run gen:api`) read
 * into what the server needs: one entry per operation with its request schemas for Fastify and
 * its response schemas, every internal $ref resolved. Nothing here is written by hand twice.
 */
import { readFileSync } from 'node:fs';
import type { operations } from '../../openapi/generated/schema';

export type JsonSchema = Record<string, unknown>;
export type OperationId = keyof operations;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: OperationId;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: SecurityRequirement[];
}

type SecurityRequirement = Record<string, string[]>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components: { schemas: Record<string, JsonSchema> };
  [key: string]: unknown;
}

/** The request parts Fastify validates, keyed as Fastify names them. */
export interface RequestSchema {
  params?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  body?: JsonSchema;
}

export interface ContractOperation {
  operationId: OperationId;
  method: HttpMethod;
  /** The path as the contract writes it, e.g. /api/v1/slots/{id}. */
  path: string;
  /** The same path as Fastify routes it, e.g. /api/v1/slots/:id. */
  url: string;
  request: RequestSchema;
  /** JSON body schema per status code ('200', '4XX', 'default'); null when there is no JSON body. */
  responses: Record<string, JsonSchema | null>;
  /** The media type of a body that is not JSON (e.g. '200': 'application/pdf'), by status. */
  binaryResponses: Record<string, string>;
  /** The contract asks for the access token (`security: accessToken`) on this operation. */
  secured: boolean;
}

export interface Contract {
  document: OpenApiDocument;
  operations: ContractOperation[];
  /** The shared error shape { code, message }. */
  errorSchema: JsonSchema;
  /** First path segments the API owns (/api/, /sandbox/, ...): never answered with the web app. */
  apiPrefixes: string[];
}

const contractFile = new URL('../../openapi/generated/openapi.json', import.meta.url);
const methods: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function loadContract(file: URL = contractFile): Contract {
  const document = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  const resolved = resolveRefs(document, document) as OpenApiDocument;
  const operations = Object.entries(resolved.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method.toLowerCase()] as Operation | undefined;
      if (!operation) return [];
      // An operation's own `security` overrides the document's; `[]` means public.
      const security = operation.security ?? (resolved.security as SecurityRequirement[]) ?? [];
      const secured = security.some((requirement) => 'accessToken' in requirement);
      return [toContractOperation(path, method, item.parameters ?? [], operation, secured)];
    }),
  );
  const errorSchema = resolved.components.schemas.Error;
  if (!errorSchema) throw new Error('The contract has no components.schemas.Error');
  const apiPrefixes = [...new Set(operations.map((op) => `/${op.path.split('/')[1]}/`))];
  return { document, operations, errorSchema, apiPrefixes };
}

function toContractOperation(
  path: string,
  method: HttpMethod,
  pathLevel: Parameter[],
  operation: Operation,
  secured: boolean,
): ContractOperation {
  // Operation-level parameters override path-level ones of the same name and place.
  const byKey = new Map<string, Parameter>();
  for (const p of [...pathLevel, ...(operation.parameters ?? [])])
    byKey.set(`${p.in}:${p.name}`, p);
  const parameters = [...byKey.values()];
  const parts: RequestSchema = {
    params: objectSchema(parameters.filter((p) => p.in === 'path')),
    querystring: objectSchema(parameters.filter((p) => p.in === 'query')),
    // Node lower-cases incoming header names, so the schema must too.
    headers: objectSchema(
      parameters
        .filter((p) => p.in === 'header')
        .map((p) => ({ ...p, name: p.name.toLowerCase() })),
    ),
    body: jsonSchemaOf(operation.requestBody?.content),
  };
  // Fastify warns about a part that is present but undefined, so absent parts are left out.
  const request = Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema));
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, r]) => [
      status,
      jsonSchemaOf(r.content) ?? null,
    ]),
  );
  const binaryResponses = Object.fromEntries(
    Object.entries(operation.responses).flatMap(([status, r]) => {
      const mediaType = Object.keys(r.content ?? {}).find((type) => type !== 'application/json');
      return mediaType && !jsonSchemaOf(r.content) ? [[status, mediaType]] : [];
    }),
  );
  return {
    operationId: operation.operationId,
    method,
    path,
    url: path.replace(/\{(\w+)\}/g, ':$1'),
    request,
    responses,
    binaryResponses,
    secured,
  };
}

function objectSchema(parameters: Parameter[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

function jsonSchemaOf(content: Record<string, { schema?: JsonSchema }> | undefined) {
  return content?.['application/json']?.schema;
}

/**
 * Replaces every internal `$ref` with the object it points to (sibling keywords such as a
 * local description win). A cycle would make the schema infinite, so it fails loudly.
 */
function resolveRefs(node: unknown, root: unknown, trail: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, root, trail));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...siblings } = node as Record<string, unknown>;
  const resolvedSiblings = Object.fromEntries(
    Object.entries(siblings).map(([key, value]) => [key, resolveRefs(value, root, trail)]),
  );
  if (typeof $ref !== 'string') return resolvedSiblings;
  if (trail.includes($ref))
    throw new Error(`Circular $ref in the contract: ${[...trail, $ref].join(' -> ')}`);
  const target = resolveRefs(pointer(root, $ref), root, [...trail, $ref]);
  return { ...(target as object), ...resolvedSiblings };
}

function pointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only internal $refs are supported, got ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((value, segment) => {
      const next = (value as Record<string, unknown> | undefined)?.[segment];
      if (next === undefined) throw new Error(`Unresolvable $ref in the contract: ${ref}`);
      return next;
    }, root);
}
