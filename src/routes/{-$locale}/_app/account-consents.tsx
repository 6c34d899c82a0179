import { createFileRoute } from '@tanstack/react-router';
import { AccountConsentsPage } from '../../../features/consents/AccountConsentsPage';
import { accountConsentsQuery } from '../../../features/consents/queries';
import { prefetchNewPages } from '../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/account-consents')({
  loader: ({ context: { queryClient } }) => prefetchNewPages(queryClient, accountConsentsQuery()),
  component: AccountConsentsPage,
});
