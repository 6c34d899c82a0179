/**
 * The request refresh chart as a test model: the customer asks or retries, the bank renews the
 * request or refuses with its message (or with none, when the screen says 'Xəta baş verdi').
 */
import type {
  RequestRefreshEvent,
  requestRefreshMachine,
} from '../../machines/requestRefresh.machine';
import type { ModelPathsOptions } from './support/model-paths';

export const requestRefreshModel: ModelPathsOptions<typeof requestRefreshMachine> = {
  inputs: [{ applicationId: 'application-1' }],
  events: (): RequestRefreshEvent[] => [{ type: 'REFRESH' }, { type: 'RETRY' }],
  actorResults: {
    refreshApplication: {
      outputs: [undefined],
      errors: [new Error('Müraciət artıq yenilənib'), new Error('')],
    },
  },
  serializeState: ({ value, context }) => JSON.stringify({ value, message: context.message }),
};
