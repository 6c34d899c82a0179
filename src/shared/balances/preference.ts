import { useSyncExternalStore } from 'react';

/** Where the "hide balances" choice is kept: it outlives the session, like any display setting. */
export const hideBalancesKey = 'hide_balances';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(hideBalancesKey) === '1';
  } catch {
    return false;
  }
}

export function setBalancesHidden(hidden: boolean): void {
  try {
    if (hidden) window.localStorage.setItem(hideBalancesKey, '1');
    else window.localStorage.removeItem(hideBalancesKey);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it: follow, so all open pages agree.
  const onStorage = (event: StorageEvent) => {
    if (event.key === hideBalancesKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the customer chose to hide balances; every Money on every page follows it. */
export function useBalancesHidden(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
