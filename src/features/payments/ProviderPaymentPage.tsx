import { useLingui } from '@lingui/react/macro';
import type { PaymentFormInput } from '../../../machines/paymentForm.draft';
import { QueryStatus, type QueryView } from '../../shared/products';
import { usePaymentMethods } from '../../shared/queries/payment-methods';
import { usePaymentTemplate } from '../../shared/queries/payment-templates';
import { pageTitles } from '../../shared/sections';
import { PaymentFlow } from './PaymentFlow';
import { usePaymentProvider } from './queries';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';
import '../../shared/movement/movement.css';
import './payments.css';

type Query = Omit<QueryView<unknown>, 'data'> & { data?: unknown };

/** The provider, the sources and the template (when paying from one) as one query-shaped result. */
function usePaymentInput(id: string, templateId?: string): QueryView<PaymentFormInput> {
  const provider = usePaymentProvider(id);
  const methods = usePaymentMethods();
  const template = usePaymentTemplate(templateId);
  const all: Query[] = [provider, methods, ...(templateId ? [template] : [])];
  const status = all.some((query) => query.status === 'error')
    ? 'error'
    : all.some((query) => query.status === 'pending')
      ? 'pending'
      : 'success';
  // A template of another provider is not this form's: it opens empty.
  const own = template.data?.provider.id === id ? template.data : undefined;
  const data =
    provider.data && methods.data
      ? {
          provider: provider.data,
          methods: methods.data.items,
          defaultProductId: methods.data.defaultProductId,
          prefill: own ? { fields: own.fields, amount: own.amount } : null,
        }
      : undefined;
  return {
    status,
    data,
    isFetching: all.some((query) => query.isFetching),
    refetch: () => Promise.all(all.map((query) => query.refetch())),
  };
}

/** /payments/provider/{id}: the provider's own form, from its declaration (PRODUCT 2.3). */
export function ProviderPaymentPage({ id, templateId }: { id: string; templateId?: string }) {
  const { i18n, t } = useLingui();
  const input = usePaymentInput(id, templateId);
  return (
    <section className="products-page payments" aria-labelledby="page-title">
      {input.status !== 'success' && (
        <header className="page-header">
          <h1 id="page-title">{i18n._(pageTitles.paymentProvider)}</h1>
        </header>
      )}
      <QueryStatus
        query={input}
        loadingLabel={t`Loading the payment form`}
        errorText={t`The payment form could not be loaded.`}
      >
        {(data) => <PaymentFlow key={`${id}/${templateId ?? ''}`} input={data} />}
      </QueryStatus>
    </section>
  );
}
