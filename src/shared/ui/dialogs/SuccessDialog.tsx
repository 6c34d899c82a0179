import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ModalDialog } from '../ModalDialog/ModalDialog';
import './dialogs.css';

export interface SuccessDialogProps {
  isOpen: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** PRODUCT 3's showSuccessDialog callback: called however the dialog is closed. */
  onClose: () => void;
  /** The button's label; "Done" unless the next step has a better name. */
  actionLabel?: ReactNode;
}

/**
 * SPEC 2.2's success dialog (PRODUCT 3's successTitle / successMessage): a plain dialog (news the
 * customer waited for does not interrupt), its one button in focus.
 */
export function SuccessDialog({
  isOpen,
  title,
  message,
  onClose,
  actionLabel,
}: SuccessDialogProps) {
  return (
    <ModalDialog
      title={title}
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="ui-outcome">
        {message ? (
          <p className="ui-outcome__text">
            <span className="ui-outcome__icon ui-outcome__icon--success" aria-hidden="true">
              ✓
            </span>
            <span>{message}</span>
          </p>
        ) : null}
        <div className="ui-outcome__actions">
          <Button autoFocus onPress={onClose}>
            {actionLabel ?? <Trans>Done</Trans>}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
