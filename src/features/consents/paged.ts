import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PagedQuery } from './AccountConsentList';

/** A paged list query as the Views take it: the items of every page read so far. */
export function pagedView<T>(
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>,
): PagedQuery<T> {
  return {
    status: query.status,
    data: query.data?.pages.flatMap((page) => page.items),
    isFetching: query.isFetching,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: query.fetchNextPage,
  };
}
