import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api';

export const accountConsentsQueryKey = ['account-consents'] as const;
export const otherConsentsQueryKey = ['other-consents'] as const;

/** The customer's third-party consents, newest first, 20 at a time (listAccountConsents). */
export const accountConsentsQuery = () =>
  infiniteQueryOptions({
    queryKey: accountConsentsQueryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/v1/account-consents', {
          params: { query: pageParam ? { cursor: pageParam } : {} },
          signal,
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useAccountConsents = () => useInfiniteQuery(accountConsentsQuery());

/** One consent with the newest page of its access log (getAccountConsent). */
export const accountConsentQuery = (id: string) =>
  queryOptions({
    queryKey: [...accountConsentsQueryKey, id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/account-consents/{id}', { params: { path: { id } }, signal })),
  });

export const useAccountConsent = (id: string | null) =>
  useQuery({ ...accountConsentQuery(id ?? ''), enabled: id !== null });

/** The bank's own consents the customer gave (listOtherConsents). */
export const otherConsentsQuery = () =>
  infiniteQueryOptions({
    queryKey: otherConsentsQueryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/v1/other-consents', {
          params: { query: pageParam ? { cursor: pageParam } : {} },
          signal,
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useOtherConsents = () => useInfiniteQuery(otherConsentsQuery());

/** A consent was answered, revoked or withdrawn: the lists (and an open one) are read again. */
export const consentsChanged = (queryClient: QueryClient) =>
  Promise.all(
    [accountConsentsQueryKey, otherConsentsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
