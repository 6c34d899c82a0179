import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../../app/shell/AuthLayout';
import { AtmPage } from '../../features/sandbox-atm/AtmPage';
import { requireCatalogPart } from '../../shared/i18n';

// Public: the ATM knows the customer by phone number and code, not by a signed-in session. Not
// under /sandbox/, which belongs to the API.
function SandboxAtm() {
  const { locale } = Route.useRouteContext();
  return (
    <AuthLayout locale={locale}>
      <AtmPage />
    </AuthLayout>
  );
}

export const Route = createFileRoute('/{-$locale}/sandbox-atm')({
  beforeLoad: () => requireCatalogPart('sandbox'),
  component: SandboxAtm,
});
