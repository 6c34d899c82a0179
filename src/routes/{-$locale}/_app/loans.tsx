import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '../../../features/loans/LoansPage';

export const Route = createFileRoute('/{-$locale}/_app/loans')({
  component: LoansPage,
});
