import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '../../../features/loans/LoansPage';
import { loansQuery } from '../../../shared/queries/loans';
import { prefetchNew } from '../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/loans')({
  loader: ({ context }) => prefetchNew(context.queryClient, loansQuery()),
  component: LoansPage,
});
