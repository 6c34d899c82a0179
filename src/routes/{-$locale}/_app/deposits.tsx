import { createFileRoute } from '@tanstack/react-router';
import { DepositsPage } from '../../../features/deposits/DepositsPage';
import { depositsQuery } from '../../../shared/queries/deposits';
import { prefetchNew } from '../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/deposits')({
  loader: ({ context }) => prefetchNew(context.queryClient, depositsQuery()),
  component: DepositsPage,
});
