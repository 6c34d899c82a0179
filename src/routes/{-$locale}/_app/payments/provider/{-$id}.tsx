import { createFileRoute } from '@tanstack/react-router';
import { assertOptionalId, idSearch } from '../../../../../app/route-params';
import { PaymentsPage } from '../../../../../features/payments/PaymentsPage';
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

/** Without a provider there is no form: the list of providers, where one is chosen, stands in. */
function ProviderPage() {
  const { id } = Route.useParams();
  const { template } = Route.useSearch();
  if (!id) return <PaymentsPage />;
  return <ProviderPaymentPage id={id} templateId={template} />;
}
