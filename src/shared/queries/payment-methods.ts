import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, unwrap } from '../api';
import { accountsQueryKey } from './accounts';
import { cardsQueryKey } from './cards';

export type PaymentMethod = components['schemas']['PaymentMethod'];
export type PaymentMethods = components['schemas']['PaymentMethods'];

export const paymentMethodsQueryKey = ['payment-methods'] as const;

/**
 * The current accounts and cards the customer can pay from, the default marked
 * (GET /api/v1/payment-methods). The transfer and payment forms pre-select its defaultProductId.
 */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/payment-methods', { signal })),
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery());
}

/**
 * The default changed (or a card did): the bank's new list at once, then the methods and the
 * products read again, since a card's isDefault comes from the same choice.
 */
export async function paymentMethodsChanged(
  queryClient: QueryClient,
  methods?: PaymentMethods,
): Promise<void> {
  if (methods) queryClient.setQueryData(paymentMethodsQueryKey, methods);
  await Promise.all(
    [paymentMethodsQueryKey, cardsQueryKey, accountsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
