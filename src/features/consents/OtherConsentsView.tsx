import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDate } from '../../../domain/date-format';
import type { components } from '../../../openapi/generated/schema';
import { EmptyState, type PagedQuery, QueryStatus, ShowMore } from '../../shared/products';
import { pageTitles } from '../../shared/sections';
import { Button } from '../../shared/ui/Button/Button';
import { EndConsentDialog, type EndConsentProps } from './EndConsentDialog';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';
import '../../shared/movement/movement.css';
import './consents.css';

type OtherConsent = components['schemas']['OtherConsent'];

export interface OtherConsentsViewProps {
  consents: PagedQuery<OtherConsent>;
  withdraw: EndConsentProps;
}

function OtherConsentRow({
  consent,
  onWithdraw,
}: {
  consent: OtherConsent;
  onWithdraw: (consent: OtherConsent) => void;
}) {
  const headingId = useId();
  const given = formatDate(consent.givenAt);
  const withdrawn = consent.withdrawnAt ? formatDate(consent.withdrawnAt) : '';
  const title = consent.title;
  return (
    <li className="consents__row">
      <div className="consents__row-top">
        <h2 id={headingId}>{title}</h2>
        {consent.status === 'GIVEN' ? (
          <span className="product-badge product-badge--success">
            <Trans>Given on {given}</Trans>
          </span>
        ) : (
          <span className="product-badge product-badge--danger">
            <Trans>Withdrawn on {withdrawn}</Trans>
          </span>
        )}
      </div>
      <p className="consents__text">{consent.text}</p>
      {consent.status === 'GIVEN' && (
        <div>
          <Button
            variant="secondary"
            aria-describedby={headingId}
            onPress={() => onWithdraw(consent)}
          >
            <Trans>Withdraw</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

/** /other-consents: the bank's data-processing and marketing consents, withdrawn after a confirm. */
export function OtherConsentsView({ consents, withdraw }: OtherConsentsViewProps) {
  const { t, i18n } = useLingui();
  const ask = (consent: OtherConsent) =>
    withdraw.send({
      type: 'ASK',
      consent: { id: consent.id, name: consent.title, active: consent.status === 'GIVEN' },
    });
  return (
    <section className="products-page consents" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.otherConsents)}</h1>
      </header>
      <p className="movement__note">
        <Trans>
          The consents you gave the bank itself: how it uses your data and contacts you.
        </Trans>
      </p>
      <QueryStatus
        query={consents}
        loadingLabel={t`Loading your consents`}
        errorText={<Trans>Your consents could not be loaded.</Trans>}
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyState>
              <Trans>You have given the bank no other consents.</Trans>
            </EmptyState>
          ) : (
            <>
              <ul className="consents__rows">
                {items.map((consent) => (
                  <OtherConsentRow key={consent.id} consent={consent} onWithdraw={ask} />
                ))}
              </ul>
              <ShowMore query={consents} />
            </>
          )
        }
      </QueryStatus>
      <EndConsentDialog {...withdraw} kind="withdraw" />
    </section>
  );
}
