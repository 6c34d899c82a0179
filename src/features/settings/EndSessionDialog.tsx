import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import { ConfirmDialog } from '../../shared/ui/dialogs/ConfirmDialog';
import { useDeviceName } from './device';
import type { SessionEndingProps } from './ending-props';

/**
 * Asks before a session is ended, or all the others: the device signed in there is signed out
 * at once. A refusal (the session had already ended) is said in the dialog, which then closes.
 */
export function EndSessionDialog({ snapshot, send }: SessionEndingProps) {
  const { t } = useLingui();
  const deviceName = useDeviceName();
  if (snapshot.matches('idle')) return null;
  const { session, refusal } = snapshot.context;
  const refused = snapshot.matches('refused');
  const one = session !== null;
  const started = session ? formatDateTime(session.startedAt) : '';
  const device = session ? deviceName(session.device) : '';
  return (
    <ConfirmDialog
      isOpen
      tone="destructive"
      title={one ? t`End this session?` : t`End all other sessions?`}
      isPending={snapshot.hasTag('busy')}
      canConfirm={!refused}
      error={refused ? refusal || t`An error occurred. Try again a bit later.` : null}
      confirmLabel={one ? <Trans>End session</Trans> : <Trans>End all other sessions</Trans>}
      cancelLabel={refused ? <Trans>Close</Trans> : <Trans>Keep signed in</Trans>}
      onConfirm={() => send({ type: 'CONFIRM' })}
      onCancel={() => send({ type: 'KEEP' })}
    >
      {!refused && (
        <p>
          {one ? (
            <Trans>
              {device}, signed in {started}, will be signed out at once and will need your password
              and a code to sign in again.
            </Trans>
          ) : (
            <Trans>Every other device will be signed out at once; this one stays signed in.</Trans>
          )}
        </p>
      )}
    </ConfirmDialog>
  );
}
