import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../../domain/date-format';
import type {
  Passkey,
  PasskeyRegistrationEvent,
  passkeyRegistrationMachine,
} from '../../../machines/passkeyRegistration.machine';
import { ChartOtpForm } from '../../shared/forms/ChartOtpForm';
import { QueryStatus, type QueryView } from '../../shared/products';
import { Button } from '../../shared/ui/Button/Button';
import { ConfirmDialog } from '../../shared/ui/dialogs/ConfirmDialog';
import '../../shared/forms/forms.css';
import './passkeys.css';
import '../../shared/ui/RowList/row-list.css';

export interface PasskeyRemoval {
  /** The passkey the customer asked to remove, while the dialog asks; else null. */
  asking: Passkey | null;
  isPending: boolean;
  error: string | null;
  ask: (passkey: Passkey) => void;
  confirm: () => void;
  cancel: () => void;
}

export interface PasskeysViewProps {
  query: QueryView<Passkey[]>;
  registration: {
    snapshot: SnapshotFrom<typeof passkeyRegistrationMachine>;
    send: (event: PasskeyRegistrationEvent) => void;
  };
  removal: PasskeyRemoval;
}

function PasskeyRow({ passkey, removal }: { passkey: Passkey; removal: PasskeyRemoval }) {
  const { t } = useLingui();
  const device = passkey.deviceName || t`Unknown device`;
  const created = formatDateTime(passkey.createdAt);
  return (
    <li className="row-list__row passkeys__row">
      <span className="passkeys__device">{device}</span>
      <dl className="passkeys__facts">
        <dt>
          <Trans>Added</Trans>
        </dt>
        <dd>{created}</dd>
        <dt>
          <Trans>Last used</Trans>
        </dt>
        <dd>{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : t`Not used yet`}</dd>
      </dl>
      <Button
        variant="secondary"
        aria-label={t`Remove the passkey of ${device}, added ${created}`}
        onPress={() => removal.ask(passkey)}
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

/** Adding one: the button, then the SMS code, then what happened. */
function Registration({ registration }: Pick<PasskeysViewProps, 'registration'>) {
  const { snapshot, send } = registration;
  if (snapshot.matches('otp')) {
    return (
      <div className="passkeys__code">
        <p className="passkeys__note">
          <Trans>
            Your device has made the passkey. Enter the code we sent by SMS to add it to the bank.
          </Trans>
        </p>
        <ChartOtpForm snapshot={snapshot} at="otp" send={send} />
        <Button
          variant="ghost"
          isDisabled={snapshot.matches({ otp: { code: 'validating' } })}
          onPress={() => send({ type: 'CANCEL' })}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="passkeys__add">
      {snapshot.matches('added') && (
        <p className="passkeys__done" role="status">
          <Trans>The passkey was added. Next time, sign in with it instead of the password.</Trans>
        </p>
      )}
      {snapshot.matches('failed') && (
        <p className="passkeys__error" role="alert">
          {snapshot.context.refusal || <Trans>The passkey could not be added.</Trans>}
        </p>
      )}
      <div>
        <Button
          variant="primary"
          isPending={snapshot.hasTag('busy')}
          onPress={() => send({ type: 'ADD' })}
        >
          <Trans>Add a passkey on this device</Trans>
        </Button>
      </div>
    </div>
  );
}

/** /settings' passkeys (issue 18): the customer's passkeys, adding one, removing one. */
export function PasskeysView({ query, registration, removal }: PasskeysViewProps) {
  const { t } = useLingui();
  const device = removal.asking?.deviceName || t`Unknown device`;
  return (
    <section className="passkeys" aria-labelledby="settings-passkeys">
      <h2 id="settings-passkeys">
        <Trans>Passkeys</Trans>
      </h2>
      <p className="passkeys__note">
        <Trans>
          Sign in with your fingerprint, face or screen lock instead of the password. The passkey
          stays on your device; the bank keeps only its public key.
        </Trans>
      </p>
      <QueryStatus
        query={query}
        loadingLabel={t`Loading your passkeys`}
        errorText={<Trans>Your passkeys could not be loaded.</Trans>}
      >
        {(passkeys) =>
          passkeys.length === 0 ? (
            <p className="passkeys__note">
              <Trans>You have no passkeys yet.</Trans>
            </p>
          ) : (
            <ul className="row-list">
              {passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} removal={removal} />
              ))}
            </ul>
          )
        }
      </QueryStatus>
      <Registration registration={registration} />
      <ConfirmDialog
        isOpen={removal.asking !== null}
        title={t`Remove the passkey?`}
        tone="destructive"
        isPending={removal.isPending}
        error={removal.error}
        confirmLabel={<Trans>Yes, remove it</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        <p>
          <Trans>
            The passkey of {device} will stop working at once. You can still sign in with your
            password.
          </Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
