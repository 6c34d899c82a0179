import { createFileRoute } from '@tanstack/react-router';
import { OperationsPage } from '../../../features/operations/OperationsPage';
import {
  historyQuery,
  operationsFilter,
  spendingQuery,
} from '../../../features/operations/queries';
import { validateOperationsSearch } from '../../../features/operations/search';
import { accountsQuery } from '../../../shared/queries/accounts';
import { cachedBankToday } from '../../../shared/queries/calendar';
import { cardsQuery } from '../../../shared/queries/cards';
import { depositsQuery } from '../../../shared/queries/deposits';
import { loansQuery } from '../../../shared/queries/loans';
import { prefetchNew, prefetchNewPages } from '../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/operations')({
  validateSearch: validateOperationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    // The product filter's choices, then the history and spending of the URL's filters.
    prefetchNew(queryClient, accountsQuery());
    prefetchNew(queryClient, cardsQuery());
    prefetchNew(queryClient, depositsQuery());
    prefetchNew(queryClient, loansQuery());
    const filter = operationsFilter(deps, cachedBankToday(queryClient));
    prefetchNewPages(queryClient, historyQuery(filter));
    // A chosen product may be a deposit or loan, without a breakdown: the page knows once the
    // lists are in, so only the unfiltered spending is started here.
    if (deps.product === undefined) prefetchNew(queryClient, spendingQuery(filter));
  },
  component: OperationsPage,
});
