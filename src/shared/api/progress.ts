import { useSyncExternalStore } from 'react';

/** The phases of the TopProgressBar (src/shared/ui). */
export type ProgressPhase = 'idle' | 'running' | 'done' | 'failed';

/**
 * Counts the requests in flight. The bar runs while any is open; when the last one ends it
 * shows `failed` if any request of that burst failed (PRODUCT 8), otherwise `done`. An aborted
 * request only ends, it never marks the burst as failed.
 */
export function createProgressStore() {
  let phase: ProgressPhase = 'idle';
  let inFlight = 0;
  let burstFailed = false;
  const listeners = new Set<() => void>();

  const set = (next: ProgressPhase) => {
    if (next === phase) return;
    phase = next;
    for (const listener of listeners) listener();
  };

  const end = (failed: boolean) => {
    if (inFlight === 0) return;
    inFlight -= 1;
    burstFailed ||= failed;
    if (inFlight === 0) set(burstFailed ? 'failed' : 'done');
  };

  return {
    start() {
      if (inFlight === 0) burstFailed = false;
      inFlight += 1;
      set('running');
    },
    finish: () => end(false),
    fail: () => end(true),
    get: () => phase,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;

export const progress: ProgressStore = createProgressStore();

export function useProgressPhase(store: ProgressStore = progress): ProgressPhase {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
