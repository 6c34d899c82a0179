import { createFileRoute, Navigate } from '@tanstack/react-router';
import { assertOptionalId } from '../../../../../app/route-params';
import { ProviderPaymentPage } from '../../../../../features/payments/ProviderPaymentPage';
import { paymentProviderQuery } from '../../../../../features/payments/queries';
import { validateProviderPaymentSearch } from '../../../../../features/payments/search';
import { paymentMethodsQuery } from '../../../../../shared/queries/payment-methods';
import { paymentTemplateQuery } from '../../../../../shared/queries/payment-templates';
import { prefetchNew } from '../../../../../shared/queries/prefetch';

export const Route = createFileRoute('/{-$locale}/_app/payments/provider/{-$id}')({
  beforeLoad: ({ params }) => assertOptionalId(params.id),
  validateSearch: validateProviderPaymentSearch,
  loaderDeps: ({ search }) => ({ template: search.template }),
  loader: ({ context: { queryClient }, params, deps }) => {
    if (!params.id) return;
    prefetchNew(queryClient, paymentProviderQuery(params.id));
    prefetchNew(queryClient, paymentMethodsQuery());
    if (deps.template) prefetchNew(queryClient, paymentTemplateQuery(deps.template));
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
