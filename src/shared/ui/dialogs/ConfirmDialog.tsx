import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ModalDialog } from '../ModalDialog/ModalDialog';
import './dialogs.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  /** What will happen, in the bank's words. */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape, the close button and a click on the backdrop all come here. */
  onCancel: () => void;
  /**
   * `destructive` for what cannot be undone (deleting, revoking, ending): the confirm button is
   * red and Cancel takes the focus, so Enter pressed by habit changes nothing.
   */
  tone?: 'default' | 'destructive';
  /** While the confirmed call runs: the confirm button spins, nothing closes the dialog. */
  isPending?: boolean;
  /** The bank's refusal of the last attempt, read out as it appears. */
  error?: ReactNode;
  /** Hides the confirm button, e.g. after a refusal that a retry cannot change. */
  canConfirm?: boolean;
}

/**
 * SPEC 2.2's confirm dialog: one question, its consequence, a confirm and a cancel button.
 * An alertdialog (it interrupts the customer); focus starts on Cancel for a destructive action,
 * on the confirm button otherwise, and returns to the control that opened it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  isPending = false,
  error,
  canConfirm = true,
}: ConfirmDialogProps) {
  const destructive = tone === 'destructive';
  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      // While the bank answers, the customer waits for that answer.
      isDismissable={!isPending}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
    >
      <div className="ui-outcome">
        <div className="ui-outcome__text">{children}</div>
        {error ? (
          <p className="ui-outcome__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="ui-outcome__actions">
          {canConfirm && (
            <Button
              variant={destructive ? 'danger' : 'primary'}
              autoFocus={!destructive}
              isPending={isPending}
              onPress={onConfirm}
            >
              {confirmLabel}
            </Button>
          )}
          <Button
            variant="secondary"
            autoFocus={destructive || !canConfirm}
            isDisabled={isPending}
            onPress={onCancel}
          >
            {cancelLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
