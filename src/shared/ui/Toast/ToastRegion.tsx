import { useLingui } from '@lingui/react/macro';
import {
  Button,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components';
import { toastQueue } from './toast-queue';
import './Toast.css';

/**
 * The live region that shows toasts and notifications. Render it once at the app root; it is a
 * landmark (F6 reaches it) and each message is announced when it appears.
 */
export function ToastRegion() {
  const { t } = useLingui();
  return (
    <RACToastRegion queue={toastQueue} className="ui-toast-region" aria-label={t`Notifications`}>
      {({ toast }) => (
        <Toast
          toast={toast}
          className={`ui-toast ui-toast--${toast.content.tone} ui-toast--${toast.content.kind ?? 'toast'}`}
        >
          <span className="ui-toast__icon" aria-hidden="true" />
          <ToastContent className="ui-toast__content">
            <Text slot="title" className="ui-toast__title">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="ui-toast__description">
                {toast.content.description}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" className="ui-toast__close" aria-label={t`Dismiss`}>
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </RACToastRegion>
  );
}
