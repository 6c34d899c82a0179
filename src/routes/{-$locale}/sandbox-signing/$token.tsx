import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../../../app/shell/AuthLayout';
import { SigningPage } from '../../../features/sandbox-signing/SigningPage';
import { requireCatalogPart } from '../../../shared/i18n';

// Public: the signing app stands in for the customer's phone, which opens the QR code's link
// without signing in to the internet bank. Not under /sandbox/, which belongs to the API.
function SandboxSigning() {
  const { locale } = Route.useRouteContext();
  const { token } = Route.useParams();
  return (
    <AuthLayout locale={locale}>
      <SigningPage token={token} />
    </AuthLayout>
  );
}

export const Route = createFileRoute('/{-$locale}/sandbox-signing/$token')({
  beforeLoad: () => requireCatalogPart('sandbox'),
  component: SandboxSigning,
});
