import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type {
  CashCodeCancelEvent,
  cashCodeCancelMachine,
} from '../../../machines/cashCodeCancel.machine';
import { Money } from '../../shared/balances';
import { ConfirmDialog } from '../../shared/ui/dialogs/ConfirmDialog';

export interface CancelCodeProps {
  snapshot: SnapshotFrom<typeof cashCodeCancelMachine>;
  send: (event: CashCodeCancelEvent) => void;
}

/** Asks before an active code is canceled; the hold is released, the commission is not returned. */
export function CancelCodeDialog({ snapshot, send }: CancelCodeProps) {
  const { t } = useLingui();
  const { code, refusal } = snapshot.context;
  if (snapshot.matches('idle') || !code) return null;
  const refused = snapshot.matches('refused');
  const display = code.display;
  return (
    <ConfirmDialog
      title={t`Cancel the code?`}
      tone="destructive"
      isOpen
      isPending={snapshot.hasTag('busy')}
      // A refusal means the code was used or expired meanwhile: asking again cannot help.
      canConfirm={!refused}
      error={
        refused ? (
          <>
            {refusal || t`Unsuccessful operation`}{' '}
            <Trans>The code may have been used or expired meanwhile.</Trans>
          </>
        ) : null
      }
      confirmLabel={<Trans>Cancel the code</Trans>}
      cancelLabel={refused ? <Trans>Close</Trans> : <Trans>Keep the code</Trans>}
      onConfirm={() => send({ type: 'CONFIRM' })}
      onCancel={() => send({ type: 'KEEP' })}
    >
      {!refused && (
        <p>
          <Trans>
            The code {display} for <Money amount={code.amount} currency="AZN" alwaysVisible /> will
            stop working and the amount held for it will be available again. The commission is not
            returned.
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
