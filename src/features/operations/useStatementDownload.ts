import { statementDownloadMachine } from '../../../machines/statementDownload.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { saveFile } from '../../shared/files/save-file';
import { createStatementServices } from './statement-services';

/** The statement-download chart running against the bank, saving each file it gets. */
export function useStatementDownload() {
  const { snapshot, send } = useBankChart(statementDownloadMachine, {
    calls: createStatementServices(api),
    on: { save: ({ file }) => saveFile(file) },
  });
  return { snapshot, send };
}
