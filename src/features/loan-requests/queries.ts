import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api';
import type { Order } from '../../domain/loan-requests';

export const ordersQueryKey = ['orders'] as const;

/** The customer's requests (GET /api/v1/orders); SPEC 8: on failure the list is empty, silently. */
export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  try {
    return await unwrap(api.GET('/api/v1/orders', { signal }));
  } catch {
    return [];
  }
}

export function useOrders() {
  return useQuery({ queryKey: ordersQueryKey, queryFn: ({ signal }) => fetchOrders(signal) });
}
