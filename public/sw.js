/*
 * Service worker of the internet bank (PRODUCT 1). It only makes the app shell survive a flaky
 * network: hashed build files are served from cache, pages go to the network first and fall back
 * to the cached index.html. Bank data is never cached: API and sandbox responses always come from
 * the network, and requests to other origins are left alone.
 */
const version = 'v1';
const assetCache = `assets-${version}`;
const pageCache = `pages-${version}`;
const indexUrl = '/index.html';

// Path prefixes of the bank API (PRODUCT 7) and of the sandbox: the first path segments of the
// contract (openapi/generated/openapi.json), from which vite.config.ts derives its dev proxy.
const apiPrefixes = [
  '/api',
  '/sandbox',
  '/bank-details',
  '/ms-fatca',
  '/loan-insurance',
  '/account-application',
  '/deposit-application',
  '/psd2',
];

const isApi = (pathname) =>
  apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

self.addEventListener('install', () => {
  // The page reloads when a new worker has installed, so it must take over at once.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = [assetCache, pageCache];
      for (const name of await caches.keys()) {
        if (!keep.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Hashed file names never change content, so the cached copy is always right. */
async function cachedAsset(request) {
  const cache = await caches.open(assetCache);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Every page is the same index.html; the freshest one is kept for when the network is down. */
async function networkFirstPage(request) {
  const cache = await caches.open(pageCache);
  try {
    const response = await fetch(request);
    const isPage = response.headers.get('content-type')?.includes('text/html');
    if (response.ok && isPage) await cache.put(indexUrl, response.clone());
    return response;
  } catch (error) {
    const fallback = await cache.match(indexUrl);
    if (fallback) return fallback;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cachedAsset(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  }
});
