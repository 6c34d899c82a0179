import type { Middleware } from 'openapi-fetch';

type Listener = (expiresInMs: number) => void;
const listeners = new Set<Listener>();
let last: { at: number; expiresInMs: number } | null = null;

/**
 * Follows the time the session has left: the bank says it on every answer to a signed-in call
 * and on a refresh (`Session-Expires-In`, seconds). A new listener hears the last report at once
 * (less the time since), since the signed-in layout's first calls start before it mounts. Kept
 * apart from the session store so the sign-in page, which makes no such call, never loads it.
 */
export function onSessionActivity(listener: Listener): () => void {
  listeners.add(listener);
  const left = last ? last.expiresInMs - (Date.now() - last.at) : 0;
  if (left > 0) listener(left);
  return () => {
    listeners.delete(listener);
  };
}

/** Reports the header of every answer; for the clients of src/shared/api. */
export const sessionActivityMiddleware: Middleware = {
  onResponse({ response }) {
    const seconds = response.headers.get('Session-Expires-In');
    if (seconds === null || !/^\d+$/.test(seconds)) return undefined;
    last = { at: Date.now(), expiresInMs: Number(seconds) * 1000 };
    for (const listener of listeners) listener(last.expiresInMs);
    return undefined;
  },
};
