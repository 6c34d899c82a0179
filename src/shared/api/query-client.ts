import { QueryClient } from '@tanstack/react-query';
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
