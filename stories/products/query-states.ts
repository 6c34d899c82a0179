/** Query results as the product screens receive them, without a bank behind them. */
import { fn } from 'storybook/test';
import type { QueryView } from '../../src/shared/products';

export const loaded = <T>(data: T): QueryView<T> => ({
  status: 'success',
  data,
  isFetching: false,
  refetch: fn().mockName('refetch'),
});

export const loading = <T>(): QueryView<T> => ({
  status: 'pending',
  data: undefined,
  isFetching: true,
  refetch: fn().mockName('refetch'),
});

export const failed = <T>(): QueryView<T> => ({
  status: 'error',
  data: undefined,
  isFetching: false,
  refetch: fn().mockName('refetch'),
});
