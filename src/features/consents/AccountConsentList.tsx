import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDate, formatDateTime } from '../../../domain/date-format';
import type { components } from '../../../openapi/generated/schema';
import {
  EmptyState,
  type PagedQuery,
  ProductFacts,
  QueryStatus,
  ShowMore,
} from '../../shared/products';
import { Button } from '../../shared/ui/Button/Button';
import { statusTone, useRightWords, useStatusWords, useTypeWords } from './words';

type AccountConsent = components['schemas']['AccountConsent'];

/** The consent's status as a badge: only an active one gives access. */
export function ConsentStatusBadge({ status }: { status: AccountConsent['status'] }) {
  const words = useStatusWords();
  const tone = statusTone(status);
  return (
    <span className={tone ? `product-badge product-badge--${tone}` : 'product-badge'}>
      {words[status]}
    </span>
  );
}

/** SPEC 3's consent fields: institution, dates, types, and what was granted. */
export function ConsentFacts({ consent }: { consent: AccountConsent }) {
  const { t } = useLingui();
  const types = useTypeWords();
  const rights = useRightWords();
  const used = consent.lastUsedAt ? formatDateTime(consent.lastUsedAt) : t`Never`;
  return (
    <ProductFacts
      facts={[
        { id: 'created', label: t`Created`, value: formatDate(consent.createdAt) },
        { id: 'expires', label: t`Expires`, value: formatDate(consent.validUntil) },
        {
          id: 'type',
          label: t`Type`,
          value: consent.types.map((type) => types[type]).join(', ') || '—',
        },
        { id: 'used', label: t`Last used`, value: used },
        {
          id: 'accounts',
          label: t`Accounts and cards`,
          value:
            consent.accounts.map((account) => `${account.name} (${account.number})`).join(', ') ||
            '—',
          wide: true,
        },
        {
          id: 'rights',
          label: t`May read`,
          value: consent.rights.map((right) => rights[right]).join(', '),
          wide: true,
        },
      ]}
    />
  );
}

function ConsentRow({
  consent,
  onOpen,
  onRevoke,
}: {
  consent: AccountConsent;
  onOpen: (consent: AccountConsent) => void;
  onRevoke: (consent: AccountConsent) => void;
}) {
  const name = consent.institution.name;
  // The buttons say what they do; the row's heading says whose consent (their description).
  const headingId = useId();
  return (
    <li className="consents__row">
      <div className="consents__row-top">
        <h2 id={headingId}>{name}</h2>
        <ConsentStatusBadge status={consent.status} />
      </div>
      <ConsentFacts consent={consent} />
      <div className="movement__actions">
        <Button variant="secondary" aria-describedby={headingId} onPress={() => onOpen(consent)}>
          <Trans>Details</Trans>
        </Button>
        {consent.status === 'valid' && (
          <Button
            variant="secondary"
            aria-describedby={headingId}
            onPress={() => onRevoke(consent)}
          >
            <Trans>Revoke</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/** The customer's third-party consents, newest first (listAccountConsents). */
export function AccountConsentList({
  query,
  onOpen,
  onRevoke,
}: {
  query: PagedQuery<AccountConsent>;
  onOpen: (consent: AccountConsent) => void;
  onRevoke: (consent: AccountConsent) => void;
}) {
  const { t } = useLingui();
  return (
    <QueryStatus
      query={query}
      loadingLabel={t`Loading your consents`}
      errorText={<Trans>Your consents could not be loaded.</Trans>}
    >
      {(consents) =>
        consents.length === 0 ? (
          <EmptyState>
            <Trans>No third party has asked for access to your accounts.</Trans>
          </EmptyState>
        ) : (
          <>
            <ul className="consents__rows">
              {consents.map((consent) => (
                <ConsentRow
                  key={consent.id}
                  consent={consent}
                  onOpen={onOpen}
                  onRevoke={onRevoke}
                />
              ))}
            </ul>
            <ShowMore query={query} />
          </>
        )
      }
    </QueryStatus>
  );
}
