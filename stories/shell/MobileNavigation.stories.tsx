import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { screen } from 'storybook/test';
import { TabBar } from '../../src/app/shell/TabBar';
import { useCurrentLocale } from '../../src/shared/current-locale';
import '../../src/app/shell/shell.css';

/** A router on a given page: every path matches, so the tab bar sees where it is. */
function storyRouter(path: string, Story: () => ReactNode) {
  const root = createRootRoute({ component: Story });
  const anyPage = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  return createRouter({
    routeTree: root.addChildren([anyPage]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

/** The story's `path` in the toolbar's language: az has no prefix, ru and en do. */
const onPage: Decorator = (Story, { parameters, globals }) => {
  const prefix = globals.locale === 'ru' || globals.locale === 'en' ? `/${globals.locale}` : '';
  const path = `${prefix}${parameters.path ?? '/'}`.replace(/(.)\/$/, '$1');
  const [router] = useState(() => storyRouter(path, () => <Story />));
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>
  );
};

/** The phone's navigation under a stand-in page, as the signed-in layout places it. */
function PhoneNavigation() {
  const locale = useCurrentLocale();
  return (
    <div className="layout-default">
      <main className="layout-default__main" style={{ margin: 16, minHeight: 480 }}>
        <p style={{ margin: 0 }}>The page</p>
      </main>
      <TabBar locale={locale} />
    </div>
  );
}

/**
 * Below 1024 px the sections are a bottom tab bar: home, transfers, payments, history, and
 * "More" with the other eleven in a sheet. Shown at 390 px, a common phone width.
 */
const meta = {
  title: 'Shell/MobileNavigation',
  component: PhoneNavigation,
  decorators: [onPage],
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    path: '/',
    viewport: {
      options: {
        phone390: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' } },
      },
    },
  },
} satisfies Meta<typeof PhoneNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the home page: its tab is the current one. */
export const OnHome: Story = {};

/** On a section under "More" (deposits): the fifth tab carries its name, so it stays in sight. */
export const OnASectionUnderMore: Story = { parameters: { path: '/deposits' } };

/** "More" opened: the sheet with the other sections, the page's own marked as current. */
export const MoreOpen: Story = {
  parameters: { path: '/deposits' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Əmanətlər|Deposits|Депозиты/ }),
    );
    // The sheet is a modal dialog, drawn in a portal outside the story's canvas.
    await screen.findByRole('dialog');
  },
};
