import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { Button } from '../ui/Button/Button';
import './movement.css';

export interface SettledActionsProps {
  /** A chart in its `done` state, composed with `settledResult()` (machines/movement). */
  snapshot: AnyMachineSnapshot;
  send: (event: { type: 'RECEIPT' } | { type: 'CANCEL' }) => void;
  /** The movement's status: EXECUTED offers the receipt, SCHEDULED the cancel. */
  status: string;
  /** The cancel button's words for this kind of movement. */
  cancelLabel: ReactNode;
  /** The screen's own actions after these (repeat, save as template, a new one). */
  children: ReactNode;
}

/**
 * What a settled transfer or payment offers: its receipt once executed (and a notice if the
 * download failed), or cancelling while it waits for its date, then the screen's own actions.
 */
export function SettledActions({
  snapshot,
  send,
  status,
  cancelLabel,
  children,
}: SettledActionsProps) {
  const inDone = (state: string) => snapshot.matches({ done: state } as never);
  return (
    <>
      {inDone('receiptFailed') && (
        <p className="movement__alert" role="alert">
          <Trans>The receipt could not be downloaded.</Trans>
        </p>
      )}
      <div className="movement__actions">
        {status === 'EXECUTED' && (
          <Button isPending={inDone('downloading')} onPress={() => send({ type: 'RECEIPT' })}>
            <Trans>Download the receipt</Trans>
          </Button>
        )}
        {status === 'SCHEDULED' && (
          <Button
            variant="secondary"
            isPending={inDone('canceling')}
            onPress={() => send({ type: 'CANCEL' })}
          >
            {cancelLabel}
          </Button>
        )}
        {children}
      </div>
    </>
  );
}
