import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { notificationMs, toastMs } from '../constants';

export type ToastTone = 'error' | 'success' | 'info';
/** A toast is a short confirmation; a notification carries more to read and stays longer. */
export type ToastKind = 'toast' | 'notification';

export interface ToastMessage {
  tone: ToastTone;
  /** Already translated text. */
  title: string;
  description?: string;
  kind?: ToastKind;
}

/** One queue for the whole app, rendered by the single ToastRegion at the root. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 4 });

/** How long a message of this kind stays before it closes itself, in ms. */
function toastTimeout(kind: ToastKind = 'toast'): number {
  return kind === 'notification' ? notificationMs : toastMs;
}

/** Imperative access for code outside React (API middleware, state machine actions). */
export const toast = {
  /** Shows a message; returns its key for `close`. Hovering or focusing the region pauses it. */
  show(message: ToastMessage): string {
    return toastQueue.add(message, { timeout: toastTimeout(message.kind) });
  },
  close(key: string): void {
    toastQueue.close(key);
  },
  /** Removes every message, e.g. on sign-out. */
  clear(): void {
    toastQueue.clear();
  },
};
