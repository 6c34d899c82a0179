import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, createContext, type ReactNode, useContext } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { modalBackdropMs, modalZBase, modalZStep } from '../constants';
import './ModalDialog.css';

/** How many modals enclose this point of the tree; portals keep React context. */
const ModalDepthContext = createContext(0);

export interface ModalDialogProps {
  title: ReactNode;
  /** Content, or a function that receives `close` for buttons that end the dialog. */
  children: ReactNode | ((actions: { close: () => void }) => ReactNode);
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click on the backdrop, Escape and the close button may close it. Default true. */
  isDismissable?: boolean;
  /** Screen-reader role: 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A modal dialog with a title. Nested modals stack above their parent (z-index from modalZBase,
 * modalZStep per level); Escape closes only the top one, and only if it is dismissable.
 */
export function ModalDialog({
  title,
  children,
  isDismissable = true,
  role = 'dialog',
  size = 'md',
  className,
  ...state
}: ModalDialogProps) {
  const { t } = useLingui();
  const depth = useContext(ModalDepthContext);
  const style = {
    zIndex: modalZBase + depth * modalZStep,
    '--ui-modal-backdrop-ms': `${modalBackdropMs}ms`,
  } as CSSProperties;

  return (
    <ModalOverlay
      {...state}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="ui-modal-overlay"
      style={style}
      data-depth={depth}
    >
      <Modal className={['ui-modal', `ui-modal--${size}`, className].filter(Boolean).join(' ')}>
        <Dialog role={role} className="ui-modal__dialog">
          {({ close }) => (
            <ModalDepthContext.Provider value={depth + 1}>
              <div className="ui-modal__header">
                <Heading slot="title" className="ui-modal__title">
                  {title}
                </Heading>
                {isDismissable && (
                  <Button
                    variant="ghost"
                    className="ui-modal__close"
                    aria-label={t`Close`}
                    onPress={close}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                )}
              </div>
              <div className="ui-modal__body">
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </ModalDepthContext.Provider>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
