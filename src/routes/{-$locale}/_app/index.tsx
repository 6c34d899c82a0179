import { createFileRoute } from '@tanstack/react-router';
import { CardList } from '../../../features/cards/CardList';
import { HomePage } from '../../../features/home/HomePage';
import { accountsQuery } from '../../../shared/queries/accounts';
import { cardsQuery } from '../../../shared/queries/cards';
import { depositsQuery } from '../../../shared/queries/deposits';
import { loansQuery } from '../../../shared/queries/loans';
import { prefetchNew } from '../../../shared/queries/prefetch';

// The home page shows the cards feature's list, composed here: features never import each other.
function Home() {
  return <HomePage renderCards={(cards) => <CardList cards={cards} />} />;
}

export const Route = createFileRoute('/{-$locale}/_app/')({
  loader: ({ context: { queryClient } }) => {
    prefetchNew(queryClient, cardsQuery());
    prefetchNew(queryClient, accountsQuery());
    prefetchNew(queryClient, depositsQuery());
    prefetchNew(queryClient, loansQuery());
  },
  component: Home,
});
