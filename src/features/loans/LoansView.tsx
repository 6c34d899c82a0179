import { useLingui } from '@lingui/react/macro';
import { EmptyState, nameRepeats, QueryStatus, type QueryView } from '../../shared/products';
import type { Loan } from '../../shared/queries/loans';
import { LoanCard } from './LoanCard';

export interface LoansViewProps {
  query: QueryView<readonly Loan[]>;
  today: string;
  onOpenDetails: (loan: Loan) => void;
}

/** The customer's loans, or why there are none to show. */
export function LoansView({ query, today, onOpenDetails }: LoansViewProps) {
  const { t } = useLingui();
  return (
    <QueryStatus
      query={query}
      loadingLabel={t`Loading loans`}
      errorText={t`The loans could not be loaded.`}
    >
      {(loans) =>
        loans.length === 0 ? (
          <EmptyState>{t`You have no loans.`}</EmptyState>
        ) : (
          <ul className="product-list">
            {loans.map((loan) => (
              <li key={loan.id}>
                <LoanCard
                  loan={loan}
                  today={today}
                  onOpenDetails={onOpenDetails}
                  nameRepeats={nameRepeats(loans, loan.name)}
                />
              </li>
            ))}
          </ul>
        )
      }
    </QueryStatus>
  );
}
