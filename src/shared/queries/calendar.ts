import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
// Not the api index: the signed-in layout's loader imports this, and the query client must stay
// out of the sign-in page's first load.
import { api } from '../api/client';
import { unwrap } from '../api/errors';
import { bankToday } from '../bank-today';

export type BankCalendar = components['schemas']['BankCalendar'];

export const bankCalendarQueryKey = ['bank-calendar'] as const;

/**
 * The bank's now and today (GET /api/v1/bank-calendar): they follow the sandbox clock, so the
 * app's "today" is the bank's, not the device's. A day changes rarely: a minute is fresh enough.
 */
export const bankCalendarQuery = () =>
  queryOptions({
    queryKey: bankCalendarQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/bank-calendar', { signal })),
    staleTime: 60_000,
  });

/** The bank's today (yyyy-MM-dd); the device's Baku date until the bank has answered. */
export function useBankToday(): string {
  const { data } = useQuery(bankCalendarQuery());
  return data?.today ?? bankToday();
}

/** The same for a route loader: what the cache knows of the bank's today, else Baku's date. */
export function cachedBankToday(queryClient: QueryClient): string {
  return queryClient.getQueryData(bankCalendarQuery().queryKey)?.today ?? bankToday();
}
