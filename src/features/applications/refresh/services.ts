import type { RequestRefreshServices } from '../../../../machines/requestRefresh.machine';
import { type ApiClient, unwrap } from '../../../shared/api';

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
