import { createFileRoute, Outlet } from '@tanstack/react-router';
import { runGuards } from '../../../app/guards';
import { QueryProvider } from '../../../app/QueryProvider';
import { DefaultLayout } from '../../../features/shell/DefaultLayout';
import { requireCatalogPart } from '../../../i18n';

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

export const Route = createFileRoute('/{-$locale}/_app')({
  beforeLoad: async ({ context }) => {
    runGuards(['auth'], context);
    await requireCatalogPart('signed-in');
  },
  component: SignedInLayout,
});
