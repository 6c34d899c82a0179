import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkReload } from './app/chunk-reload';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { documentTitle } from './app/shell/brand';
import { watchOrphanAnnouncements } from './app/stale-announcements';
import { activateLocale, i18n } from './shared/i18n';
import { initialLocale } from './shared/locale-url';
import { type SessionCalls, session } from './shared/session';
// Global tokens and base styles: the root imports ui components by file, not the barrel.
import './shared/ui/tokens.css';

// Refresh and logout are rare: their client is downloaded when first needed, not with the page.
const sessionCalls: SessionCalls = {
  refreshTokens: (token) =>
    import('./shared/api/client').then((m) => m.sessionCalls.refreshTokens(token)),
  logout: (token) => import('./shared/api/client').then((m) => m.sessionCalls.logout(token)),
};

async function start(): Promise<void> {
  installChunkReload();
  // Lingui's provider renders nothing without an active catalog: load the URL's one first.
  await activateLocale(initialLocale(window.location.pathname, document.cookie));
  document.title = i18n._(documentTitle);
  i18n.on('change', () => {
    document.title = i18n._(documentTitle);
  });
  // Guards read the session, so it is restored before the router matches the first route.
  session.init(sessionCalls);
  const router = createAppRouter();
  watchOrphanAnnouncements();
  // PRODUCT 2.1: losing the session (a refused refresh) leads to '/', which the guards resolve.
  session.onLost(() => {
    void import('./shared/api/query-client').then(({ queryClient }) => queryClient.clear());
    void router.navigate({ href: '/' });
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
