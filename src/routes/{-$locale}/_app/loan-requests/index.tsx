import { createFileRoute } from '@tanstack/react-router';
import { LoanRequestsPage } from '../../../../features/loan-requests/LoanRequestsPage';

export const Route = createFileRoute('/{-$locale}/_app/loan-requests/')({
  component: () => <LoanRequestsPage section="current" />,
});
