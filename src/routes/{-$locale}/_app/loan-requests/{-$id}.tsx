import { createFileRoute } from '@tanstack/react-router';
import { assertOptionalId } from '../../../../app/route-params';
import { LoanRequestsPage } from '../../../../features/loan-requests/LoanRequestsPage';

export const Route = createFileRoute('/{-$locale}/_app/loan-requests/{-$id}')({
  beforeLoad: ({ params }) => assertOptionalId(params.id),
  component: RequestPage,
});

function RequestPage() {
  const { id } = Route.useParams();
  return <LoanRequestsPage section="current" openId={id} />;
}
