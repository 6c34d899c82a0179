import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { consentRevocationMachine } from '../../../machines/consentRevocation.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { pagedView } from '../../shared/products';
import { toast } from '../../shared/ui/Toast/toast';
import { OtherConsentsView } from './OtherConsentsView';
import { consentsChanged, useOtherConsents } from './queries';
import { createWithdrawServices } from './services';

/** /other-consents: the bank's own consents and the withdrawal's chart. */
export function OtherConsentsPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const withdraw = useBankChart(consentRevocationMachine, {
    calls: createWithdrawServices(api),
    on: {
      ended: () => {
        toast.show({ tone: 'success', title: t`The consent was withdrawn` });
        void consentsChanged(queryClient);
      },
    },
  });
  return <OtherConsentsView consents={pagedView(useOtherConsents())} withdraw={withdraw} />;
}
