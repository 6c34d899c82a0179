import { requestRefreshMachine } from '../../../../machines/requestRefresh.machine';
import { api } from '../../../shared/api';
import { useBankChart } from '../../../shared/charts/useBankChart';
import type { StepProps } from '../step-props';
import { RefreshView } from './RefreshView';
import { createRefreshServices } from './services';

/** The request modal's screen for an expired request (WAITING_REFRESH, or its deadline passed). */
export default function RefreshStep({ order, onChanged }: StepProps) {
  const { snapshot, send } = useBankChart(requestRefreshMachine, {
    calls: createRefreshServices(api),
    input: { applicationId: order.id },
    on: { refreshed: onChanged },
  });

  return <RefreshView snapshot={snapshot} send={send} />;
}
