import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';

/**
 * The app's router. Scroll goes to the top on every navigation: that is the router's default
 * (`resetScroll`), and scroll restoration is left off so back/forward behave the same way.
 * Loaders only start queries, and TanStack Query decides what is fresh: the router keeps no
 * preloaded results of its own (`defaultPreloadStaleTime: 0`), so a hovered link always asks it.
 */
export function createAppRouter(
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    ...options,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
