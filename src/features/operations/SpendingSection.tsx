import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { EmptyState, QueryStatus, type QueryView } from '../../shared/products';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import type { SpendingBreakdown } from './queries';
import './spending.css';

// The chart is drawn only on this page, in a chunk of its own.
const SpendingChart = lazy(() => import('./SpendingChart'));

export interface SpendingSectionProps {
  /** Null when the chosen product has no spending breakdown (deposits and loans). */
  spending:
    | (QueryView<SpendingBreakdown> & { error: Error | null; isPlaceholderData?: boolean })
    | null;
}

/** The breakdown of spending by category for the chosen period and product. */
export function SpendingSection({ spending }: SpendingSectionProps) {
  const { t } = useLingui();
  return (
    <section className="operations-spending" aria-labelledby="operations-spending-title">
      <h2 id="operations-spending-title" className="operations-section__title">
        <Trans>Spending by category</Trans>
      </h2>
      {spending === null ? (
        <EmptyState>
          <Trans>The spending breakdown is shown for accounts and cards.</Trans>
        </EmptyState>
      ) : (
        <QueryStatus
          query={spending}
          loadingLabel={t`Loading the spending`}
          errorText={spending.error?.message || t`An error occurred. Try again a bit later.`}
        >
          {({ currencies }) =>
            currencies.length === 0 ? (
              <EmptyState>
                <Trans>Nothing was spent in this period.</Trans>
              </EmptyState>
            ) : (
              <div className="operations-spending__body" aria-busy={spending.isPlaceholderData}>
                <Suspense fallback={<Spinner size="lg" aria-label={t`Loading the chart`} />}>
                  <SpendingChart currencies={currencies} />
                </Suspense>
              </div>
            )
          }
        </QueryStatus>
      )}
    </section>
  );
}
