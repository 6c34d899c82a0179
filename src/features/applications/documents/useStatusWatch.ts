import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Order } from '../../../../domain/loan-requests';
import { api, silentApi } from '../../../shared/api';
import type { StepProps } from '../step-props';
import { createDocumentServices } from './services';

/** How often a request waiting for the bank's decision is read again. */
export const statusWatchMs = 5_000;

/** The request's status as the bank has it now (its document services' checkStatus). */
export const statusWatchQuery = (order: Order) =>
  queryOptions({
    queryKey: ['application-status-watch', order.id],
    queryFn: () =>
      createDocumentServices(api, silentApi, order.id, order.productType).checkStatus(),
  });

/**
 * While the bank decides (the operator's final approval), reads the request's status quietly every
 * few seconds and calls `onChanged` once it has moved on, so the screen keeps its promise to
 * update by itself.
 */
export function useStatusWatch({ order, onChanged }: StepProps) {
  const { data: status } = useQuery({ ...statusWatchQuery(order), refetchInterval: statusWatchMs });
  useEffect(() => {
    if (status !== undefined && status !== order.status) onChanged();
  }, [status, order.status, onChanged]);
}
