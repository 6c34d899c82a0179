import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, Spinner } from '../ui';
import './products.css';

/** What a screen needs from a TanStack Query result; stories pass plain objects. */
export interface QueryView<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStatusProps<T> {
  query: QueryView<T>;
  /** Accessible name of the loading indicator. */
  loadingLabel: string;
  /** What failed, in the customer's words; a retry button follows it. */
  errorText: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, failed (with a retry) or loaded: the three faces of every product screen. */
export function QueryStatus<T>({ query, loadingLabel, errorText, children }: QueryStatusProps<T>) {
  if (query.status === 'pending') {
    return (
      <div className="query-status">
        <Spinner size="lg" aria-label={loadingLabel} />
      </div>
    );
  }
  if (query.status === 'error' || query.data === undefined) {
    return (
      <div className="query-status query-status--error" role="alert">
        <p>{errorText}</p>
        <Button variant="secondary" isPending={query.isFetching} onPress={() => query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return children(query.data);
}

/** Shown in place of a list with nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="query-status query-status--empty">{children}</p>;
}
