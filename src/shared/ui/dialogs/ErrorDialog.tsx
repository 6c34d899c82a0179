import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ModalDialog } from '../ModalDialog/ModalDialog';
import './dialogs.css';

export interface ErrorDialogProps {
  isOpen: boolean;
  /** Defaults to "An error occurred". */
  title?: ReactNode;
  /** The bank's message; PRODUCT 8's default when the bank gave none. */
  message?: ReactNode;
  onClose: () => void;
  /** Offers "Try again" beside Close when the same call may succeed later. */
  onRetry?: () => void;
  /** While the retried call runs. */
  isPending?: boolean;
}

/**
 * SPEC 2.2's error dialog (PRODUCT 3's errorTitle / errorMessage): an alertdialog whose Close
 * button takes the focus, so Enter or Escape dismiss it; Try again when the caller offers it.
 */
export function ErrorDialog({
  isOpen,
  title,
  message,
  onClose,
  onRetry,
  isPending = false,
}: ErrorDialogProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      title={title ?? t`An error occurred`}
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      isDismissable={!isPending}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
    >
      <div className="ui-outcome">
        <p className="ui-outcome__text ui-outcome__text--error">
          <span className="ui-outcome__icon ui-outcome__icon--error" aria-hidden="true">
            !
          </span>
          <span>{message ?? t`An error occurred. Try again a bit later.`}</span>
        </p>
        <div className="ui-outcome__actions">
          {onRetry && (
            <Button variant="secondary" isPending={isPending} onPress={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <Button autoFocus isDisabled={isPending} onPress={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
