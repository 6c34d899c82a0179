import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../domain/loan-requests';
import { api, unwrap } from '../api';

export const ordersQueryKey = ['orders'] as const;

/** The customer's requests (GET /api/v1/orders); PRODUCT 8: on failure the list is empty, silently. */
export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  try {
    return await unwrap(api.GET('/api/v1/orders', { signal }));
  } catch {
    return [];
  }
}

export const ordersQuery = () =>
  queryOptions({ queryKey: ordersQueryKey, queryFn: ({ signal }) => fetchOrders(signal) });

export function useOrders() {
  return useQuery(ordersQuery());
}

/** Accounts and deposits: the list gives only IN_PROGRESS, so their steps ask for the status. */
function readsOwnStatus(order: Order): boolean {
  const product = order.productType === 'ACCOUNT' || order.productType === 'DEPOSIT';
  return product && order.status === 'IN_PROGRESS';
}

export const applicationStatusQueryKey = ['application-status'] as const;

async function fetchApplicationStatus(order: Order, signal: AbortSignal): Promise<string> {
  const params = { path: { id: order.id } };
  const answer =
    order.productType === 'ACCOUNT'
      ? api.GET('/account-application/v1/applications/{id}/status', { params, signal })
      : api.GET('/deposit-application/v1/applications/{id}/status', { params, signal });
  return (await unwrap(answer)).status;
}

/** The detailed status of an account or deposit application (PRODUCT 7). */
export const applicationStatusQuery = (order: Order) =>
  queryOptions({
    queryKey: [...applicationStatusQueryKey, order.productType, order.id],
    queryFn: ({ signal }) => fetchApplicationStatus(order, signal),
  });

/**
 * The request as its steps see it: for an account or deposit in progress, with the
 * application's detailed status (GET .../applications/{id}/status, PRODUCT 7) in place of the
 * list's IN_PROGRESS; `order` is undefined until the bank has answered.
 */
export function useRequestWithStatus(order: Order) {
  const own = readsOwnStatus(order);
  const status = useQuery({ ...applicationStatusQuery(order), enabled: own });
  if (!own) return { order, isError: false, retry: () => {} };
  return {
    order: status.data === undefined ? undefined : { ...order, status: status.data },
    isError: status.isError,
    retry: () => void status.refetch(),
  };
}
