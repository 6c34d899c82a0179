import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../app/shell/ErrorPage';
import { LazyProgressBar } from '../app/shell/LazyProgressBar';
import { LazyToastRegion } from '../app/shell/LazyToastRegion';
import { NotFoundPage } from '../app/shell/NotFoundPage';

function Root() {
  return (
    <>
      <LazyProgressBar />
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
