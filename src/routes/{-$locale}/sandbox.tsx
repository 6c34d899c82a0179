import { createFileRoute } from '@tanstack/react-router';
import { QueryProvider } from '../../app/QueryProvider';
import { AuthLayout } from '../../app/shell/AuthLayout';
import { SandboxPage } from '../../features/sandbox/SandboxPage';
import { requireCatalogPart } from '../../shared/i18n';

// Public on purpose: a person trying the bank reads their one-time codes here before signing in.
function Sandbox() {
  const { locale } = Route.useRouteContext();
  return (
    <QueryProvider>
      <AuthLayout locale={locale} wide>
        <SandboxPage locale={locale} />
      </AuthLayout>
    </QueryProvider>
  );
}

export const Route = createFileRoute('/{-$locale}/sandbox')({
  beforeLoad: () => requireCatalogPart('sandbox'),
  component: Sandbox,
});
