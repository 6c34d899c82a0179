import { createFileRoute } from '@tanstack/react-router';
import { PaymentsPage } from '../../../../features/payments/PaymentsPage';
import { paymentProvidersQuery } from '../../../../features/payments/queries';
import { paymentTemplatesQuery } from '../../../../shared/queries/payment-templates';
import { prefetchNew } from '../../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/payments/')({
  loader: ({ context: { queryClient } }) => {
    prefetchNew(queryClient, paymentTemplatesQuery());
    prefetchNew(queryClient, paymentProvidersQuery());
  },
  component: PaymentsPage,
});
