import { Trans } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '../ui';
import type { QueryView } from './QueryStatus';

/** A list read a page at a time: the items read so far, and whether there are more. */
export interface PagedQuery<T> extends QueryView<T[]> {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => unknown;
}

/** A paged list query as the screens take it: the items of every page read so far. */
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

/** Reads the next page of a list, while there is one. */
export function ShowMore({
  query,
}: {
  query: Pick<PagedQuery<unknown>, 'hasMore' | 'loadingMore' | 'loadMore'>;
}) {
  if (!query.hasMore) return null;
  return (
    <Button variant="secondary" isPending={query.loadingMore} onPress={() => query.loadMore()}>
      <Trans>Show more</Trans>
    </Button>
  );
}
