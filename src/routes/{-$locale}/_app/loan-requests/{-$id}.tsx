import { createFileRoute } from '@tanstack/react-router';
import { assertOptionalId } from '../../../../app/route-params';
import { LoanRequestsPage } from '../../../../features/applications/requests/LoanRequestsPage';
import { ordersQuery } from '../../../../shared/queries/orders';
import { prefetchNew } from '../../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/loan-requests/{-$id}')({
  beforeLoad: ({ params }) => assertOptionalId(params.id),
  loader: ({ context }) => prefetchNew(context.queryClient, ordersQuery()),
  component: RequestPage,
});

function RequestPage() {
  const { id } = Route.useParams();
  return <LoanRequestsPage section="current" openId={id} />;
}
