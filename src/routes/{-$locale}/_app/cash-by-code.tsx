import { createFileRoute } from '@tanstack/react-router';
import { CashCodesPage } from '../../../features/cash-codes/CashCodesPage';
import { cashCodesQuery } from '../../../features/cash-codes/queries';
import { paymentMethodsQuery } from '../../../shared/queries/payment-methods';
import { prefetchNew, prefetchNewPages } from '../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/cash-by-code')({
  loader: ({ context: { queryClient } }) => {
    prefetchNew(queryClient, paymentMethodsQuery());
    prefetchNewPages(queryClient, cashCodesQuery());
  },
  component: CashCodesPage,
});
