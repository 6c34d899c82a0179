/**
 * Web: the sign-in page's JavaScript on the wire and LCP on slow 4G with 4× CPU slowdown, for
 * /auth/signin and for / signed in, measured by scripts/bench/web-metrics.ts's measureWebPage
 * (written separately). Until that module exists the section records that it was skipped.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Section } from '../world';

/** The hook: where measureWebPage is expected. */
export const webMetricsModule = new URL('../web-metrics.ts', import.meta.url);

export const webSection: Section = {
  name: 'web',
  async run(_world, record) {
    if (!existsSync(fileURLToPath(webMetricsModule))) {
      record({
        section: 'web',
        subject: '/auth/signin and / signed in',
        connections: '–',
        note: 'skipped: scripts/bench/web-metrics.ts (measureWebPage) is not there yet',
      });
      return;
    }
    throw new Error('web-metrics.ts exists: wire measureWebPage into sections/web.ts');
  },
};
