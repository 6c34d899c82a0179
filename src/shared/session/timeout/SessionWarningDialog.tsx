import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button/Button';
import { ModalDialog } from '../../ui/ModalDialog/ModalDialog';
import './session-warning.css';

export interface SessionWarningDialogProps {
  isOpen: boolean;
  /** The time left when the dialog opened; it counts down from there. */
  leftMs: number;
  /** Which choice the bank is busy with, if any. */
  pending: 'stay' | 'signOut' | null;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The warning a minute before the session ends for inactivity (issue 15). Closing it (Escape,
 * the close button) counts as staying: the customer is evidently there.
 */
export function SessionWarningDialog(props: SessionWarningDialogProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      title={t`Your session is about to end`}
      role="alertdialog"
      size="sm"
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open && props.pending === null) props.onStay();
      }}
    >
      <p className="session-warning__text">
        <Trans>
          For your security, you will be signed out in <TimeLeft leftMs={props.leftMs} /> because
          there has been no activity.
        </Trans>
      </p>
      <div className="session-warning__actions">
        <Button
          autoFocus
          isPending={props.pending === 'stay'}
          isDisabled={props.pending === 'signOut'}
          onPress={props.onStay}
        >
          <Trans>Stay signed in</Trans>
        </Button>
        <Button
          variant="secondary"
          isPending={props.pending === 'signOut'}
          isDisabled={props.pending === 'stay'}
          onPress={props.onSignOut}
        >
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}

/** M:SS from the dialog's opening; the chart's own timer decides when the session ends. */
function TimeLeft({ leftMs }: { leftMs: number }) {
  const [left, setLeft] = useState(leftMs);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setLeft(Math.max(0, leftMs - (Date.now() - started))), 1000);
    return () => clearInterval(timer);
  }, [leftMs]);
  const seconds = Math.ceil(left / 1000);
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  // Read once with the sentence, not at every tick.
  return (
    <time className="session-warning__time" role="timer" aria-live="off">
      {text}
    </time>
  );
}
