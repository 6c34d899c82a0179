/** Reload once a new worker has installed while an older one controls the page (PRODUCT 1). */
function reloadOnUpdate(registration: ServiceWorkerRegistration, reload: () => void): void {
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) {
        reload();
      }
    });
  });
}

/** Registers /sw.js from the site root when the browser supports it; failures are ignored. */
export function registerServiceWorker(reload: () => void = () => window.location.reload()): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => reloadOnUpdate(registration, reload))
    .catch(() => {
      // Offline support is an extra: the app works the same without it.
    });
}
