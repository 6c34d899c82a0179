import { accountOpeningMachine } from '../../../machines/accountOpening.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { useOpenCreatedRequest } from '../../shared/products/useOpenCreatedRequest';
import { AccountOpeningDialog } from './AccountOpeningDialog';
import { createAccountOpeningServices } from './account-opening-services';

/** Opens a current account: the currency, then the request's wizard on /loan-requests/{id}. */
export function OpenAccountDialog({ onClose }: { onClose: () => void }) {
  const { snapshot, send, actor } = useBankChart(accountOpeningMachine, {
    calls: createAccountOpeningServices(api),
  });

  useOpenCreatedRequest(actor);

  return <AccountOpeningDialog snapshot={snapshot} send={send} onClose={onClose} />;
}
