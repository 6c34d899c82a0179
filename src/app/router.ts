import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';

/**
 * The app's router. Scroll goes to the top on every navigation: that is the router's default
 * (`resetScroll`), and scroll restoration is left off so back/forward behave the same way.
 */
export function createAppRouter(
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  return createRouter({ routeTree, defaultPreload: 'intent', ...options });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
