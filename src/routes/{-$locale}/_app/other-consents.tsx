import { createFileRoute } from '@tanstack/react-router';
import { OtherConsentsPage } from '../../../features/consents/OtherConsentsPage';
import { otherConsentsQuery } from '../../../features/consents/queries';
import { prefetchNewPages } from '../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/other-consents')({
  loader: ({ context: { queryClient } }) => prefetchNewPages(queryClient, otherConsentsQuery()),
  component: OtherConsentsPage,
});
