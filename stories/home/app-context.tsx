/**
 * What the signed-in pages expect around them, for stories: a router (their links to other
 * pages) and a query client (a card's dialog updates the list), both without a bank behind.
 */
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import '../../src/app/shell/shell.css';

function storyRouter(Story: () => ReactNode) {
  return createRouter({
    routeTree: createRootRoute({ component: Story }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

export const withAppContext: Decorator = (Story) => {
  const [router] = useState(() => storyRouter(() => <Story />));
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>
  );
};
