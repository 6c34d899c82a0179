import type { OperationDetailsServices } from '../../../machines/operationDetails.machine';
import { unwrap } from '../../shared/api';
import type { ApiClient } from '../../shared/api/client';
import { ApiError } from '../../shared/api/errors';
import { attachmentName } from './statement-services';

/** One operation and its receipt over the typed client, in the page's language. */
export function createOperationDetailsServices(client: ApiClient): OperationDetailsServices {
  const path = (id: string) => ({ path: { id } });
  return {
    fetchOperation: ({ id }) => unwrap(client.GET('/api/v1/operations/{id}', { params: path(id) })),
    fetchReceipt: async ({ id, reference }) => {
      const { data, error, response } = await client.GET('/api/v1/operations/{id}/receipt', {
        params: path(id),
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw new ApiError(response.status, error);
      const filename =
        attachmentName(response.headers.get('Content-Disposition')) ?? `receipt-${reference}.pdf`;
      return { blob: data, filename };
    },
  };
}
