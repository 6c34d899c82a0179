import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '../../../domain/locale';
import { Money } from '../../shared/balances';
import { useCurrentLocale } from '../../shared/current-locale';
import { EmptyState, QueryStatus, type QueryView } from '../../shared/products';
import type { PaymentTemplate } from '../../shared/queries/payment-templates';
import { fieldDisplay } from './field-display';
import { ProviderMark } from './ProviderMark';

/**
 * The customer's templates, each with a one-press Pay that opens the provider's form filled in
 * from it (and, when complete, straight at the confirmation), and a link to a new template.
 */
export function TemplateList({ query }: { query: QueryView<PaymentTemplate[]> }) {
  const { t } = useLingui();
  const locale = useCurrentLocale();
  const params = { locale: localeParam(locale) };
  return (
    <section className="payments-section" aria-labelledby="payment-templates">
      <div className="product-section__header">
        <h2 id="payment-templates">
          <Trans>Templates</Trans>
        </h2>
        <Link to="/{-$locale}/templates/new" params={params} className="product-section__more">
          <Trans>New template</Trans>
        </Link>
      </div>
      <QueryStatus
        query={query}
        loadingLabel={t`Loading your templates`}
        errorText={t`Your templates could not be loaded.`}
      >
        {(templates) =>
          templates.length === 0 ? (
            <EmptyState>
              <Trans>No templates yet. Save a payment as a template to pay it in one press.</Trans>
            </EmptyState>
          ) : (
            <ul className="payment-templates">
              {templates.map((template) => (
                <TemplateLine key={template.id} template={template} />
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </section>
  );
}

/** One template: its mark, name and values, Pay and Edit. */
function TemplateLine({ template }: { template: PaymentTemplate }) {
  const { t } = useLingui();
  const locale = useCurrentLocale();
  const params = { locale: localeParam(locale) };
  const name = template.name;
  return (
    <li className="payment-template">
      <ProviderMark mark={template.provider.mark} />
      <span className="payment-template__name">
        <span>{template.name}</span>
        <span className="movement__hint">
          {template.provider.name} · {fieldDisplay(template.fields)}
          {template.amount !== null && (
            <>
              {' · '}
              <Money amount={template.amount} currency="AZN" alwaysVisible />
            </>
          )}
        </span>
      </span>
      <span className="payment-template__actions">
        <Link
          to="/{-$locale}/payments/provider/{-$id}"
          params={{ ...params, id: template.provider.id }}
          search={{ template: template.id }}
          className="ui-button ui-button--primary"
          aria-label={t`Pay: ${name}`}
        >
          <Trans>Pay</Trans>
        </Link>
        <Link
          to="/{-$locale}/templates/edit/{-$id}"
          params={{ ...params, id: template.id }}
          className="payments__link"
          aria-label={t`Edit: ${name}`}
        >
          <Trans>Edit</Trans>
        </Link>
      </span>
    </li>
  );
}
