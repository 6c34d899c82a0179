import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { consentAuthorizationMachine } from '../../../machines/consentAuthorization.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { toast } from '../../shared/ui/Toast/toast';
import { AuthorizeView } from './AuthorizeView';
import { consentsChanged } from './queries';
import { createAuthorizationServices } from './services';

/**
 * A third party's consent awaiting the customer (issue 18). After either answer the browser
 * goes to the redirect URI the bank gives: the third party registered it, the bank checked it.
 */
export function AuthorizePage({ consentId }: { consentId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { snapshot, send } = useBankChart(consentAuthorizationMachine, {
    calls: createAuthorizationServices(api, consentId),
    input: { consentId },
    on: {
      answered: ({ redirectUri }) => {
        void consentsChanged(queryClient);
        window.location.assign(redirectUri);
      },
      error: ({ message }) => toast.show({ tone: 'error', title: message || t`An error occurred` }),
    },
  });
  return <AuthorizeView snapshot={snapshot} send={send} />;
}
