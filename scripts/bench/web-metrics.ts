/**
 * What a browser downloads and when it paints: one page load in a fresh Debian Chromium (never a
 * downloaded browser) through playwright-core, with an empty cache and no service worker, as a
 * first visit is. Optionally on Lighthouse's "slow 4G" with a 4× slower CPU, through the DevTools
 * protocol. For the bench (scripts/bench/sections/web.ts), not a test: the figures vary by run.
 *
 * The signed-in home: sign a demo customer in through the API (customers.ts's signIn gives the
 * access token), then `measureSignedInPage({ url: `${bank}/`, accessToken, throttling })`: the
 * app keeps its session in sessionStorage, which the page gets before the app's code runs.
 */
import { type BrowserContext, chromium, type Request } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../support/chromium';

export type Throttling = 'none' | 'slow4g';

export interface WebPageOptions {
  url: string;
  chromiumPath?: string;
  throttling: Throttling;
  /** Runs in the fresh context before the page opens: a sign-in, storage, cookies. */
  prepare?: (context: BrowserContext) => Promise<void>;
}

export interface WebPageMetrics {
  /** The scripts' bodies as received (compressed), as the e2e budget counts them. */
  scriptBytesOnWire: number;
  /** Every response of the load, headers and (compressed) bodies. */
  totalBytesOnWire: number;
  /** Largest Contentful Paint, from the start of the navigation. */
  lcpMs: number;
}

/**
 * Lighthouse's mobile "slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) applied as
 * DevTools throttling, with its 4× CPU slowdown.
 */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const slowCpuRate = 4;
interface LcpWait {
  settleMs: number;
  limitMs: number;
}
/** Rendering may go on after the network is idle, on a slowed CPU above all. */
const lcpWait: LcpWait = { settleMs: 1_000, limitMs: 30_000 };

export async function measureWebPage(options: WebPageOptions): Promise<WebPageMetrics> {
  const browser = await chromium.launch({
    executablePath: options.chromiumPath ?? chromiumPath,
    args: chromiumFlags,
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await options.prepare?.(context);
    const page = await context.newPage();
    if (options.throttling === 'slow4g') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slow4g);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowCpuRate });
    }
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const response = await page.goto(options.url, { waitUntil: 'networkidle', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${options.url} answered ${response?.status()}`);
    const lcpMs = await page.evaluate(largestContentfulPaint, lcpWait);
    if (!lcpMs) throw new Error(`${options.url} painted no largest contentful element`);
    return { ...(await bytesOnWire(requests)), lcpMs };
  } finally {
    await browser.close();
  }
}

export interface SignedInPageOptions extends Omit<WebPageOptions, 'prepare'> {
  /** An access token of the bank's API (as the app would get from signing in). */
  accessToken: string;
  refreshToken?: string;
}

/** A page of the signed-in app: the session is in sessionStorage before the app starts. */
export function measureSignedInPage(options: SignedInPageOptions): Promise<WebPageMetrics> {
  const { accessToken, refreshToken, ...page } = options;
  const origin = new URL(options.url).origin;
  return measureWebPage({
    ...page,
    prepare: async (context) => {
      await context.addInitScript(
        ({ bankOrigin, tokens }) => {
          if (window.location.origin !== bankOrigin) return;
          for (const [key, value] of Object.entries(tokens)) {
            if (value) window.sessionStorage.setItem(key, value);
          }
        },
        { bankOrigin: origin, tokens: { access_token: accessToken, refresh_token: refreshToken } },
      );
    },
  });
}

async function bytesOnWire(requests: readonly Request[]) {
  let scriptBytesOnWire = 0;
  let totalBytesOnWire = 0;
  for (const request of requests) {
    if (!(await request.response())) continue;
    const sizes = await request.sizes();
    totalBytesOnWire += sizes.responseHeadersSize + sizes.responseBodySize;
    if (request.resourceType() === 'script') scriptBytesOnWire += sizes.responseBodySize;
  }
  return { scriptBytesOnWire, totalBytesOnWire };
}

/**
 * In the page: the last LCP candidate's time (buffered: those before this call count), once
 * none has come for `settleMs`; 0 if none came within `limitMs`.
 */
function largestContentfulPaint({ settleMs, limitMs }: LcpWait): Promise<number> {
  // Callbacks inline only: a named function here would be renamed by tsx outside the page.
  return new Promise((resolve) => {
    const started = performance.now();
    let last = 0;
    let lastSeen = started;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = entry.startTime;
      lastSeen = performance.now();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const poll = setInterval(() => {
      const now = performance.now();
      if ((last > 0 && now - lastSeen >= settleMs) || now - started >= limitMs) {
        clearInterval(poll);
        observer.disconnect();
        resolve(last);
      }
    }, 100);
  });
}
