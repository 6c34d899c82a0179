import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import type { CustomerSession } from '../../../machines/sessionEnding.machine';
import { QueryStatus, type QueryView } from '../../shared/products';
import { Button } from '../../shared/ui/Button/Button';
import { useDeviceName } from './device';
import { EndSessionDialog } from './EndSessionDialog';
import type { SessionEndingProps } from './ending-props';
import '../../shared/ui/RowList/row-list.css';

export interface SessionsViewProps {
  query: QueryView<CustomerSession[]>;
  ending: SessionEndingProps;
}

function SessionRow({ session, ending }: { session: CustomerSession; ending: SessionEndingProps }) {
  const { t } = useLingui();
  const deviceName = useDeviceName()(session.device);
  const ip = session.ipAddress ?? t`unknown`;
  const started = formatDateTime(session.startedAt);
  const active = formatDateTime(session.lastActiveAt);
  return (
    <li
      className={`row-list__row settings__row${session.current ? ' settings__row--current' : ''}`}
    >
      <div className="settings__row-main">
        <span className="settings__device">{deviceName}</span>
        {session.current && (
          <span className="settings__badge">
            <Trans>This device</Trans>
          </span>
        )}
      </div>
      <dl className="settings__facts">
        <dt>
          <Trans>IP address</Trans>
        </dt>
        <dd>{ip}</dd>
        <dt>
          <Trans>Signed in</Trans>
        </dt>
        <dd>{started}</dd>
        <dt>
          <Trans>Last active</Trans>
        </dt>
        <dd>{active}</dd>
      </dl>
      {!session.current && (
        <Button
          variant="secondary"
          // The name starts with the visible words (WCAG 2.5.3), then says which session.
          aria-label={t`End session: ${deviceName}, signed in ${started}`}
          isDisabled={!ending.snapshot.can({ type: 'END_ONE', session })}
          onPress={() => ending.send({ type: 'END_ONE', session })}
        >
          <Trans>End session</Trans>
        </Button>
      )}
    </li>
  );
}

/** Every signed-in session of the customer, this device marked; any other can be ended. */
export function SessionsView({ query, ending }: SessionsViewProps) {
  const { t } = useLingui();
  const others = query.data?.filter((session) => !session.current).length ?? 0;
  return (
    <section className="settings__section" aria-labelledby="settings-sessions">
      <h2 id="settings-sessions">
        <Trans>Your sessions</Trans>
      </h2>
      <p className="settings__note">
        <Trans>
          Where you are signed in now. If you do not recognise a device, end its session and change
          your password.
        </Trans>
      </p>
      <QueryStatus
        query={query}
        loadingLabel={t`Loading your sessions`}
        errorText={<Trans>Your sessions could not be loaded.</Trans>}
      >
        {(sessions) => (
          <ul className="row-list">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} ending={ending} />
            ))}
          </ul>
        )}
      </QueryStatus>
      {others > 0 && (
        <div>
          <Button
            variant="secondary"
            isDisabled={!ending.snapshot.can({ type: 'END_OTHERS' })}
            onPress={() => ending.send({ type: 'END_OTHERS' })}
          >
            <Trans>End all other sessions</Trans>
          </Button>
        </div>
      )}
      <EndSessionDialog {...ending} />
    </section>
  );
}
