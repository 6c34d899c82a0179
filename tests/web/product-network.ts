import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };
export type Route = (url: URL) => Answer | undefined;

const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs the bank for a signed-in page: the user menu's profile, then `route` for the calls under
 * test; anything else is a 404 in the bank's error shape. Returns the paths asked, in order.
 */
export function stubBank(route: Route): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      asked.push(url.pathname);
      if (url.pathname === '/api/v1/user/info') {
        return json({ body: { firstName: 'Leyla', lastName: 'Məmmədova' } });
      }
      return json(route(url) ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return asked;
}

/** A bank call that fails the first `times` times with a server error, then answers `body`. */
export function failingFirst(times: number, body: unknown): () => Answer {
  let calls = 0;
  return () => {
    calls += 1;
    return calls <= times
      ? { status: 500, body: { code: 'INTERNAL', message: 'Internal error' } }
      : { body };
  };
}

/** What a description list says: each term's text with its definition's text. */
export function factsOf(element: HTMLElement): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const term of element.querySelectorAll('dt')) {
    facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return facts;
}
