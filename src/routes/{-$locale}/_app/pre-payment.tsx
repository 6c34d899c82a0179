import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '../../../app/route-params';
import { PrepaymentPage } from '../../../features/prepayment/PrepaymentPage';
import { loansQuery } from '../../../shared/queries/loans';
import { prefetchNew } from '../../../shared/queries/prefetch';

/** `?loan=<id>` starts with that loan (its card's "Repay early"); `?request=<id>` shows a request. */
const loanSearch = idSearch('loan');
const requestSearch = idSearch('request');

export const Route = createFileRoute('/{-$locale}/_app/pre-payment')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...loanSearch(search),
    ...requestSearch(search),
  }),
  loader: ({ context }) => prefetchNew(context.queryClient, loansQuery()),
  component: PrepaymentRoute,
});

function PrepaymentRoute() {
  return <PrepaymentPage search={Route.useSearch()} />;
}
