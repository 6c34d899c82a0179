import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, createProgressStore, progress, progressMiddleware, silentApi } from '../../src/api';
import { session } from '../../src/features/session';
import { activateLocale } from '../../src/i18n';

type Reply = Response | Error | DOMException;

/** Stubs the network with one reply per call and records the requests that were sent. */
function stubNetwork(...replies: Reply[]) {
  const sent: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    sent.push(input as Request);
    const reply = replies.shift() ?? new Response('[]', { status: 200 });
    if (reply instanceof Response) return reply;
    throw reply;
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Records every phase the shared progress store goes through. */
function recordPhases() {
  const phases: string[] = [];
  const unsubscribe = progress.subscribe(() => phases.push(progress.get()));
  return { phases, unsubscribe };
}

beforeEach(() => session.init());
afterEach(() => vi.unstubAllGlobals());

describe('bank API headers', () => {
  it('sends the raw access token, the interface language and the default Accept', async () => {
    await activateLocale('ru');
    sessionStorage.setItem('access_token', 'eyJraw.token');
    session.init();
    const sent = stubNetwork(json({ id: 'u1' }));

    await api.GET('/api/v1/user/info');

    const headers = sent[0]?.headers;
    expect(headers?.get('Authorization')).toBe('eyJraw.token');
    expect(headers?.get('Accept-Language')).toBe('ru');
    expect(headers?.get('Accept')).toBe('application/json, text/plain, */*');
    expect(sent[0]?.url).toBe(`${window.location.origin}/api/v1/user/info`);
  });

  it('sends no Authorization without a session and follows the language switch', async () => {
    await activateLocale('en');
    const sent = stubNetwork(json([]));

    await silentApi.GET('/sandbox/v1/sms', { params: { query: { to: '994501234567' } } });

    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(sent[0]?.headers.get('Accept-Language')).toBe('en');
    expect(new URL(sent[0]?.url ?? '').searchParams.get('to')).toBe('994501234567');
  });
});

describe('progress of requests', () => {
  it('runs while a request is open and is done after a success', async () => {
    stubNetwork(json({}));
    const { phases, unsubscribe } = recordPhases();
    await api.GET('/api/v1/user/info');
    unsubscribe();
    expect(phases).toEqual(['running', 'done']);
  });

  it('shows the failed state for an HTTP error', async () => {
    stubNetwork(json({ code: 'INTERNAL', message: 'down' }, 500));
    const { phases, unsubscribe } = recordPhases();
    const result = await api.GET('/api/v1/user/info');
    unsubscribe();
    expect(result.response.status).toBe(500);
    expect(phases).toEqual(['running', 'failed']);
  });

  it('shows the failed state for a network error, which still reaches the caller', async () => {
    stubNetwork(new TypeError('Failed to fetch'));
    const { phases, unsubscribe } = recordPhases();
    await expect(api.GET('/api/v1/user/info')).rejects.toThrow('Failed to fetch');
    unsubscribe();
    expect(phases).toEqual(['running', 'failed']);
  });

  it('only finishes for a cancelled request', async () => {
    stubNetwork(new DOMException('The operation was aborted.', 'AbortError'));
    const { phases, unsubscribe } = recordPhases();
    await expect(api.GET('/api/v1/user/info')).rejects.toThrow('aborted');
    unsubscribe();
    expect(phases).toEqual(['running', 'done']);
  });

  it('leaves the bar alone for silent calls', async () => {
    stubNetwork(json([]), json({}, 500));
    const { phases, unsubscribe } = recordPhases();
    await silentApi.GET('/sandbox/v1/sms');
    await silentApi.GET('/sandbox/v1/sms');
    unsubscribe();
    expect(phases).toEqual([]);
  });
});

describe('progress store', () => {
  it('waits for the last of overlapping requests and remembers a failure among them', async () => {
    const store = createProgressStore();
    const middleware = progressMiddleware(store);
    const context = {} as Parameters<NonNullable<typeof middleware.onRequest>>[0];
    await middleware.onRequest?.(context);
    await middleware.onRequest?.(context);
    await middleware.onResponse?.({ ...context, response: new Response(null, { status: 404 }) });
    expect(store.get()).toBe('running');
    await middleware.onResponse?.({ ...context, response: new Response(null, { status: 200 }) });
    expect(store.get()).toBe('failed');

    // The next burst starts clean.
    store.start();
    store.finish();
    expect(store.get()).toBe('done');
  });
});
