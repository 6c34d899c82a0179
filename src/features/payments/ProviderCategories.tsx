import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '../../../domain/locale';
import type { components } from '../../../openapi/generated/schema';
import { useCurrentLocale } from '../../shared/current-locale';
import { categoryLabels } from '../../shared/payments/provider-words';
import { EmptyState, QueryStatus, type QueryView } from '../../shared/products';
import { ProviderMark } from './ProviderMark';

type PaymentProviders = components['schemas']['PaymentProviders'];

/** The categories (mobile, gas, electricity, water, internet) with their providers, each a link. */
export function ProviderCategories({ query }: { query: QueryView<PaymentProviders> }) {
  const { t, i18n } = useLingui();
  const locale = useCurrentLocale();
  return (
    <QueryStatus
      query={query}
      loadingLabel={t`Loading the providers`}
      errorText={t`The providers could not be loaded.`}
    >
      {({ categories }) =>
        categories.length === 0 ? (
          <EmptyState>{t`No providers can be paid now.`}</EmptyState>
        ) : (
          categories.map(({ category, providers }) => (
            <section
              key={category}
              className="payments-section"
              aria-labelledby={`payment-category-${category}`}
            >
              <h2 id={`payment-category-${category}`}>{i18n._(categoryLabels[category])}</h2>
              <ul className="payment-providers">
                {providers.map((provider) => (
                  <li key={provider.id}>
                    <Link
                      to="/{-$locale}/payments/provider/{-$id}"
                      params={{ locale: localeParam(locale), id: provider.id }}
                      className="payment-provider"
                    >
                      <ProviderMark mark={provider.mark} />
                      <span>{provider.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )
      }
    </QueryStatus>
  );
}
