import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../../src/app/App';
import { createAppRouter } from '../../src/app/router';
import { queryClient } from '../../src/shared/api';
import { activateLocale } from '../../src/shared/i18n';
import { initialLocale } from '../../src/shared/locale-url';
import { session } from '../../src/shared/session';

/** Starts the whole app at a URL the way src/main.tsx does, with an in-memory history. */
export async function renderAppAt(url: string) {
  await activateLocale(initialLocale(new URL(url, 'http://bank.test').pathname, document.cookie));
  session.init();
  // The layouts provide the app's one query client: start each app without cached answers,
  // before the routes' loaders start the page's queries.
  queryClient.clear();
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const view = render(<App router={router} />);
  return { router, view };
}

/** Signs the visitor in the way the session keeps it: a token in sessionStorage. */
export function storeAccessToken(token = 'access-1'): void {
  window.sessionStorage.setItem('access_token', token);
}
