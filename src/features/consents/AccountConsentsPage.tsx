import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consentRevocationMachine } from '../../../machines/consentRevocation.machine';
import type { components } from '../../../openapi/generated/schema';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { pagedView } from '../../shared/products';
import { toast } from '../../shared/ui/Toast/toast';
import { AccountConsentsView } from './AccountConsentsView';
import { consentsChanged, useAccountConsent, useAccountConsents } from './queries';
import { createRevokeServices } from './services';

type AccountConsent = components['schemas']['AccountConsent'];

/** /account-consents: the list, the consent opened (with its log) and the revoke's chart. */
export function AccountConsentsPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<AccountConsent | null>(null);
  const details = useAccountConsent(opened?.id ?? null);
  const revoke = useBankChart(consentRevocationMachine, {
    calls: createRevokeServices(api),
    on: {
      ended: ({ consent }) => {
        const name = consent.name;
        toast.show({ tone: 'success', title: t`The consent of ${name} was revoked` });
        void consentsChanged(queryClient);
      },
    },
  });
  return (
    <AccountConsentsView
      consents={pagedView(useAccountConsents())}
      details={{
        opened,
        details: {
          status: details.status,
          data: details.data,
          isFetching: details.isFetching,
          refetch: details.refetch,
        },
        onClose: () => setOpened(null),
      }}
      onOpen={setOpened}
      revoke={revoke}
    />
  );
}
