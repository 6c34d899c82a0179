import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../src/app/service-worker';

/** A stand-in for navigator.serviceWorker with a registration that can report an update. */
function fakeContainer(options: { controller: object | null; fails?: boolean }) {
  const registration = new EventTarget() as EventTarget & { installing: unknown };
  const worker = Object.assign(new EventTarget(), { state: 'installing' });
  const container = {
    controller: options.controller,
    register: vi.fn(async () => {
      if (options.fails) throw new Error('SecurityError');
      return registration;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const reportInstalled = () => {
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
  };
  return { container, reportInstalled };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('service worker registration', () => {
  it('registers /sw.js from the site root and reloads when an update has installed', async () => {
    vi.stubEnv('DEV', false);
    const { container, reportInstalled } = fakeContainer({ controller: {} });
    const reload = vi.fn();
    registerServiceWorker(reload);
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    reportInstalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the very first install (no controlling worker yet)', async () => {
    vi.stubEnv('DEV', false);
    const { reportInstalled } = fakeContainer({ controller: null });
    const reload = vi.fn();
    registerServiceWorker(reload);
    await settle();
    reportInstalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores a failed registration and skips development builds', async () => {
    vi.stubEnv('DEV', false);
    fakeContainer({ controller: null, fails: true });
    expect(() => registerServiceWorker()).not.toThrow();
    await settle();

    vi.stubEnv('DEV', true);
    const { container } = fakeContainer({ controller: null });
    registerServiceWorker();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are unsupported', () => {
    vi.stubEnv('DEV', false);
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerServiceWorker()).not.toThrow();
  });
});

/** Runs public/sw.js against a fake worker scope, cache storage and network. */
function loadWorker() {
  const handlers: Record<string, (event: unknown) => void> = {};
  const stored = new Map<string, Response>();
  const keyOf = (request: string | { url: string }) =>
    typeof request === 'string' ? request : new URL(request.url).pathname;
  const cache = {
    match: async (request: string | { url: string }) => stored.get(keyOf(request))?.clone(),
    put: async (request: string | { url: string }, response: Response) => {
      stored.set(keyOf(request), response);
    },
  };
  const caches = { open: async () => cache, keys: async () => [], delete: async () => true };
  const network = { online: true, calls: 0 };
  const fetchStub = async () => {
    network.calls += 1;
    if (!network.online) throw new TypeError('Failed to fetch');
    return new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } });
  };
  const scope = {
    location: { origin: 'https://bank.test' },
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      handlers[type] = handler;
    },
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn() },
  };
  new Function('self', 'caches', 'fetch', readFileSync('public/sw.js', 'utf8'))(
    scope,
    caches,
    fetchStub,
  );
  /** The worker's answer, or undefined when it lets the browser handle the request. */
  const answer = (url: string, mode: RequestMode = 'cors', method = 'GET') => {
    let answered: Promise<Response> | undefined;
    handlers.fetch?.({
      request: { url, mode, method },
      respondWith: (response: Promise<Response>) => {
        answered = response;
      },
    });
    return answered;
  };
  return { answer, stored, network };
}

describe('public/sw.js', () => {
  it.each([
    '/api/v1/orders',
    '/sandbox/v1/sms',
    '/sandbox',
    '/ms-fatca/v1/fatca/questions',
    '/bank-details/v1/bank-details',
    '/loan-insurance/v1/loan-insurances/offers',
    '/account-application/v1/documents',
    '/deposit-application/v1/documents',
    '/psd2/v1/accounts',
  ])('never answers %s itself', (path) => {
    const { answer } = loadWorker();
    expect(answer(`https://bank.test${path}`)).toBeUndefined();
    expect(answer(`https://bank.test${path}`, 'navigate')).toBeUndefined();
  });

  it('serves a hashed asset from the cache after the first download', async () => {
    const { answer, network } = loadWorker();
    await answer('https://bank.test/assets/index-AbC123.js');
    await answer('https://bank.test/assets/index-AbC123.js');
    expect(network.calls).toBe(1);
  });

  it('goes to the network first for pages and falls back to the cached index.html', async () => {
    const { answer, stored, network } = loadWorker();
    await answer('https://bank.test/ru/accounts', 'navigate');
    expect(stored.has('/index.html')).toBe(true);
    network.online = false;
    const offline = await answer('https://bank.test/en/loans', 'navigate');
    expect(await offline?.text()).toBe('<!doctype html>');
    expect(network.calls).toBe(2);
  });

  it('leaves other origins, other methods and non-asset files alone', () => {
    const { answer } = loadWorker();
    expect(answer('https://cdn.example/assets/x.js')).toBeUndefined();
    expect(answer('https://bank.test/assets/x.js', 'cors', 'POST')).toBeUndefined();
    expect(answer('https://bank.test/favicon.svg')).toBeUndefined();
  });
});
