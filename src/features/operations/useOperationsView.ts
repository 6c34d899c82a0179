import { getRouteApi } from '@tanstack/react-router';
import { useBankToday } from '../../shared/queries/calendar';
import { periodDates } from './period';
import { hasSpending, useProductChoices } from './products';
import { operationsFilter, useOperationsHistory, useSpending } from './queries';
import { defaultHistoryPeriod, type OperationsSearch } from './search';

const route = getRouteApi('/{-$locale}/_app/operations');

/** The page's filters from the URL and the bank data they select. */
export function useOperationsView() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const period = search.period ?? defaultHistoryPeriod;
  const today = useBankToday();
  const dates = periodDates(period, today);
  const choices = useProductChoices();
  const product = choices.products.find((choice) => choice.id === search.product);
  const filter = operationsFilter(search, today);
  const history = useOperationsHistory(filter);
  // Known to have a breakdown: no product, or an account or card (an unknown id: not shown).
  const spendable = search.product ? product !== undefined && hasSpending(product.kind) : true;
  const spending = useSpending(filter, spendable);
  const waitingForProducts = search.product !== undefined && choices.isPending;
  return {
    search,
    period,
    dates,
    choices,
    history,
    spending: spendable || waitingForProducts ? spending : null,
    /** The account a statement starts on: the chosen account or card's, else the first. */
    /** The bank's today, where the periods and a statement's dates end. */
    today,
    statementAccountId: product?.accountId ?? choices.accounts[0]?.id,
    /** A filter change is a new address (linkable, Back returns) without a jump to the top. */
    filterBy: (change: Partial<OperationsSearch>) =>
      navigate({ search: (previous) => ({ ...previous, ...change }), resetScroll: false }),
  };
}
