import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api';

export const sessionsQueryKey = ['sessions'] as const;
export const signInHistoryQueryKey = ['sign-in-history'] as const;

/** The customer's live sessions, this one first (listSessions). */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/sessions', { signal })),
  });

/** The last 20 sign-ins and failed attempts (listSignInHistory). */
export const signInHistoryQuery = () =>
  queryOptions({
    queryKey: signInHistoryQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/sign-in-history', { signal })),
  });

export const useSessions = () => useQuery(sessionsQuery());
export const useSignInHistory = () => useQuery(signInHistoryQuery());
