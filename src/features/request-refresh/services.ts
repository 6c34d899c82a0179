import { fromPromise } from 'xstate';
import {
  type RequestRefreshServices,
  requestRefreshMachine,
} from '../../../machines/requestRefresh.machine';
import { type ApiClient, unwrap } from '../../api';

/** PUT .../loan-applications/{id}/refresh over the typed client. */
export function createRefreshServices(client: ApiClient): RequestRefreshServices {
  return {
    refreshApplication: async (id) => {
      await unwrap(
        client.PUT('/api/loan-applications/v1/loan-applications/{id}/refresh', {
          params: { path: { id } },
        }),
      );
    },
  };
}

export function bankRequestRefreshMachine(services: RequestRefreshServices) {
  return requestRefreshMachine.provide({
    actors: {
      refreshApplication: fromPromise(({ input }) => services.refreshApplication(input)),
    },
  });
}
