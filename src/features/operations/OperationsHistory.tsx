import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState, QueryStatus, ShowMore } from '../../shared/products';
import { OperationLine } from './OperationLine';
import type { OperationsPage } from './queries';
import './history.css';

/** What the history needs of an infinite query; stories pass plain objects. */
export interface HistoryView {
  status: 'pending' | 'error' | 'success';
  data: { pages: OperationsPage[] } | undefined;
  error: Error | null;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** The previous filter's lines, shown while the new ones load. */
  isPlaceholderData: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** The bank's message when it sent one (PRODUCT 8), else the default words. */
function ErrorText({ error }: { error: Error | null }) {
  const { t } = useLingui();
  return <>{error?.message || t`An error occurred. Try again a bit later.`}</>;
}

export interface OperationsHistoryProps {
  history: HistoryView;
  /** What the customer searched for, if anything: an empty result says so. */
  search?: string;
  /** Opens one operation's details. */
  onOpen: (id: string) => void;
  /** The search box, under the section's title. */
  searchBox?: ReactNode;
}

/** The operations of the chosen period and product, newest first, with "show more". */
export function OperationsHistory({ history, search, onOpen, searchBox }: OperationsHistoryProps) {
  const { t } = useLingui();
  return (
    <section className="operations-history" aria-labelledby="operations-history-title">
      <h2 id="operations-history-title" className="operations-section__title">
        <Trans>History</Trans>
      </h2>
      {searchBox}
      <QueryStatus
        // A failed next page keeps the lines already shown; ShowMore offers the retry.
        query={{ ...history, status: history.data ? 'success' : history.status }}
        loadingLabel={t`Loading the operations`}
        errorText={<ErrorText error={history.error} />}
      >
        {({ pages }) => {
          const operations = pages.flatMap((page) => page.items);
          if (operations.length === 0) {
            return (
              <EmptyState>
                {search ? (
                  <Trans>No operations in this period match “{search}”.</Trans>
                ) : (
                  <Trans>No operations in this period.</Trans>
                )}
              </EmptyState>
            );
          }
          const count = operations.length;
          return (
            <div className="operations-history__body" aria-busy={history.isPlaceholderData}>
              <ul className="operations-list" aria-label={t`Operations, newest first`}>
                {operations.map((operation) => (
                  <OperationLine key={operation.id} operation={operation} onOpen={onOpen} />
                ))}
              </ul>
              <p className="visually-hidden" role="status">
                <Plural value={count} one="# operation shown" other="# operations shown" />
              </p>
              <ShowMore
                query={{
                  hasMore: history.hasNextPage,
                  loadingMore: history.isFetchingNextPage,
                  loadMoreFailed: history.isFetchNextPageError,
                  loadMore: history.fetchNextPage,
                }}
                errorText={<ErrorText error={history.error} />}
              />
            </div>
          );
        }}
      </QueryStatus>
    </section>
  );
}
