import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../shared/i18n';
import type { createAppRouter } from './router';

/** The providers every page needs (server state is provided by the layouts that read it). */
export function App(props: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={props.router} />
    </I18nProvider>
  );
}
