import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { queryClient } from '../../src/api';
import { App } from '../../src/app/App';
import { initialLocale } from '../../src/app/locale-url';
import { createAppRouter } from '../../src/app/router';
import { session } from '../../src/features/session';
import { activateLocale } from '../../src/i18n';

/** Starts the whole app at a URL the way src/main.tsx does, with an in-memory history. */
export async function renderAppAt(url: string) {
  await activateLocale(initialLocale(new URL(url, 'http://bank.test').pathname, document.cookie));
  session.init();
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  // The layouts provide the app's one query client: start each app without cached answers.
  queryClient.clear();
  const view = render(<App router={router} />);
  return { router, view };
}

/** Signs the visitor in the way the session keeps it: a token in sessionStorage. */
export function storeAccessToken(token = 'access-1'): void {
  window.sessionStorage.setItem('access_token', token);
}
