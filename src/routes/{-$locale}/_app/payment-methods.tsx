import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '../../../features/payment-methods/PaymentMethodsPage';
import { paymentMethodsQuery } from '../../../shared/queries/payment-methods';
import { prefetchNew } from '../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/payment-methods')({
  loader: ({ context: { queryClient } }) => {
    prefetchNew(queryClient, paymentMethodsQuery());
  },
  component: PaymentMethodsPage,
});
