import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../openapi/generated/schema';
import type { PagedQuery } from '../../shared/products';
import { pageTitles } from '../../shared/sections';
import { AccountConsentList } from './AccountConsentList';
import { ConsentDetailsDialog, type ConsentDetailsProps } from './ConsentDetailsDialog';
import { EndConsentDialog, type EndConsentProps } from './EndConsentDialog';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';
import '../../shared/movement/movement.css';
import './consents.css';

type AccountConsent = components['schemas']['AccountConsent'];

export interface AccountConsentsViewProps {
  consents: PagedQuery<AccountConsent>;
  details: Omit<ConsentDetailsProps, 'onRevoke'>;
  onOpen: (consent: AccountConsent) => void;
  revoke: EndConsentProps;
}

/** The revocation chart names the consent by its third party. */
export const endable = (consent: AccountConsent) => ({
  id: consent.id,
  name: consent.institution.name,
  active: consent.status === 'valid',
});

/** /account-consents (SPEC 4.5): the third parties' consents, one opened, a revoke confirmed. */
export function AccountConsentsView({
  consents,
  details,
  onOpen,
  revoke,
}: AccountConsentsViewProps) {
  const { i18n } = useLingui();
  const ask = (consent: AccountConsent) => {
    details.onClose();
    revoke.send({ type: 'ASK', consent: endable(consent) });
  };
  return (
    <section className="products-page consents" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.accountConsents)}</h1>
      </header>
      <p className="movement__note">
        <Trans>
          Apps and services you allowed to see your accounts and cards. Revoke a consent and its
          next request is refused.
        </Trans>
      </p>
      <AccountConsentList query={consents} onOpen={onOpen} onRevoke={ask} />
      <ConsentDetailsDialog {...details} onRevoke={ask} />
      <EndConsentDialog {...revoke} kind="revoke" />
    </section>
  );
}
