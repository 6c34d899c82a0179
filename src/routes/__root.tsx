import { Trans } from '@lingui/react/macro';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../app/shell/ErrorPage';
import { LazyToastRegion } from '../app/shell/LazyToastRegion';
import { NotFoundPage } from '../app/shell/NotFoundPage';

/**
 * Every page: the skip link, the keyboard's first stop (WCAG 2.4.1), hidden until focused; it
 * moves focus to the layout's `<main id="main" tabIndex={-1}>`. A plain anchor, so the browser
 * does the work and the sign-in page's JavaScript hardly grows.
 */
function Root() {
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Outlet />
      <LazyToastRegion />
    </>
  );
}

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
