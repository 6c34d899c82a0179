import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../app/shell/ErrorPage';
import { LazyToastRegion } from '../app/shell/LazyToastRegion';
import { NotFoundPage } from '../app/shell/NotFoundPage';

function Root() {
  return (
    <>
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
