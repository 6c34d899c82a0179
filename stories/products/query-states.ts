/** Query results as the product screens receive them, without a bank behind them. */
import { fn } from 'storybook/test';
import type { PagedQuery, QueryView } from '../../src/shared/products';

export const loaded = <T>(data: T): QueryView<T> => ({
  status: 'success',
  data,
  isFetching: false,
  refetch: fn().mockName('refetch'),
});

export const loading = <T>(): QueryView<T> => ({
  status: 'pending',
  data: undefined,
  isFetching: true,
  refetch: fn().mockName('refetch'),
});

export const failed = <T>(): QueryView<T> => ({
  status: 'error',
  data: undefined,
  isFetching: false,
  refetch: fn().mockName('refetch'),
});

const nextPage = { loadingMore: false, loadMoreFailed: false };

/** A paged list as the screens take it (src/shared/products/paged.tsx). */
export const pagedLoaded = <T>(items: T[], hasMore = false): PagedQuery<T> => ({
  ...loaded(items),
  ...nextPage,
  hasMore,
  loadMore: fn().mockName('loadMore'),
});

/** The list read so far, and its next page refused: the retry under it. */
export const pagedMoreFailed = <T>(items: T[]): PagedQuery<T> => ({
  ...pagedLoaded(items, true),
  loadMoreFailed: true,
});

export const pagedLoading = <T>(): PagedQuery<T> => ({
  ...loading<T[]>(),
  ...nextPage,
  hasMore: false,
  loadMore: fn().mockName('loadMore'),
});

export const pagedFailed = <T>(): PagedQuery<T> => ({
  ...failed<T[]>(),
  ...nextPage,
  hasMore: false,
  loadMore: fn().mockName('loadMore'),
});
