import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../shared/ui';
import { OperatorTable, type OperatorTableProps } from './OperatorTable';
import type { OperatorApplication } from './operator-applications';

export interface OperatorViewProps extends Omit<OperatorTableProps, 'applications'> {
  /** Undefined while the first list loads. */
  applications: readonly OperatorApplication[] | undefined;
  /** The last read failed; polling tries again. */
  failed: boolean;
}

/** The console's list in each of its states: loading, failed, empty, or the table. */
export function OperatorView({ applications, failed, ...table }: OperatorViewProps) {
  return (
    <div className="operator__result">
      {failed && applications === undefined ? (
        <p role="alert">
          <Trans>The applications could not be loaded. They will be tried again.</Trans>
        </p>
      ) : applications === undefined ? (
        <Spinner />
      ) : applications.length === 0 ? (
        <p role="status">
          <Trans>No loan applications yet.</Trans>
        </p>
      ) : (
        <OperatorTable applications={applications} {...table} />
      )}
    </div>
  );
}
