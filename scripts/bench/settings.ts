/**
 * The bench's settings, from the environment: how long each measurement runs, at which
 * connection counts, which sections, and the PostgreSQL server its scratch databases live on.
 * Everything it loads is on this machine's loopback: anything else is refused here.
 */
import { isLoopbackHost } from '../../server/config';

function whole(name: string, fallback: number, [min, max]: [number, number]): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Throws unless `url` is on this machine's loopback, so no load ever leaves it. */
export function assertLoopback(url: string): string {
  const { hostname } = new URL(url);
  if (!isLoopbackHost(hostname)) throw new Error(`The bench loads only the loopback, not ${url}`);
  return url;
}

export const sectionNames = ['reads', 'scale', 'sign-in', 'transfers', 'web', 'scale-out'] as const;
export type SectionName = (typeof sectionNames)[number];

function chosenSections(): SectionName[] {
  const raw = process.env.BENCH_SECTIONS;
  if (!raw) return [...sectionNames];
  const chosen = raw.split(',').map((name) => name.trim());
  const unknown = chosen.filter((name) => !(sectionNames as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_SECTIONS: unknown ${unknown.join(', ')}; known: ${sectionNames}`);
  }
  return chosen as SectionName[];
}

export const settings = {
  /** Seconds of each measurement (each subject's and each reference's). */
  seconds: whole('BENCH_SECONDS', 10, [1, 600]),
  /** Client connections of each load. */
  levels: [10, 50] as const,
  sections: chosenSections(),
  /** The server whose scratch databases the bench creates and drops; the loopback only. */
  adminUrl: assertLoopback(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  ),
  /** The size of the "with scale" database (issue 14: 50 000 customers, ~500 000 postings). */
  scaleCustomers: whole('BENCH_SCALE_CUSTOMERS', 50_000, [1, 1_000_000]),
  scalePostingsPerCustomer: whole('BENCH_SCALE_POSTINGS_PER_CUSTOMER', 10, [1, 1_000]),
};

/** Whether the run covers every section, so its table may replace the one in the docs. */
export const isFullRun = settings.sections.length === sectionNames.length;
