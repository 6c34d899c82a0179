import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  createProgressStore,
  progress,
  progressMiddleware,
  silentApi,
} from '../../src/shared/api';
import { activateLocale } from '../../src/shared/i18n';
import { session } from '../../src/shared/session';
import { fakeBank, http } from '../fake-bank';
import { bankError, internalError } from '../fake-bank/fixtures/errors';
import { customerInfo } from '../fake-bank/handlers/profile';
import { smsOutboxOf } from '../fake-bank/handlers/sandbox';

/** Records every phase the shared progress store goes through. */
function recordPhases() {
  const phases: string[] = [];
  const unsubscribe = progress.subscribe(() => phases.push(progress.get()));
  return { phases, unsubscribe };
}

beforeEach(() => session.init());

/** The customer's profile call answers as `answer` says. */
const userInfoAnswers = (answer: () => Response) =>
  fakeBank.use(http.get('/api/v1/user/info', ({ response }) => response.untyped(answer())));

describe('bank API headers', () => {
  it('sends the raw access token, the interface language and the default Accept', async () => {
    await activateLocale('ru');
    sessionStorage.setItem('access_token', 'eyJraw.token');
    session.init();
    fakeBank.use(customerInfo());

    await api.GET('/api/v1/user/info');

    const [sent] = fakeBank.calls();
    const headers = sent?.headers;
    expect(headers?.get('Authorization')).toBe('eyJraw.token');
    expect(headers?.get('Accept-Language')).toBe('ru');
    expect(headers?.get('Accept')).toBe('application/json, text/plain, */*');
    expect(sent?.request.url).toBe(`${window.location.origin}/api/v1/user/info`);
  });

  it('sends no Authorization without a session and follows the language switch', async () => {
    await activateLocale('en');
    fakeBank.use(smsOutboxOf([]));

    await silentApi.GET('/sandbox/v1/sms', { params: { query: { to: '994501234567' } } });

    const [sent] = fakeBank.calls();
    expect(sent?.headers.has('Authorization')).toBe(false);
    expect(sent?.headers.get('Accept-Language')).toBe('en');
    expect(sent?.query.to).toBe('994501234567');
  });
});

describe('progress of requests', () => {
  it('runs while a request is open and is done after a success', async () => {
    fakeBank.use(customerInfo());
    const { phases, unsubscribe } = recordPhases();
    await api.GET('/api/v1/user/info');
    unsubscribe();
    expect(phases).toEqual(['running', 'done']);
  });

  it('shows the failed state for an HTTP error', async () => {
    userInfoAnswers(() => HttpResponse.json(bankError('INTERNAL', 'down'), { status: 500 }));
    const { phases, unsubscribe } = recordPhases();
    const result = await api.GET('/api/v1/user/info');
    unsubscribe();
    expect(result.response.status).toBe(500);
    expect(phases).toEqual(['running', 'failed']);
  });

  it('shows the failed state for a network error, which still reaches the caller', async () => {
    userInfoAnswers(() => HttpResponse.error());
    const { phases, unsubscribe } = recordPhases();
    await expect(api.GET('/api/v1/user/info')).rejects.toThrow('Failed to fetch');
    unsubscribe();
    expect(phases).toEqual(['running', 'failed']);
  });

  it('only finishes for a cancelled request', async () => {
    // The bank has the request and has not answered when the caller gives up on it.
    fakeBank.use(http.get('/api/v1/user/info', () => delay('infinite')));
    const { phases, unsubscribe } = recordPhases();
    const caller = new AbortController();
    const call = api.GET('/api/v1/user/info', { signal: caller.signal });
    await vi.waitFor(() => expect(fakeBank.calls()).toHaveLength(1));
    caller.abort();
    await expect(call).rejects.toThrow('aborted');
    unsubscribe();
    expect(phases).toEqual(['running', 'done']);
  });

  it('leaves the bar alone for silent calls', async () => {
    let answered = 0;
    fakeBank.use(
      http.get('/sandbox/v1/sms', ({ response }) =>
        answered++ === 0
          ? response(200).json([])
          : response('default').json(internalError, { status: 500 }),
      ),
    );
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
