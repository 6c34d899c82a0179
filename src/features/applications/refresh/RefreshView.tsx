import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type {
  RequestRefreshEvent,
  requestRefreshMachine,
} from '../../../../machines/requestRefresh.machine';
import { Button } from '../../../shared/ui/Button/Button';
import './request-refresh.css';

export interface RefreshViewProps {
  snapshot: SnapshotFrom<typeof requestRefreshMachine>;
  send: (event: RequestRefreshEvent) => void;
}

/** PRODUCT 2.3: an expired request says so and offers to renew it; a refusal shows why. */
export function RefreshView({ snapshot, send }: RefreshViewProps) {
  const { t } = useLingui();
  const failed = snapshot.matches('failed');
  // After the bank renewed it, the button stays busy until the modal shows the new step.
  const busy = snapshot.hasTag('busy') || snapshot.matches('done');
  return (
    <section className="request-refresh" aria-labelledby="request-refresh-title">
      <h2 id="request-refresh-title" className="request-refresh__title">
        <Trans>The offer has expired</Trans>
      </h2>
      <p className="request-refresh__text">
        <Trans>
          The time to finish this request is over. Refresh it to get new offers and a new deadline.
        </Trans>
      </p>
      {failed && (
        <p className="request-refresh__error" role="alert">
          {snapshot.context.message || t`An error occurred`}
        </p>
      )}
      <Button isPending={busy} onPress={() => send({ type: failed ? 'RETRY' : 'REFRESH' })}>
        <Trans>Refresh</Trans>
      </Button>
    </section>
  );
}
