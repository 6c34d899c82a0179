/**
 * Route loaders start their page's queries with these, so the bank's answers are on their way
 * while the page's code downloads (or while a link to it is hovered). Only a query the cache has
 * not seen is started, a call the page's hooks would make on mount anyway. A cached answer,
 * fresh, stale or failed, is left to the hooks, which refetch and retry as they always have, so
 * opening a page never costs an extra call. Not awaited and never thrown: the page shows its own
 * loading and error states, with retry, as it does without a loader.
 */
import type {
  DefaultError,
  EnsureInfiniteQueryDataOptions,
  EnsureQueryDataOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';

// The page's hooks show a failure with retry; the loader has nothing to add.
const ignore = () => undefined;

const unseen = (queryClient: QueryClient, queryKey: QueryKey) =>
  queryClient.getQueryState(queryKey) === undefined;

export function prefetchNew<TQueryFnData, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
): void {
  if (unseen(queryClient, options.queryKey)) queryClient.ensureQueryData(options).catch(ignore);
}

/** The same for a list read a page at a time (useInfiniteQuery). */
export function prefetchNewPages<TQueryFnData, TData, TQueryKey extends QueryKey, TPageParam>(
  queryClient: QueryClient,
  options: EnsureInfiniteQueryDataOptions<TQueryFnData, DefaultError, TData, TQueryKey, TPageParam>,
): void {
  if (unseen(queryClient, options.queryKey)) {
    queryClient.ensureInfiniteQueryData(options).catch(ignore);
  }
}
