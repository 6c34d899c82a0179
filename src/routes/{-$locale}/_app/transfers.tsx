import { createFileRoute } from '@tanstack/react-router';
import { transferLimitsQuery } from '../../../features/transfers/queries';
import { TransfersPage } from '../../../features/transfers/TransfersPage';
import { accountsQuery } from '../../../shared/queries/accounts';
import { cardsQuery } from '../../../shared/queries/cards';
import { paymentMethodsQuery } from '../../../shared/queries/payment-methods';
import { prefetchNew } from '../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/transfers')({
  loader: ({ context: { queryClient } }) => {
    // The form chooses among the accounts and cards, the default first; the limits note shows
    // what is left.
    prefetchNew(queryClient, accountsQuery());
    prefetchNew(queryClient, cardsQuery());
    prefetchNew(queryClient, paymentMethodsQuery());
    prefetchNew(queryClient, transferLimitsQuery());
  },
  component: TransfersPage,
});
