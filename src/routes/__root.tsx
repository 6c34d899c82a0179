import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../features/shell/ErrorPage';
import { LazyProgressBar } from '../features/shell/LazyProgressBar';
import { LazyToastRegion } from '../features/shell/LazyToastRegion';
import { NotFoundPage } from '../features/shell/NotFoundPage';

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
