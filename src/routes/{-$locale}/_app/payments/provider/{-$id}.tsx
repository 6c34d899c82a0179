import { createFileRoute, Navigate } from '@tanstack/react-router';
import { assertOptionalId, idSearch } from '../../../../../app/route-params';
import { ProviderPaymentPage } from '../../../../../features/payments/ProviderPaymentPage';
import { paymentProviderQuery } from '../../../../../features/payments/queries';
import { paymentMethodsQuery } from '../../../../../shared/queries/payment-methods';
import { prefetchNew } from '../../../../../shared/queries/prefetch';

/** `?template=<id>` pays from a saved template: one press on /payments. */
const templateSearch = idSearch('template');

export const Route = createFileRoute('/{-$locale}/_app/payments/provider/{-$id}')({
  beforeLoad: ({ params }) => assertOptionalId(params.id),
  validateSearch: templateSearch,
  // The template of a one-press pay is fetched by the page: loaderDeps would ride on sign-in.
  loader: ({ context: { queryClient }, params }) => {
    if (!params.id) return;
    prefetchNew(queryClient, paymentProviderQuery(params.id));
    prefetchNew(queryClient, paymentMethodsQuery());
  },
  component: ProviderPage,
});

/** Without a provider there is no form: the list of providers is where one is chosen. */
function ProviderPage() {
  const { id, locale } = Route.useParams();
  const { template } = Route.useSearch();
  if (!id) return <Navigate to="/{-$locale}/payments" params={{ locale }} replace />;
  return <ProviderPaymentPage id={id} templateId={template} />;
}
