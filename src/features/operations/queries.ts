import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, unwrap } from '../../api';
import type { PeriodDates } from './period';

export type Operation = components['schemas']['Operation'];
export type OperationsPage = components['schemas']['OperationsPage'];
export type SpendingBreakdown = components['schemas']['SpendingBreakdown'];
export type CurrencySpending = components['schemas']['CurrencySpending'];

export interface OperationsFilter extends PeriodDates {
  productId?: string;
}

/** Everything under ['operations'] is stale once money moves: invalidate that prefix. */
export const operationsQueryKey = ['operations'] as const;

export const historyQueryKey = (filter: OperationsFilter) =>
  [...operationsQueryKey, 'history', filter] as const;

export const spendingQueryKey = (filter: OperationsFilter) =>
  [...operationsQueryKey, 'spending', filter] as const;

/** The history, newest first, a page at a time (GET /api/v1/operations, following nextCursor). */
export function useOperationsHistory(filter: OperationsFilter) {
  return useInfiniteQuery({
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
    // Another filter keeps the lines on screen until its own arrive: no jump to a spinner.
    placeholderData: keepPreviousData,
  });
}

/** Spending by category per currency (GET /api/v1/operations/spending). */
export function useSpending(filter: OperationsFilter, enabled: boolean) {
  return useQuery({
    queryKey: spendingQueryKey(filter),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/operations/spending', { params: { query: filter }, signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
}
