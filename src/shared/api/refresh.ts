import type { Middleware } from 'openapi-fetch';

/**
 * PRODUCT 4.4: a 401 on any call (the refresh call goes through another client) asks the session
 * for a new access token and retries the original request once with it. Requests refused at the
 * same time share one refresh, which the session chart guarantees.
 */
export function refreshMiddleware(deps: {
  refresh: (rejectedToken: string) => Promise<string | null>;
  fetch: typeof fetch;
}): Middleware {
  // A request's body can be read once: keep a copy of each until its answer is known.
  const originals = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      originals.set(id, request.clone());
    },
    async onResponse({ request, response, id }) {
      const original = originals.get(id);
      originals.delete(id);
      const rejectedToken = request.headers.get('Authorization');
      if (response.status !== 401 || !original || !rejectedToken) return undefined;
      const token = await deps.refresh(rejectedToken);
      if (!token) return undefined;
      const retry = new Request(original);
      retry.headers.set('Authorization', token);
      return deps.fetch(retry);
    },
    onError({ id }) {
      originals.delete(id);
    },
  };
}
