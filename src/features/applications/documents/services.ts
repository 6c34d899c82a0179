import type { Order } from '../../../../domain/loan-requests';
import type {
  DocumentReviewServices,
  ReviewDocument,
} from '../../../../machines/documentReview.machine';
import { type ApiClient, unwrap } from '../../../shared/api';

const documentsPath = '/api/loan-applications/v1/documents';

/**
 * The document calls of one application. Reading the documents and the status repeats every few
 * seconds (while the bank prepares them, while the customer signs), so those go through the
 * silent client: the progress bar is for the customer's own actions. Accounts and deposits have
 * calls of their own (productDocumentServices).
 */
export function createDocumentServices(
  client: ApiClient,
  silentClient: ApiClient,
  applicationId: string,
  productType: Order['productType'] = 'LOAN',
): DocumentReviewServices {
  if (productType === 'ACCOUNT' || productType === 'DEPOSIT') {
    return productDocumentServices(productCalls[productType], client, silentClient, applicationId);
  }
  const query = { applicationId };
  const documentsOf = (documentType: 'MAIN' | 'OTHER') =>
    unwrap(silentClient.GET(documentsPath, { params: { query: { ...query, documentType } } }));
  return {
    loadDocuments: async () => {
      const [main, other] = await Promise.all([documentsOf('MAIN'), documentsOf('OTHER')]);
      return [...main, ...other];
    },
    acceptDocument: async ({ documentId: docId }) => {
      await unwrap(
        client.PATCH(`${documentsPath}/{docId}`, { params: { path: { docId }, query } }),
      );
    },
    generateQr: async () =>
      (await unwrap(client.POST('/api/loan-applications/v1/qr/generate', { params: { query } })))
        .data,
    checkStatus: async () =>
      (
        await unwrap(
          silentClient.GET('/api/loan-applications/v1/loan-applications/{id}', {
            params: { path: { id: applicationId } },
          }),
        )
      ).status,
  };
}

interface ProductCalls {
  documents: (client: ApiClient, applicationId: string) => Promise<ReviewDocument[]>;
  qr: (client: ApiClient, applicationId: string) => Promise<{ data: string }>;
  status: (client: ApiClient, applicationId: string) => Promise<{ status: string }>;
}

// PRODUCT 7's calls of an account or a deposit application, each under its own prefix.
const productCalls: Record<'ACCOUNT' | 'DEPOSIT', ProductCalls> = {
  ACCOUNT: {
    documents: (client, applicationId) =>
      unwrap(
        client.GET('/account-application/v1/documents', { params: { query: { applicationId } } }),
      ),
    qr: (client, applicationId) =>
      unwrap(
        client.POST('/account-application/v1/qr/generate', {
          params: { query: { applicationId } },
        }),
      ),
    status: (client, id) =>
      unwrap(
        client.GET('/account-application/v1/applications/{id}/status', {
          params: { path: { id } },
        }),
      ),
  },
  DEPOSIT: {
    documents: (client, applicationId) =>
      unwrap(
        client.GET('/deposit-application/v1/documents', { params: { query: { applicationId } } }),
      ),
    qr: (client, applicationId) =>
      unwrap(
        client.POST('/deposit-application/v1/qr/generate', {
          params: { query: { applicationId } },
        }),
      ),
    status: (client, id) =>
      unwrap(
        client.GET('/deposit-application/v1/applications/{id}/status', {
          params: { path: { id } },
        }),
      ),
  },
};

/**
 * An account or deposit has no accept call: reading a document and pressing accept moves on to
 * the next one here, and generating the signing QR after the last is the customer's acceptance.
 */
function productDocumentServices(
  calls: ProductCalls,
  client: ApiClient,
  silentClient: ApiClient,
  applicationId: string,
): DocumentReviewServices {
  return {
    loadDocuments: () => calls.documents(silentClient, applicationId),
    acceptDocument: async () => {},
    generateQr: async () => (await calls.qr(client, applicationId)).data,
    checkStatus: async () => (await calls.status(silentClient, applicationId)).status,
  };
}
