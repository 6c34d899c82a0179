import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { ApiError } from './errors';

/** A client error (4xx) will not change by asking again; network and 5xx errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The app's one query client; the layouts that read server state provide it. */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
    mutations: { retry: false },
  },
});

/**
 * The bank answers in the language a call asks in (product names, operations, offers: issue 15),
 * and the keys do not name it: a language switch marks every answer stale and asks the shown
 * ones again in the new language.
 */
let answeredIn = i18n.locale;
i18n.on('change', () => {
  // Loading another part of the catalogs changes them too, but not the language.
  if (i18n.locale === answeredIn) return;
  answeredIn = i18n.locale;
  void queryClient.invalidateQueries();
});
