import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api';
import { accountsQueryKey } from '../../shared/queries/accounts';
import { cardsQueryKey } from '../../shared/queries/cards';

export const transfersQueryKey = ['transfers'] as const;
export const transferLimitsQueryKey = ['transfers', 'limits'] as const;

/** The limits for transfers to others and what is left of them (GET /api/v1/transfers/limits). */
export const transferLimitsQuery = () =>
  queryOptions({
    queryKey: transferLimitsQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/transfers/limits', { signal })),
  });

export function useTransferLimits() {
  return useQuery(transferLimitsQuery());
}

/** Money moved or was held: the products, the history and the limits are read again. */
export async function transferMoved(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [accountsQueryKey, cardsQueryKey, ['operations'], transfersQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
