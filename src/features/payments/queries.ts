import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api';
import { accountsQueryKey } from '../../shared/queries/accounts';
import { cardsQueryKey } from '../../shared/queries/cards';
import { paymentMethodsQueryKey } from '../../shared/queries/payment-methods';

export const paymentProvidersQueryKey = ['payment-providers'] as const;

/** The categories and their providers, as /payments lists them (listPaymentProviders). */
export const paymentProvidersQuery = () =>
  queryOptions({
    queryKey: paymentProvidersQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/payment-providers', { signal })),
  });

export function usePaymentProviders() {
  return useQuery(paymentProvidersQuery());
}

/** One provider's declaration: its fields, rules, minimum and maximum (getPaymentProvider). */
export const paymentProviderQuery = (id: string) =>
  queryOptions({
    queryKey: [...paymentProvidersQueryKey, id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/payment-providers/{id}', { params: { path: { id } }, signal })),
  });

export function usePaymentProvider(id: string) {
  return useQuery(paymentProviderQuery(id));
}

/** Money moved, was held or released: the products, their balances and the history are read again. */
export async function paymentMoved(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [accountsQueryKey, cardsQueryKey, paymentMethodsQueryKey, ['operations']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
