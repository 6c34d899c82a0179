/**
 * The statement-download chart as a test model: what the customer and the bank can send in each
 * state, and a state identity (state, whether an account is chosen, the period, whether problems
 * show, the file and the bank's message), shared by the chart test and the dialog test.
 */
import type {
  StatementDownloadEvent,
  StatementFile,
  statementDownloadMachine,
} from '../../machines/statementDownload.machine';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof statementDownloadMachine>['events']>[0];

export const today = '2026-05-20';
export const accountId = 'acc-azn';
export const statementFile: StatementFile = {
  blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  filename: 'statement-AZ-2026-04-20-2026-05-20.pdf',
};
export const refusal = new Error('The statement could not be prepared');

/** Each date field moves through a cycle of good and wrong values, one step per event. */
const fromCycle: Record<string, string> = {
  '2026-04-20': '2026-05-21', // after today
  '2026-05-21': '', // empty
  '': '2026-04-20',
};
const toCycle: Record<string, string> = {
  '2026-05-20': '2026-04-01', // before the start
  '2026-04-01': '2026-05-21', // after today
  '2026-05-21': '',
  '': '2026-05-20',
};

function fieldEvents({ context }: Snapshot): StatementDownloadEvent[] {
  return [
    { type: 'FIELD.CHANGE', field: 'accountId', value: context.accountId ? '' : accountId },
    { type: 'FIELD.CHANGE', field: 'from', value: fromCycle[context.from] ?? '2026-04-20' },
    { type: 'FIELD.CHANGE', field: 'to', value: toCycle[context.to] ?? '2026-05-20' },
  ];
}

export const statementDownloadModel: ModelPathsOptions<typeof statementDownloadMachine> = {
  events: (snapshot) => [
    { type: 'OPEN', today, accountId },
    ...fieldEvents(snapshot),
    ...(['SUBMIT', 'RETRY', 'EDIT', 'SAVE', 'CLOSE'] as const).map(
      (type) => ({ type }) as StatementDownloadEvent,
    ),
  ],
  actorResults: {
    fetchStatement: { outputs: [statementFile], errors: [refusal] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      account: context.accountId !== '',
      from: context.from,
      to: context.to,
      showProblems: context.showProblems,
      file: context.file?.filename ?? null,
      error: context.error,
    }),
};
