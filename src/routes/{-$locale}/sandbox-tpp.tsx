import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '../../app/route-params';
import { AuthLayout } from '../../app/shell/AuthLayout';
import { TppPage } from '../../features/sandbox-tpp/TppPage';
import { requireCatalogPart } from '../../shared/i18n';

const tppSearch = idSearch('tpp');
const consentSearch = idSearch('consentId');

// Public: it plays a third party's own site, which knows no customer's session. The bank sends
// the browser back here (the TPP's redirect URI) with `?tpp=&consentId=`.
function SandboxTpp() {
  const { locale } = Route.useRouteContext();
  const { tpp, consentId } = Route.useSearch();
  return (
    <AuthLayout locale={locale}>
      <TppPage tppId={tpp} consentId={consentId} />
    </AuthLayout>
  );
}

export const Route = createFileRoute('/{-$locale}/sandbox-tpp')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...tppSearch(search),
    ...consentSearch(search),
  }),
  beforeLoad: () => requireCatalogPart('sandbox'),
  component: SandboxTpp,
});
