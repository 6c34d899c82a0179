import type { ToastMessage } from './toast-message';

export type { ToastKind, ToastMessage, ToastTone } from './toast-message';

type QueueModule = typeof import('./toast-queue');

// The queue's code (react-aria's) is fetched with the first message: the sign-in page's first
// load, which has a budget, carries only this module.
let queueModule: Promise<QueueModule> | undefined;
/** Bumped by clear(), so a message still waiting for the queue's code is dropped with the rest. */
let generation = 0;
/** Whether a message was ever shown: the root mounts the toast region from then on. */
let shown = false;
const firstShowListeners = new Set<() => void>();

/** For useSyncExternalStore: whether the toast region is needed yet. */
export const toastsShown = {
  subscribe(listener: () => void): () => void {
    firstShowListeners.add(listener);
    return () => firstShowListeners.delete(listener);
  },
  current: (): boolean => shown,
};

export function loadToastQueue(): Promise<QueueModule> {
  queueModule ??= import('./toast-queue');
  return queueModule;
}

/** Imperative access for code outside React (API middleware, state machine actions). */
export const toast = {
  /** Shows a message (once the queue's code is there, at once after the first). */
  show(message: ToastMessage): void {
    if (!shown) {
      shown = true;
      for (const listener of firstShowListeners) listener();
    }
    const asked = generation;
    void loadToastQueue().then((queue) => {
      if (asked === generation) queue.addToast(message);
    });
  },
  /** Removes every message, e.g. on sign-out. */
  clear(): void {
    generation += 1;
    void queueModule?.then((queue) => queue.toastQueue.clear());
  },
};
