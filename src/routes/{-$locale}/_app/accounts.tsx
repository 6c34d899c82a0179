import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '../../../features/accounts/AccountsPage';
import { accountsQuery } from '../../../shared/queries/accounts';
import { prefetchNew } from '../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/accounts')({
  loader: ({ context }) => prefetchNew(context.queryClient, accountsQuery()),
  component: AccountsPage,
});
