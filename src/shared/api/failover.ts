import type { Middleware } from 'openapi-fetch';

/**
 * How long a call keeps being sent again while the database fails over: the failover test
 * measures about 12 s without a writable primary (docs/OPERATIONS.md); this leaves room.
 */
export const failoverPatienceMs = 30_000;

/** The pause the bank asks for in Retry-After, within 1 to 5 s. */
function pauseOf(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), 5) * 1000 : 1000;
}

async function databaseUnavailable(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return (body as { code?: unknown } | null)?.code === 'DATABASE_UNAVAILABLE';
}

/**
 * A read, or a write that carries its Idempotency-Key: the bank answers a repeated key with the
 * first answer, so sending it again never moves money twice. Any other write may have been
 * committed before its answer was lost, so its 503 reaches the customer as an error.
 */
function safeToRepeat(request: Request): boolean {
  return (
    request.method === 'GET' || request.method === 'HEAD' || request.headers.has('Idempotency-Key')
  );
}

/**
 * Issue 19: while no database node takes writes the bank answers 503 DATABASE_UNAVAILABLE with
 * Retry-After. A call that is safe to repeat is sent again after that pause until the bank
 * answers otherwise or `patienceMs` has passed, so a failover shows as a slower answer, not an
 * error. Used last, so its answer is the one the session's refresh and the progress bar see.
 */
export function failoverRetryMiddleware(deps: {
  fetch: typeof fetch;
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
  patienceMs?: number;
}): Middleware {
  const wait = deps.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? Date.now;
  const patienceMs = deps.patienceMs ?? failoverPatienceMs;
  // A request's body can be read once: keep a copy of each repeatable one until it is answered.
  const originals = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      if (safeToRepeat(request)) originals.set(id, request.clone());
    },
    async onResponse({ response, id }) {
      const original = originals.get(id);
      originals.delete(id);
      if (!original) return undefined;
      const giveUpAt = now() + patienceMs;
      let answer = response;
      while ((await databaseUnavailable(answer)) && now() + pauseOf(answer) <= giveUpAt) {
        await wait(pauseOf(answer));
        answer = await deps.fetch(original.clone());
      }
      return answer === response ? undefined : answer;
    },
    onError({ id }) {
      originals.delete(id);
    },
  };
}
