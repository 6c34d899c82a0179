import { createFileRoute } from '@tanstack/react-router';
import { LoanRequestsPage } from '../../../../features/applications/requests/LoanRequestsPage';
import { ordersQuery } from '../../../../shared/queries/orders';
import { prefetchNew } from '../../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/loan-requests/archive')({
  loader: ({ context }) => prefetchNew(context.queryClient, ordersQuery()),
  component: () => <LoanRequestsPage section="archive" />,
});
