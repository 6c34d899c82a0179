import { createFileRoute } from '@tanstack/react-router';
import { QueryProvider } from '../../app/QueryProvider';
import { AuthLayout } from '../../app/shell/AuthLayout';
import { OperatorConsole } from '../../features/sandbox-operator/OperatorConsole';
import { requireCatalogPart } from '../../shared/i18n';

// Public like the SMS outbox: the sandbox stands in for the bank's back office. Not under
// /sandbox/, which belongs to the API (the server answers no page there).
function SandboxOperator() {
  const { locale } = Route.useRouteContext();
  return (
    <QueryProvider>
      <AuthLayout locale={locale} wide>
        <OperatorConsole locale={locale} />
      </AuthLayout>
    </QueryProvider>
  );
}

export const Route = createFileRoute('/{-$locale}/sandbox-operator')({
  beforeLoad: () => requireCatalogPart('sandbox'),
  component: SandboxOperator,
});
