import { useLingui } from '@lingui/react/macro';
import { EmptyState, nameRepeats, QueryStatus, type QueryView } from '../../shared/products';
import type { Deposit } from '../../shared/queries/deposits';
import { DepositCard } from './DepositCard';

/** The customer's deposits, or why there are none to show. */
export function DepositsView({ query }: { query: QueryView<readonly Deposit[]> }) {
  const { t } = useLingui();
  return (
    <QueryStatus
      query={query}
      loadingLabel={t`Loading deposits`}
      errorText={t`The deposits could not be loaded.`}
    >
      {(deposits) =>
        deposits.length === 0 ? (
          <EmptyState>{t`You have no deposits yet.`}</EmptyState>
        ) : (
          <ul className="product-list">
            {deposits.map((deposit) => (
              <li key={deposit.id}>
                <DepositCard deposit={deposit} nameRepeats={nameRepeats(deposits, deposit.name)} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryStatus>
  );
}
