/**
 * Every operation of the bundled contract (openapi/generated/openapi.json), read when the test
 * runs so an operation added to the contract is fuzzed and swept without editing a test: its
 * parameters by place, its request body by media type, and whether it asks for the token.
 */
import { readFileSync } from 'node:fs';

export type Schema = Record<string, unknown>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface ContractOperation {
  operationId: string;
  method: Method;
  /** As the contract writes it: /api/v1/accounts/{id}. */
  path: string;
  secured: boolean;
  parameters: Parameter[];
  /** The request body's media type and schema, when the operation takes one. */
  body?: { mediaType: string; schema: Schema };
}

const contractFile = new URL('../../../../openapi/generated/openapi.json', import.meta.url);
const methods: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Array<Record<string, string[]>>;
}

export function contractOperations(): ContractOperation[] {
  const raw = JSON.parse(readFileSync(contractFile, 'utf8')) as Schema;
  const document = resolveRefs(raw, raw) as {
    paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
    security?: Array<Record<string, string[]>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method.toLowerCase()] as RawOperation | undefined;
      if (!operation) return [];
      const security = operation.security ?? document.security ?? [];
      const byKey = new Map<string, Parameter>();
      for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        byKey.set(`${p.in}:${p.name}`, { ...p, required: p.required ?? false });
      }
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return [
        {
          operationId: operation.operationId,
          method,
          path,
          secured: security.some((requirement) => 'accessToken' in requirement),
          parameters: [...byKey.values()],
          ...(mediaType && content ? { body: { mediaType, schema: content.schema } } : {}),
        },
      ];
    }),
  );
}

export const pathParameters = (operation: ContractOperation) =>
  operation.parameters.filter((p) => p.in === 'path');

/** Internal $refs replaced by what they point to (the contract has no cycles). */
function resolveRefs(node: unknown, root: Schema): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, root));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...siblings } = node as Schema;
  const resolved = Object.fromEntries(
    Object.entries(siblings).map(([key, value]) => [key, resolveRefs(value, root)]),
  );
  if (typeof $ref !== 'string') return resolved;
  const target = $ref
    .slice(2)
    .split('/')
    .reduce<unknown>((value, segment) => (value as Schema)[segment.replaceAll('~1', '/')], root);
  return { ...(resolveRefs(target, root) as Schema), ...resolved };
}
