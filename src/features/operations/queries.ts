import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, unwrap } from '../../shared/api';
import { type PeriodDates, periodDates } from './period';
import { defaultHistoryPeriod, type OperationsSearch } from './search';

export type Operation = components['schemas']['Operation'];
export type OperationsPage = components['schemas']['OperationsPage'];
export type SpendingBreakdown = components['schemas']['SpendingBreakdown'];
export type CurrencySpending = components['schemas']['CurrencySpending'];

export interface OperationsFilter extends PeriodDates {
  productId?: string;
  /** Only the history is searched; spending stays the whole period's. */
  search?: string;
}

/** Everything under ['operations'] is stale once money moves: invalidate that prefix. */
export const operationsQueryKey = ['operations'] as const;

/** What the page at this URL asks the bank for: its period's Baku days and its product, if any. */
export function operationsFilter(search: OperationsSearch, today: string): OperationsFilter {
  const dates = periodDates(search.period ?? defaultHistoryPeriod, today);
  return { ...dates, productId: search.product, search: search.q };
}

export const historyQueryKey = (filter: OperationsFilter) =>
  [...operationsQueryKey, 'history', filter] as const;

/** The spending of a filter's period and product: a search does not change it. */
const spendingFilter = ({ from, to, productId }: OperationsFilter) => ({ from, to, productId });

export const spendingQueryKey = (filter: OperationsFilter) =>
  [...operationsQueryKey, 'spending', spendingFilter(filter)] as const;

/** The history, newest first, a page at a time (GET /api/v1/operations, following nextCursor). */
export const historyQuery = (filter: OperationsFilter) =>
  infiniteQueryOptions({
    queryKey: historyQueryKey(filter),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/v1/operations', {
          params: { query: { ...filter, cursor: pageParam ?? undefined } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page: OperationsPage) => page.nextCursor,
  });

/** Spending by category per currency (GET /api/v1/operations/spending). */
export const spendingQuery = (filter: OperationsFilter) =>
  queryOptions({
    queryKey: spendingQueryKey(filter),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/operations/spending', {
          params: { query: spendingFilter(filter) },
          signal,
        }),
      ),
  });

export function useOperationsHistory(filter: OperationsFilter) {
  // Another filter keeps the lines on screen until its own arrive: no jump to a spinner.
  return useInfiniteQuery({ ...historyQuery(filter), placeholderData: keepPreviousData });
}

export function useSpending(filter: OperationsFilter, enabled: boolean) {
  return useQuery({ ...spendingQuery(filter), enabled, placeholderData: keepPreviousData });
}
