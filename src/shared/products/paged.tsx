import { Trans } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../ui';
import type { QueryView } from './QueryStatus';
import './paged.css';

/** A list read a page at a time: the items read so far, and whether there are more. */
export interface PagedQuery<T> extends QueryView<T[]> {
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "show more" failed; the items read before stay on the screen. */
  loadMoreFailed: boolean;
  loadMore: () => unknown;
}

/** A paged list query as the screens take it: the items of every page read so far. */
export function pagedView<T>(
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>,
): PagedQuery<T> {
  return {
    // A failed next page is the "show more" button's to tell; the list keeps what it read.
    status: query.isFetchNextPageError && query.data ? 'success' : query.status,
    data: query.data?.pages.flatMap((page) => page.items),
    isFetching: query.isFetching,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: query.fetchNextPage,
  };
}

export interface ShowMoreProps {
  query: Pick<PagedQuery<unknown>, 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'>;
  /** What failed when the next page could not be read; the bank's words where it sent some. */
  errorText?: ReactNode;
}

/** Reads the next page of a list while there is one; offers to try again when that failed. */
export function ShowMore({ query, errorText }: ShowMoreProps) {
  if (query.loadMoreFailed && !query.loadingMore) {
    return (
      <div className="show-more" role="alert">
        <p>{errorText ?? <Trans>An error occurred. Try again a bit later.</Trans>}</p>
        <Button variant="secondary" onPress={() => query.loadMore()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!query.hasMore) return null;
  return (
    <div className="show-more">
      <Button variant="secondary" isPending={query.loadingMore} onPress={() => query.loadMore()}>
        <Trans>Show more</Trans>
      </Button>
    </div>
  );
}
