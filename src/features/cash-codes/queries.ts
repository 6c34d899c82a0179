import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api';
import { accountsQueryKey } from '../../shared/queries/accounts';
import { cardsQueryKey } from '../../shared/queries/cards';
import { paymentMethodsQueryKey } from '../../shared/queries/payment-methods';

export const cashCodesQueryKey = ['cash-codes'] as const;

/** The customer's withdrawal codes, newest first, 20 at a time (listCashCodes). */
export const cashCodesQuery = () =>
  infiniteQueryOptions({
    queryKey: cashCodesQueryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/v1/cash-codes', {
          params: { query: pageParam ? { cursor: pageParam } : {} },
          signal,
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useCashCodes() {
  return useInfiniteQuery(cashCodesQuery());
}

/** Codes were issued or canceled: the list, the balances and the history are read again. */
export async function cashCodesChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      cashCodesQueryKey,
      accountsQueryKey,
      cardsQueryKey,
      paymentMethodsQueryKey,
      ['operations'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
