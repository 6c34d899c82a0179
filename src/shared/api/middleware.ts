import type { Middleware } from 'openapi-fetch';
import type { Locale } from '../../../domain/locale';
import type { ProgressStore } from './progress';

export const acceptHeader = 'application/json, text/plain, */*';

/**
 * PRODUCT 7: every call carries the interface language and the stored access token as-is
 * (the bank expects no `Bearer` prefix), and accepts JSON or text.
 */
export function headersMiddleware(deps: {
  locale: () => Locale;
  accessToken: () => string | null;
}): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept', acceptHeader);
      request.headers.set('Accept-Language', deps.locale());
      const token = deps.accessToken();
      if (token) request.headers.set('Authorization', token);
      return request;
    },
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string } | null)?.name === 'AbortError';
}

/** Drives the progress bar: HTTP errors and network errors fail it, aborts only finish it. */
export function progressMiddleware(store: ProgressStore): Middleware {
  return {
    onRequest() {
      store.start();
    },
    onResponse({ response }) {
      if (response.ok) store.finish();
      else store.fail();
    },
    onError({ error }) {
      if (isAbort(error)) store.finish();
      else store.fail();
    },
  };
}
