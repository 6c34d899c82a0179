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

/** Calls that got no answer, over the run: those the kill cut off, and those while it was down. */
export const silence = { calls: 0 };

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

/**
 * The call on the preferred process, then, while nothing answers, alternately on the others for
 * up to `tries` attempts: a client retrying through a balancer while a node is down.
 */
export async function callWithRetries(
  urls: readonly string[],
  first: number,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
  tries = 8,
): Promise<Answer | null> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const url = urls[(first + attempt) % urls.length] as string;
    const answer = await call(url, method, path, options);
    if (answer) return answer;
    silence.calls += 1;
    await pause(250 * (attempt + 1));
  }
  return null;
}
