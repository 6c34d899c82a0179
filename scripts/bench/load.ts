/**
 * One load on one server with autocannon: `connections` keep-alive connections, each sending its
 * next request as soon as the last is answered (or at a fixed overall rate), for the bench's
 * seconds and at most a bounded number of requests, on the loopback only.
 */
import autocannon from 'autocannon';
import { assertLoopback, settings } from './settings';

/** A bound on the count far above what this kind of machine answers, so no load runs away. */
const maxRequestsPerSecond = 100_000;

export interface Measurement {
  /** 2xx answers a second. */
  rate: number;
  /** Latency percentiles of the 2xx answers, in ms (a quick refusal would flatter them). */
  p50: number;
  p99: number;
  ok: number;
  /** Non-2xx answers, connection errors and timeouts. */
  failed: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

export interface Load {
  /** The server's origin (or the route's address); the paths come from `requests`. */
  url: string;
  /** Each connection sends these in turn, again and again. */
  requests: autocannon.Request[];
  connections: number;
  seconds?: number;
  /** Requests a second over all connections; unset: as fast as the server answers. */
  overallRate?: number;
}

export async function measure(load: Load): Promise<Measurement> {
  const seconds = load.seconds ?? settings.seconds;
  const result = await autocannon({
    url: assertLoopback(load.url),
    connections: load.connections,
    duration: seconds,
    maxOverallRequests: seconds * maxRequestsPerSecond,
    requests: load.requests,
    excludeErrorStats: true,
    ...(load.overallRate ? { overallRate: load.overallRate } : {}),
  });
  if (result['2xx'] === 0 && result.errors > 0) {
    throw new Error(`${load.url} answered nothing: ${result.errors} connection errors`);
  }
  const statuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = stat.count ?? 0;
  }
  return {
    rate: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors,
    statuses,
  };
}

/** Authenticated GETs of `paths`, spread over `tokens` (sent as-is in Authorization). */
export function authenticatedGets(paths: readonly string[], tokens: readonly string[]) {
  return paths.flatMap((path) =>
    tokens.map((token) => ({
      method: 'GET' as const,
      path,
      headers: { authorization: token, 'accept-language': 'en' },
    })),
  );
}

/** Several loads at once (e.g. one per server process); their rates add up. */
export async function measureTogether(loads: readonly Load[]): Promise<Measurement> {
  const parts = await Promise.all(loads.map(measure));
  const statuses: Record<string, number> = {};
  for (const part of parts) {
    for (const [status, count] of Object.entries(part.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const sum = (pick: (part: Measurement) => number) =>
    parts.reduce((total, part) => total + pick(part), 0);
  return {
    rate: sum((part) => part.rate),
    // The slower process's percentiles: what the worse-served clients saw.
    p50: Math.max(...parts.map((part) => part.p50)),
    p99: Math.max(...parts.map((part) => part.p99)),
    ok: sum((part) => part.ok),
    failed: sum((part) => part.failed),
    statuses,
  };
}

/** The p-th percentile (0–100) of `values` in ms, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}
