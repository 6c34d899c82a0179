import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { formatDate } from '../../../domain/date-format';
import { pageTitles } from '../../shared/sections';
import { Button } from '../../shared/ui/Button/Button';
import { HistorySearch } from './HistorySearch';
import { OperationsHistory } from './OperationsHistory';
import { PeriodFilter } from './PeriodFilter';
import { allProducts, ProductSelect } from './ProductSelect';
import { SpendingSection } from './SpendingSection';
import { useOperationDetails } from './useOperationDetails';
import { useOperationsView } from './useOperationsView';
import { useStatementDownload } from './useStatementDownload';
import './page.css';

// The dialog's date pickers and calendar load when a customer reaches for them.
const loadStatementDialog = () => import('./StatementDialog');
const StatementDialog = lazy(async () => ({
  default: (await loadStatementDialog()).StatementDialog,
}));
const OperationDialog = lazy(async () => ({
  default: (await import('./OperationDialog')).OperationDialog,
}));

/**
 * /operations: the history with PRODUCT 9's filters and a search, spending by category, PDF
 * statements, and each operation opened in a dialog with its receipt.
 */
export function OperationsPage() {
  const { i18n, t } = useLingui();
  const view = useOperationsView();
  const { choices, search } = view;
  const from = formatDate(view.dates.from);
  const to = formatDate(view.dates.to);
  const statement = useStatementDownload();
  const details = useOperationDetails();
  const openStatement = () =>
    statement.send({ type: 'OPEN', today: view.today, accountId: view.statementAccountId });

  return (
    <section className="operations-page" aria-labelledby="page-title">
      <div className="operations-page__head">
        <h1 id="page-title">{i18n._(pageTitles.operations)}</h1>
        <Button
          variant="secondary"
          onPress={openStatement}
          onHoverStart={loadStatementDialog}
          onFocus={loadStatementDialog}
          isDisabled={choices.accounts.length === 0}
        >
          <Trans>Account statement (PDF)</Trans>
        </Button>
      </div>
      <div className="operations-filters">
        <PeriodFilter value={view.period} onChange={(period) => view.filterBy({ period })} />
        <ProductSelect
          label={t`Product`}
          choices={choices.products}
          allLabel={t`All accounts and cards`}
          value={search.product ?? allProducts}
          onChange={(id) => view.filterBy({ product: id === allProducts ? undefined : id })}
        />
      </div>
      {choices.isError && (
        <div className="operations-filters__problem" role="alert">
          <Trans>Your products could not be loaded.</Trans>{' '}
          <Button variant="ghost" onPress={choices.refetch}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      <p className="operations-period">
        <Trans>
          Operations from {from} to {to}
        </Trans>
      </p>
      <SpendingSection spending={view.spending} />
      <OperationsHistory
        history={view.history}
        search={search.q}
        onOpen={(id) => details.send({ type: 'OPEN', id })}
        searchBox={
          <HistorySearch
            value={search.q ?? ''}
            onSearch={(q) => view.filterBy({ q: q === '' ? undefined : q })}
          />
        }
      />
      {!details.snapshot.matches('closed') && (
        <Suspense fallback={null}>
          <OperationDialog snapshot={details.snapshot} send={details.send} />
        </Suspense>
      )}
      {!statement.snapshot.matches('closed') && (
        <Suspense fallback={null}>
          <StatementDialog
            snapshot={statement.snapshot}
            send={statement.send}
            accounts={choices.accounts}
          />
        </Suspense>
      )}
    </section>
  );
}
