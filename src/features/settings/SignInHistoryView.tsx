import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import type { components } from '../../../openapi/generated/schema';
import { EmptyState, QueryStatus, type QueryView } from '../../shared/products';
import { useDeviceName } from './device';
import '../../shared/ui/RowList/row-list.css';

type SignInAttempt = components['schemas']['SignInAttempt'];

function useOutcomeWords() {
  const { t } = useLingui();
  return {
    SUCCESS: t`Signed in`,
    WRONG_PASSWORD: t`Wrong password`,
    WRONG_CODE: t`Wrong SMS code`,
    LOCKED: t`Refused: sign-in locked`,
    PASSKEY_REFUSED: t`Passkey refused`,
  } satisfies Record<SignInAttempt['outcome'], string>;
}

function AttemptRow({ attempt }: { attempt: SignInAttempt }) {
  const { t } = useLingui();
  const words = useOutcomeWords();
  const deviceName = useDeviceName()(attempt.device);
  const failed = attempt.outcome !== 'SUCCESS';
  const ip = attempt.ipAddress ?? t`unknown`;
  return (
    <li className={`row-list__row settings__row${failed ? ' settings__row--failed' : ''}`}>
      <div className="settings__row-main">
        <span className={`settings__outcome settings__outcome--${failed ? 'failed' : 'success'}`}>
          {words[attempt.outcome]}
        </span>
        <time dateTime={attempt.at}>{formatDateTime(attempt.at)}</time>
      </div>
      <dl className="settings__facts">
        <dt>
          <Trans>Device</Trans>
        </dt>
        <dd>{deviceName}</dd>
        <dt>
          <Trans>IP address</Trans>
        </dt>
        <dd>{ip}</dd>
      </dl>
    </li>
  );
}

/** The last 20 sign-ins and failed attempts, newest first, so the customer can spot a stranger. */
export function SignInHistoryView({ query }: { query: QueryView<SignInAttempt[]> }) {
  const { t } = useLingui();
  return (
    <section className="settings__section" aria-labelledby="settings-history">
      <h2 id="settings-history">
        <Trans>Sign-in history</Trans>
      </h2>
      <p className="settings__note">
        <Trans>
          The last 20 sign-ins and failed attempts. If one was not you, change your password and
          call the bank.
        </Trans>
      </p>
      <QueryStatus
        query={query}
        loadingLabel={t`Loading the sign-in history`}
        errorText={<Trans>The sign-in history could not be loaded.</Trans>}
      >
        {(attempts) =>
          attempts.length === 0 ? (
            <EmptyState>
              <Trans>No sign-ins yet.</Trans>
            </EmptyState>
          ) : (
            <ol className="row-list">
              {attempts.map((attempt) => (
                <AttemptRow key={attempt.id} attempt={attempt} />
              ))}
            </ol>
          )
        }
      </QueryStatus>
    </section>
  );
}
