import { useLingui } from '@lingui/react/macro';
import type { components } from '../../../openapi/generated/schema';
import type { QueryView } from '../../shared/products';
import { type PaymentTemplate, usePaymentTemplates } from '../../shared/queries/payment-templates';
import { pageTitles } from '../../shared/sections';
import { ProviderCategories } from './ProviderCategories';
import { usePaymentProviders } from './queries';
import { TemplateList } from './TemplateList';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';
import '../../shared/movement/movement.css';
import './payments.css';

export interface PaymentsViewProps {
  templates: QueryView<PaymentTemplate[]>;
  providers: QueryView<components['schemas']['PaymentProviders']>;
}

/** /payments drawn from what the bank answered: the templates first, then the categories. */
export function PaymentsView({ templates, providers }: PaymentsViewProps) {
  const { i18n } = useLingui();
  return (
    <section className="products-page payments" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.payments)}</h1>
      </header>
      <TemplateList query={templates} />
      <ProviderCategories query={providers} />
    </section>
  );
}

/** /payments (PRODUCT 2.3): the customer's templates and the providers to pay. */
export function PaymentsPage() {
  return <PaymentsView templates={usePaymentTemplates()} providers={usePaymentProviders()} />;
}
