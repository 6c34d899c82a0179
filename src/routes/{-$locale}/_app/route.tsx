import { createFileRoute, Outlet } from '@tanstack/react-router';
import { runGuards } from '../../../app/guards';
import { QueryProvider } from '../../../app/QueryProvider';
import { DefaultLayout } from '../../../app/shell/DefaultLayout';
import { userInfoQuery } from '../../../features/profile/queries';
import { requireCatalogPart } from '../../../shared/i18n';
import { bankCalendarQuery } from '../../../shared/queries/calendar';
import { prefetchNew } from '../../../shared/queries/prefetch';

function SignedInLayout() {
  const { locale } = Route.useRouteContext();
  return (
    <QueryProvider>
      <DefaultLayout locale={locale}>
        <Outlet />
      </DefaultLayout>
    </QueryProvider>
  );
}

// The query client is downloaded here, behind the guard, never with the sign-in page; the
// signed-in pages' loaders find it in their context.
const loadQueryClient = async () => (await import('../../../shared/api/query-client')).queryClient;

export const Route = createFileRoute('/{-$locale}/_app')({
  beforeLoad: async ({ context, location }) => {
    runGuards(['auth'], { ...context, wanted: location.href });
    const [queryClient] = await Promise.all([loadQueryClient(), requireCatalogPart('signed-in')]);
    return { queryClient };
  },
  loader: ({ context }) => {
    prefetchNew(context.queryClient, userInfoQuery());
    // The bank's today (it follows the sandbox clock) for the pages' periods and date limits.
    prefetchNew(context.queryClient, bankCalendarQuery());
  },
  component: SignedInLayout,
});
