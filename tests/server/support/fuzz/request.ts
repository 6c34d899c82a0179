/**
 * A request to one contract operation, kept as its parts so a fuzz case can break one part:
 * the path's values (encoded, or put in as written to try traversal), the query, the headers
 * and a body that is JSON, raw text or bytes.
 */
import type { InjectOptions } from 'fastify';
import type { ContractOperation, Method } from './operations';

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; data: string | Buffer };

export interface RequestParts {
  method: Method;
  /** The contract's path, e.g. /api/v1/accounts/{id}. */
  path: string;
  params: Record<string, string>;
  /** Values put in the path exactly as given, not encoded (../, %2e, an invalid %). */
  rawParams?: Record<string, string>;
  query: Array<[string, string]>;
  /** Appended to the query exactly as given (an invalid %, a bare &). */
  rawQuery?: string;
  /** Appended to the path exactly as given ('/', '//x'). */
  pathSuffix?: string;
  headers: Record<string, string>;
  body?: Body;
}

/** A change that breaks one thing of a copy of the valid request. */
export type Change = (parts: RequestParts) => void;
export type AddCase = (name: string, change: Change) => void;

export function injectOptions(parts: RequestParts): InjectOptions {
  const url = parts.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const raw = parts.rawParams?.[name];
    return raw ?? percentEncoded(parts.params[name] ?? '');
  });
  const query = [
    ...parts.query.map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`),
    ...(parts.rawQuery !== undefined ? [parts.rawQuery] : []),
  ].join('&');
  const headers = { ...parts.headers };
  let payload: string | Buffer | undefined;
  if (parts.body?.kind === 'json') {
    headers['content-type'] ??= 'application/json';
    payload = JSON.stringify(parts.body.value);
  } else if (parts.body?.kind === 'raw') {
    if (parts.body.contentType !== undefined) headers['content-type'] = parts.body.contentType;
    payload = parts.body.data;
  }
  return {
    method: parts.method,
    url: `${url}${parts.pathSuffix ?? ''}${query ? `?${query}` : ''}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/**
 * encodeURIComponent, but a lone surrogate (which it refuses) goes as the three bytes a
 * careless client would send (WTF-8), so the server sees the bad sequence.
 */
function percentEncoded(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 2 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** A copy to change, so cases stay independent; bytes are shared (no case edits them). */
export function copyOf(parts: RequestParts): RequestParts {
  const { body, ...rest } = parts;
  const copy = structuredClone(rest) as RequestParts;
  // structuredClone would turn a Buffer into a plain Uint8Array, which inject does not send.
  if (body?.kind === 'raw') copy.body = { ...body };
  else if (body) copy.body = structuredClone(body);
  return copy;
}

export const queryParameters = (operation: ContractOperation) =>
  operation.parameters.filter((p) => p.in === 'query');

/** Header parameters other than Accept-Language, which every operation takes. */
export const headerParameters = (operation: ContractOperation) =>
  operation.parameters.filter((p) => p.in === 'header' && p.name !== 'Accept-Language');
