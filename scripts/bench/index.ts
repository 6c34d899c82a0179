/**
 * npm run bench: the bank's performance against references measured in the same run, printed
 * as one table and written into docs/PERFORMANCE.md (when every section ran and none failed).
 * Not part of npm test or CI. docs/PERFORMANCE.md says how to run it and what it measures.
 * BENCH_SECONDS (default 10) a measurement; BENCH_SECTIONS picks sections (comma-separated).
 */
import { runBench } from './bench';
import { readsSection } from './sections/reads';
import { scaleSection } from './sections/scale';
import { scaleOutSection } from './sections/scale-out';
import { signInSection } from './sections/sign-in';
import { transfersSection } from './sections/transfers';
import { webSection } from './sections/web';
import { isFullRun, settings } from './settings';
import type { Section } from './world';

const sections: Record<(typeof settings.sections)[number], Section> = {
  reads: readsSection,
  scale: scaleSection,
  'sign-in': signInSection,
  transfers: transfersSection,
  web: webSection,
  'scale-out': scaleOutSection,
};

await runBench(
  settings.sections.map((name) => sections[name]),
  isFullRun,
);
