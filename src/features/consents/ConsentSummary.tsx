import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import type { components } from '../../../openapi/generated/schema';
import { ProductFacts } from '../../shared/products';
import { useRightWords } from './words';

type AccountConsent = components['schemas']['AccountConsent'];

/** How often the third party may read without the customer: n times a day, or once. */
export function ReadsPerDay({ consent }: { consent: AccountConsent }) {
  const times = consent.frequencyPerDay;
  if (!consent.recurringIndicator) return <Trans>Once</Trans>;
  return <Trans>Up to {times} times a day</Trans>;
}

/** What a consent lets the third party do: the rights, until when, how often. */
export function ConsentTerms({ consent }: { consent: AccountConsent }) {
  const { t } = useLingui();
  const rights = useRightWords();
  return (
    <ProductFacts
      facts={[
        {
          id: 'rights',
          label: t`May read`,
          value: consent.rights.map((right) => rights[right]).join(', '),
          wide: true,
        },
        { id: 'until', label: t`Until`, value: formatDate(consent.validUntil) },
        { id: 'often', label: t`Reads without you`, value: <ReadsPerDay consent={consent} /> },
      ]}
    />
  );
}
