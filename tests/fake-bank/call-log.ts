/** Every request that reached the fake bank in the current test, in the order it was sent. */

export interface BankCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Method, path and query as one line, e.g. `PATCH /api/.../doc-main?applicationId=loan-1`. */
  line: string;
  headers: Headers;
  /** A copy of the request, whose body can still be read. */
  request: Request;
}

export interface CallFilter {
  method?: string;
  path?: string | RegExp;
}

const log: BankCall[] = [];

export function recordCall(request: Request): void {
  const url = new URL(request.url);
  log.push({
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    line: `${request.method} ${url.pathname}${url.search}`,
    headers: request.headers,
    request: request.clone(),
  });
}

export function clearCalls(): void {
  log.length = 0;
}

const matches = ({ method, path }: CallFilter, call: BankCall) =>
  (!method || call.method === method) &&
  (path === undefined || (typeof path === 'string' ? call.path === path : path.test(call.path)));

/** The calls made so far, optionally only those of a method and path. */
export function callsMade(filter: CallFilter = {}): BankCall[] {
  return log.filter((call) => matches(filter, call));
}

/** The JSON bodies the app sent with the calls, in order. */
export function bodiesSent(filter: CallFilter): Promise<unknown[]> {
  return Promise.all(callsMade(filter).map((call) => call.request.clone().json()));
}
