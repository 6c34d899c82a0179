/**
 * The public HTTP API as a client sees it, over real sockets: an answer, or nothing at all when
 * the process died under the request (a connection refused or reset). A call that got no answer
 * may be tried again on the other process; that is what an Idempotency-Key is for.
 */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the fields it asserts on
  body: any;
  replayed: boolean;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const requestLimitMs = 60_000;

/**
 * Calls that got no answer, over the run (those the kill cut off, and those while a process was
 * down), and those answered 503 while the database could not be reached (a failover).
 */
export const silence = { calls: 0, unavailable: 0 };

/** One call; null when no answer came back. */
export async function call(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<Answer | null> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(requestLimitMs),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  } catch {
    return null;
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a client keeps trying while the bank answers 503: longer than a failover takes. */
const unavailableLimitMs = 90_000;

/**
 * The call on the preferred process, then, while nothing answers, alternately on the others for
 * up to `tries` attempts: a client retrying through a balancer while a node is down. A 503 (the
 * database unreachable, its outcome unknown) is sent again as it was, same Idempotency-Key,
 * a second later as its Retry-After says, until the database is back.
 */
export async function callWithRetries(
  urls: readonly string[],
  first: number,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
  tries = 8,
): Promise<Answer | null> {
  const giveUpAt = Date.now() + unavailableLimitMs;
  for (let attempt = 0; attempt < tries; ) {
    const url = urls[(first + attempt) % urls.length] as string;
    const answer = await call(url, method, path, options);
    if (answer?.body?.code === 'DATABASE_UNAVAILABLE' && Date.now() < giveUpAt) {
      silence.unavailable += 1;
      await pause(1_000);
      continue;
    }
    if (answer) return answer;
    silence.calls += 1;
    attempt += 1;
    await pause(250 * attempt);
  }
  return null;
}
