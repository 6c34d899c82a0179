const storageKey = 'chunk-reload-at';
export const chunkReloadIntervalMs = 60_000;

/**
 * A deploy replaces the hashed chunks an open tab still asks for; reloading fetches the new
 * index.html. The timestamp stops a reload loop when the chunk is really gone.
 * Returns whether a reload was started.
 */
export function reloadForFailedChunk(
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  const last = storage.getItem(storageKey);
  if (last !== null && now - Number(last) < chunkReloadIntervalMs) return false;
  storage.setItem(storageKey, String(now));
  reload();
  return true;
}

// What Chromium, Firefox and Safari (and Vite for styles) say when a chunk cannot be loaded.
const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/;

/** Whether a route error is a code-split chunk that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorPattern.test(error.message);
}

/** Vite reports failed script and style preloads as `vite:preloadError`. */
export function installChunkReload(reload: () => void = () => window.location.reload()): void {
  window.addEventListener('vite:preloadError', (event) => {
    // TanStack's lazy route component has its own once-per-session reload keyed by the error
    // message; marking it done leaves the once-a-minute rule here as the only one.
    const payload = (event as Event & { payload?: unknown }).payload;
    if (payload instanceof Error) {
      window.sessionStorage.setItem(`tanstack_router_reload:${payload.message}`, '1');
    }
    if (reloadForFailedChunk(window.sessionStorage, reload)) event.preventDefault();
  });
}
