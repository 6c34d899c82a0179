import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import type { components } from '../../../openapi/generated/schema';
import { EmptyState, QueryStatus, type QueryView } from '../../shared/products';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { ConsentFacts, ConsentStatusBadge } from './AccountConsentList';
import { ReadsPerDay } from './ConsentSummary';
import { useEndpointWords } from './words';

type Details = components['schemas']['AccountConsentDetails'];

export interface ConsentDetailsProps {
  /** The consent opened, as the list shows it, while its details are read. */
  opened: components['schemas']['AccountConsent'] | null;
  details: QueryView<Details>;
  onClose: () => void;
  onRevoke: (consent: components['schemas']['AccountConsent']) => void;
}

function AccessLog({ consent }: { consent: Details }) {
  const { t } = useLingui();
  const endpoints = useEndpointWords();
  const accountName = (id: string | null) =>
    consent.accounts.find((account) => account.id === id)?.name ?? '';
  if (consent.accessLog.items.length === 0) {
    return (
      <EmptyState>
        <Trans>It has read nothing yet.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul className="consents__log">
      {consent.accessLog.items.map((entry) => (
        <li key={entry.id}>
          <span>
            {endpoints[entry.endpoint]}
            {entry.accountId ? `: ${accountName(entry.accountId)}` : ''}
          </span>
          <span className="consents__muted">
            {formatDateTime(entry.at)} · {entry.attended ? t`with you present` : t`without you`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One consent opened from the list: its facts, how often it reads, its access log, Revoke. */
export function ConsentDetailsDialog({ opened, details, onClose, onRevoke }: ConsentDetailsProps) {
  const { t } = useLingui();
  if (!opened) return null;
  const name = opened.institution.name;
  return (
    <ModalDialog
      title={t`Consent of ${name}`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <QueryStatus
        query={details}
        loadingLabel={t`Loading the consent`}
        errorText={<Trans>The consent could not be loaded.</Trans>}
      >
        {(consent) => (
          <div className="consents__dialog-body">
            <div className="consents__row-top">
              <ConsentStatusBadge status={consent.status} />
              <span className="consents__muted">
                <Trans>Reads without you:</Trans> <ReadsPerDay consent={consent} />
              </span>
            </div>
            <ConsentFacts consent={consent} />
            <section className="consents__list" aria-labelledby="consent-log-title">
              <h2 id="consent-log-title">
                <Trans>Access log</Trans>
              </h2>
              <AccessLog consent={consent} />
            </section>
            <div className="movement__actions">
              {consent.status === 'valid' && (
                <Button onPress={() => onRevoke(consent)}>
                  <Trans>Revoke</Trans>
                </Button>
              )}
              <Button variant="secondary" onPress={onClose}>
                <Trans>Close</Trans>
              </Button>
            </div>
          </div>
        )}
      </QueryStatus>
    </ModalDialog>
  );
}
