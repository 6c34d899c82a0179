/**
 * Issue 13, "Tests CI keeps running: Headers": every kind of answer the bank gives — API JSON,
 * API errors (those Fastify refuses before routing included), the app shell, a hashed asset, the
 * service worker, a PDF, the sandbox page and the sandbox API — carries the security headers of
 * server/web/security.ts and the caching its kind needs; and nothing is shared with another
 * origin: no Access-Control-Allow-Origin, preflights refused, and the requests a foreign page
 * may send without a preflight change nothing.
 */
import type { InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leyla, signIn } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

const foreign = 'https://evil.example';
const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let bank: TestBank;
let token: string;
let statementUrl: string;

beforeAll(async () => {
  bank = await startTestBank({}, { demoData: true });
  token = (await signIn(bank, leyla)).accessToken;
  const accounts = await bank.app.inject({
    url: '/api/v1/accounts',
    headers: { authorization: token },
  });
  const [account] = accounts.json<Array<{ id: string }>>();
  statementUrl = `/api/v1/accounts/${account?.id}/statement?from=2026-02-01&to=2026-02-28`;
}, 60_000);
afterAll(() => bank.close());

/** What a browser would send from a page of another origin, with the caller's headers. */
function fromElsewhere(options: InjectOptions, headers: Record<string, string> = {}) {
  return bank.app.inject({ ...options, headers: { origin: foreign, ...headers } });
}

const apiCache = { 'cache-control': 'no-store', pragma: 'no-cache' };
const revalidated = { 'cache-control': 'no-cache', pragma: undefined };

interface Kind {
  kind: string;
  send: () => Promise<InjectResponse>;
  status: number;
  type: RegExp;
  cache: Record<string, string | undefined>;
}

const kinds: Kind[] = [
  {
    kind: 'API JSON',
    send: () => fromElsewhere({ url: '/api/v1/user/info' }, { authorization: token }),
    status: 200,
    type: /^application\/json/,
    cache: apiCache,
  },
  {
    kind: 'API error: no token',
    send: () => fromElsewhere({ url: '/api/v1/user/info' }),
    status: 401,
    type: /^application\/json/,
    cache: apiCache,
  },
  {
    kind: 'API error: invalid body',
    send: () => fromElsewhere({ method: 'POST', url: '/api/v1/login', payload: {} }),
    status: 400,
    type: /^application\/json/,
    cache: apiCache,
  },
  {
    kind: 'API error: unknown address, asked by a browser',
    send: () => fromElsewhere({ url: '/api/v2/nothing' }, { accept: html }),
    status: 404,
    type: /^application\/json/,
    cache: apiCache,
  },
  {
    kind: 'API error refused before routing (invalid percent-encoding)',
    send: () => fromElsewhere({ url: '/api/v1/accounts/%E0%A4%A' }, { authorization: token }),
    status: 400,
    type: /^application\/json/,
    cache: apiCache,
  },
  {
    kind: 'a PDF statement',
    send: () => fromElsewhere({ url: statementUrl }, { authorization: token }),
    status: 200,
    type: /^application\/pdf/,
    cache: apiCache,
  },
  {
    kind: 'the app shell (index.html)',
    send: () => fromElsewhere({ url: '/en/accounts' }, { accept: html }),
    status: 200,
    type: /^text\/html/,
    cache: revalidated,
  },
  {
    kind: 'the sandbox page (/sandbox)',
    send: () => fromElsewhere({ url: '/sandbox' }, { accept: html }),
    status: 200,
    type: /^text\/html/,
    cache: revalidated,
  },
  {
    kind: 'a hashed asset',
    send: () => fromElsewhere({ url: '/assets/index-3f9a1c.js' }),
    status: 200,
    type: /^application\/javascript/,
    cache: { 'cache-control': 'public, max-age=31536000, immutable' },
  },
  {
    kind: 'the service worker',
    send: () => fromElsewhere({ url: '/sw.js' }),
    status: 200,
    type: /^application\/javascript/,
    cache: revalidated,
  },
  {
    kind: 'the sandbox API (SMS outbox)',
    send: () => fromElsewhere({ url: '/sandbox/v1/sms' }),
    status: 200,
    type: /^application\/json/,
    cache: apiCache,
  },
  {
    kind: 'the sandbox API refusing an event',
    send: () =>
      fromElsewhere({
        method: 'POST',
        url: '/sandbox/v1/loan-applications/no-such-application/events',
        payload: { type: 'FINAL_APPROVAL' },
      }),
    status: 404,
    type: /^application\/json/,
    cache: apiCache,
  },
];

/** The headers every answer carries, whatever its kind. */
function expectSecurityHeaders(response: InjectResponse) {
  const { headers } = response;
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp, directive).toContain(directive);
  }
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  const permissions = String(headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions).toContain(`${feature}=()`);
  }
  expect(headers['x-powered-by']).toBeUndefined();
}

/** Nothing that would let a page of another origin read the answer or send more. */
function expectNotShared(response: InjectResponse) {
  const shared = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
  expect(shared).toEqual([]);
}

describe('every kind of answer', () => {
  it.each(kinds)('$kind carries the security headers', async ({ send, status, type }) => {
    const response = await send();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    expect(response.headers['content-type']).toMatch(type);
    expectSecurityHeaders(response);
  });

  it.each(kinds)('$kind is cached as its kind needs', async ({ send, cache }) => {
    const response = await send();
    for (const [name, value] of Object.entries(cache)) expect(response.headers[name]).toBe(value);
  });

  it.each(kinds)('$kind is not shared with another origin', async ({ send }) => {
    expectNotShared(await send());
  });
});

describe('CORS refusals', () => {
  it.each([
    ['/api/v1/login', 'POST', 'content-type'],
    ['/api/v1/user/info', 'GET', 'authorization'],
    ['/api/v1/auth/refresh', 'POST', 'content-type'],
    ['/sandbox/v1/sms', 'GET', 'accept-language'],
    ['/sandbox/v1/clock', 'POST', 'content-type'],
    ['/sandbox/v1/loan-applications/abc/events', 'POST', 'content-type'],
  ])('refuses the preflight of %s %s', async (url, method, header) => {
    const response = await fromElsewhere(
      { method: 'OPTIONS', url },
      { 'access-control-request-method': method, 'access-control-request-headers': header },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expectNotShared(response);
    expectSecurityHeaders(response);
  });

  // A page elsewhere may POST these without a preflight (a form, or fetch in no-cors mode):
  // the bank takes JSON only, so none moves the sandbox clock.
  it.each([
    ['text/plain', '{"days":30}', 400],
    ['application/x-www-form-urlencoded', 'days=30', 415],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="days"\r\n\r\n30\r\n--x--\r\n',
      415,
    ],
  ])('a cross-origin %s POST changes nothing', async (contentType, payload, status) => {
    const clock = async () => (await bank.app.inject({ url: '/sandbox/v1/clock' })).json();
    const before = await clock();
    const response = await fromElsewhere(
      { method: 'POST', url: '/sandbox/v1/clock', payload },
      { 'content-type': contentType },
    );
    expect(response.statusCode, response.body).toBe(status);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
    expectNotShared(response);
    expect(await clock()).toEqual(before);
  });
});
