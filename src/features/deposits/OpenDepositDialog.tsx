import { depositOpeningMachine } from '../../../machines/depositOpening.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { useOpenCreatedRequest } from '../../shared/products/useOpenCreatedRequest';
import { useBankToday } from '../../shared/queries/calendar';
import { DepositOpeningDialog } from './DepositOpeningDialog';
import { createDepositOpeningServices } from './deposit-opening-services';

/** Opens a deposit: the form, then the request's wizard on /loan-requests/{id}. */
export function OpenDepositDialog({ onClose }: { onClose: () => void }) {
  const today = useBankToday();
  const { snapshot, send, actor } = useBankChart(depositOpeningMachine, {
    calls: createDepositOpeningServices(api),
    input: { today },
  });

  useOpenCreatedRequest(actor);

  return <DepositOpeningDialog snapshot={snapshot} send={send} onClose={onClose} />;
}
