import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, unwrap } from '../api';

export type Deposit = components['schemas']['Deposit'];

export const depositsQueryKey = ['deposits'] as const;

/** The signed-in customer's deposits, newest first (GET /api/v1/deposits). */
export const depositsQuery = () =>
  queryOptions({
    queryKey: depositsQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/deposits', { signal })),
  });

export function useDeposits() {
  return useQuery(depositsQuery());
}
