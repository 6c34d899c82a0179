/**
 * The app's one toast queue, rendered by the single ToastRegion at the root. react-aria's queue
 * is loaded with the first message (toast.ts), not with every page's first load.
 */
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { notificationMs, toastMs } from '../constants';
import type { ToastKind, ToastMessage } from './toast-message';

export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 4 });

/** How long a message of this kind stays before it closes itself, in ms. */
function toastTimeout(kind: ToastKind = 'toast'): number {
  return kind === 'notification' ? notificationMs : toastMs;
}

/** Shows a message; hovering or focusing the region pauses it. */
export function addToast(message: ToastMessage): void {
  toastQueue.add(message, { timeout: toastTimeout(message.kind) });
}
