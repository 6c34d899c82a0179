import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { runGuards } from '../../../app/guards';
import { AuthLayout } from '../../../app/shell/AuthLayout';
import { AuthFlow } from '../../../features/auth/AuthFlow';

// The auth chart lives here, above the guest pages, so it survives moving between them.
function GuestLayout() {
  const { locale } = Route.useRouteContext();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <AuthLayout locale={locale}>
      <AuthFlow pathname={pathname}>
        <Outlet />
      </AuthFlow>
    </AuthLayout>
  );
}

export const Route = createFileRoute('/{-$locale}/_guest')({
  beforeLoad: ({ context }) => runGuards(['guest'], context),
  component: GuestLayout,
});
