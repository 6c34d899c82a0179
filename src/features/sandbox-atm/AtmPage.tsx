import { sandboxAtmMachine } from '../../../machines/sandboxAtm.machine';
import { api } from '../../shared/api';
import { useBankChart } from '../../shared/charts/useBankChart';
import { AtmView } from './AtmView';
import { createAtmServices } from './services';

/** The sandbox ATM running against the bank: no sign-in, the phone and the code are the key. */
export function AtmPage() {
  const { snapshot, send } = useBankChart(sandboxAtmMachine, { calls: createAtmServices(api) });
  return <AtmView snapshot={snapshot} send={send} />;
}
