import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type {
  CashCodeCancelEvent,
  cashCodeCancelMachine,
} from '../../../machines/cashCodeCancel.machine';
import { Money } from '../../shared/balances';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';

export interface CancelCodeProps {
  snapshot: SnapshotFrom<typeof cashCodeCancelMachine>;
  send: (event: CashCodeCancelEvent) => void;
}

/** Asks before an active code is canceled; the hold is released, the commission is not returned. */
export function CancelCodeDialog({ snapshot, send }: CancelCodeProps) {
  const { t } = useLingui();
  const { code, refusal } = snapshot.context;
  if (snapshot.matches('idle') || !code) return null;
  const busy = snapshot.hasTag('busy');
  const display = code.display;
  return (
    <ModalDialog
      title={t`Cancel the code?`}
      role="alertdialog"
      size="sm"
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) send({ type: 'KEEP' });
      }}
    >
      <div className="cash-codes__dialog-body">
        {snapshot.matches('refused') ? (
          <p className="movement__alert" role="alert">
            {refusal || t`Unsuccessful operation`}{' '}
            <Trans>The code may have been used or expired meanwhile.</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              The code {display} for <Money amount={code.amount} currency="AZN" alwaysVisible />{' '}
              will stop working and the amount held for it will be available again. The commission
              is not returned.
            </Trans>
          </p>
        )}
        <div className="movement__actions">
          {!snapshot.matches('refused') && (
            <Button isPending={busy} onPress={() => send({ type: 'CONFIRM' })}>
              <Trans>Cancel the code</Trans>
            </Button>
          )}
          <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'KEEP' })}>
            {snapshot.matches('refused') ? <Trans>Close</Trans> : <Trans>Keep the code</Trans>}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
