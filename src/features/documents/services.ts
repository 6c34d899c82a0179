import { fromPromise } from 'xstate';
import {
  type DocumentReviewServices,
  documentReviewMachine,
} from '../../../machines/documentReview.machine';
import { type ApiClient, unwrap } from '../../api';

const documentsPath = '/api/loan-applications/v1/documents';

/**
 * The document calls of one loan application. Reading the documents and the status repeats every
 * few seconds (while the bank prepares them, while the customer signs), so those go through the
 * silent client: the progress bar is for the customer's own actions.
 */
export function createDocumentServices(
  client: ApiClient,
  silentClient: ApiClient,
  applicationId: string,
): DocumentReviewServices {
  const query = { applicationId };
  const documentsOf = (documentType: 'MAIN' | 'OTHER') =>
    unwrap(silentClient.GET(documentsPath, { params: { query: { ...query, documentType } } }));
  return {
    loadDocuments: async () => {
      const [main, other] = await Promise.all([documentsOf('MAIN'), documentsOf('OTHER')]);
      return [...main, ...other];
    },
    acceptDocument: async (docId) => {
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

export function bankDocumentReviewMachine(services: DocumentReviewServices) {
  return documentReviewMachine.provide({
    actors: {
      loadDocuments: fromPromise(() => services.loadDocuments()),
      acceptDocument: fromPromise(({ input }) => services.acceptDocument(input.documentId)),
      generateQr: fromPromise(() => services.generateQr()),
      checkStatus: fromPromise(() => services.checkStatus()),
    },
  });
}
