import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, unwrap } from '../api';

export type Account = components['schemas']['Account'];
export type AccountDetails = components['schemas']['AccountDetails'];

export const accountsQueryKey = ['accounts'] as const;

export function accountQueryKey(id: string) {
  return ['accounts', id] as const;
}

/** The customer's current accounts with balances, oldest first (GET /api/v1/accounts). */
export const accountsQuery = () =>
  queryOptions({
    queryKey: accountsQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/accounts', { signal })),
  });

/** One account with its requisites for receiving transfers (GET /api/v1/accounts/{id}). */
export const accountQuery = (id: string) =>
  queryOptions({
    queryKey: accountQueryKey(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/accounts/{id}', { params: { path: { id } }, signal })),
  });

export function useAccounts() {
  return useQuery(accountsQuery());
}

export function useAccount(id: string) {
  return useQuery(accountQuery(id));
}
