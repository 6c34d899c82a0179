/**
 * Web: what Chromium downloads for a page and when it paints, on Lighthouse's slow 4G with a 4×
 * slower CPU (web-metrics.ts): the sign-in page and the signed-in home, served by a bank server
 * with the built web app. Issue 14's targets: the sign-in page's JavaScript on the wire at most
 * 120 KB; LCP at most 1.5 s on /auth/signin and 2.5 s on / signed in. Each page is loaded a few
 * times with an empty cache; the median LCP is reported.
 */
import { join } from 'node:path';
import { ensureWebBuild } from '../../web-build';
import { root, startBank } from '../bank-process';
import { demoIdentities, signIn } from '../customers';
import { percentile } from '../load';
import {
  measureSignedInPage,
  measureWebPage,
  type WebPageMetrics,
  type WebPageOptions,
} from '../web-metrics';
import type { Section } from '../world';

const loadsPerPage = 3;
const scriptTargetKb = 120;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function medianOf(load: () => Promise<WebPageMetrics>) {
  const loads: WebPageMetrics[] = [];
  for (let n = 0; n < loadsPerPage; n += 1) loads.push(await load());
  const first = loads[0] as WebPageMetrics;
  return {
    ...first,
    lcpMs: percentile(
      loads.map((one) => one.lcpMs),
      50,
    ),
  };
}

function webNote(metrics: WebPageMetrics, lcpTargetMs: number, scriptTarget: boolean) {
  const mark = (met: boolean) => (met ? '✓' : '✗');
  const lcp = `LCP ${(metrics.lcpMs / 1000).toFixed(2)} s (≤ ${lcpTargetMs / 1000} s ${mark(metrics.lcpMs <= lcpTargetMs)})`;
  const scripts = `JS on the wire ${kb(metrics.scriptBytesOnWire)}${
    scriptTarget
      ? ` (≤ ${scriptTargetKb} KB ${mark(metrics.scriptBytesOnWire <= scriptTargetKb * 1024)})`
      : ''
  }`;
  return `${lcp}; ${scripts}; all ${kb(metrics.totalBytesOnWire)}; median of ${loadsPerPage} loads`;
}

export const webSection: Section = {
  name: 'web',
  async run(world, record) {
    ensureWebBuild();
    const bank = await startBank({
      databaseUrl: await world.demoDatabaseUrl(),
      webDist: join(root, 'dist'),
    });
    try {
      const throttled = (path: string): WebPageOptions => ({
        url: `${bank.url}${path}`,
        throttling: 'slow4g',
      });
      const signInPage = await medianOf(() => measureWebPage(throttled('/auth/signin')));
      record({
        section: 'web',
        subject: '/auth/signin, slow 4G, 4× CPU',
        connections: '1 browser',
        note: webNote(signInPage, 1_500, true),
      });
      const accessToken = await signIn(bank.url, demoIdentities[0] as (typeof demoIdentities)[0]);
      const home = await medianOf(() => measureSignedInPage({ ...throttled('/'), accessToken }));
      record({
        section: 'web',
        subject: '/ signed in, slow 4G, 4× CPU',
        connections: '1 browser',
        note: webNote(home, 2_500, false),
      });
    } finally {
      await bank.stop();
    }
  },
};
