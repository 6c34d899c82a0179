import { operationDetailsMachine } from '../../../machines/operationDetails.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { saveFile } from '../../shared/files/save-file';
import { createOperationDetailsServices } from './details-services';

/** The operation-details chart running against the bank, saving each receipt it gets. */
export function useOperationDetails() {
  const { snapshot, send } = useBankChart(operationDetailsMachine, {
    calls: createOperationDetailsServices(api),
    on: { save: ({ file }) => saveFile(file) },
  });
  return { snapshot, send };
}
