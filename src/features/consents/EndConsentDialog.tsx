import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type {
  ConsentRevocationEvent,
  consentRevocationMachine,
} from '../../../machines/consentRevocation.machine';
import { ConfirmDialog } from '../../shared/ui/dialogs/ConfirmDialog';

export interface EndConsentProps {
  snapshot: SnapshotFrom<typeof consentRevocationMachine>;
  send: (event: ConsentRevocationEvent) => void;
}

/**
 * SPEC 4.5's confirmation before a consent ends: revoking a third party's access, or withdrawing
 * one of the bank's own consents (`kind`). A refusal is said in the dialog, which then only closes.
 */
export function EndConsentDialog({
  snapshot,
  send,
  kind,
}: EndConsentProps & { kind: 'revoke' | 'withdraw' }) {
  const { t } = useLingui();
  const { consent, refusal } = snapshot.context;
  if (snapshot.matches('idle') || !consent) return null;
  const name = consent.name;
  const refused = snapshot.matches('refused');
  const revoke = kind === 'revoke';
  return (
    <ConfirmDialog
      isOpen
      tone="destructive"
      title={revoke ? t`Revoke the consent?` : t`Withdraw the consent?`}
      confirmLabel={revoke ? t`Revoke` : t`Withdraw`}
      cancelLabel={refused ? t`Close` : t`Keep it`}
      canConfirm={!refused}
      isPending={snapshot.hasTag('busy')}
      error={refused ? refusal || t`An error occurred` : undefined}
      onConfirm={() => send({ type: 'CONFIRM' })}
      onCancel={() => send({ type: 'KEEP' })}
    >
      <p>
        {revoke ? (
          <Trans>
            {name} will no longer see your accounts: its next request is refused. To give access
            again, it must ask you anew.
          </Trans>
        ) : (
          <Trans>"{name}" is withdrawn at once. You can give it again at a branch.</Trans>
        )}
      </p>
    </ConfirmDialog>
  );
}
