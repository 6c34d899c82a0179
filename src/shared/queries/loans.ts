import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, unwrap } from '../api';

export type Loan = components['schemas']['Loan'];
export type LoanDetails = components['schemas']['LoanDetails'];
export type Instalment = components['schemas']['Instalment'];
export type LoanPayment = components['schemas']['LoanPayment'];

export const loansQueryKey = ['loans'] as const;

export function loanQueryKey(id: string) {
  return ['loans', id] as const;
}

/** The signed-in customer's loans, newest first (GET /api/v1/loans). */
export const loansQuery = () =>
  queryOptions({
    queryKey: loansQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/loans', { signal })),
  });

/** One loan with its repayment schedule and payment history (GET /api/v1/loans/{id}). */
export const loanQuery = (id: string) =>
  queryOptions({
    queryKey: loanQueryKey(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/loans/{id}', { params: { path: { id } }, signal })),
  });

export function useLoans() {
  return useQuery(loansQuery());
}

export function useLoan(id: string) {
  return useQuery(loanQuery(id));
}
