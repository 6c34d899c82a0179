import type { ApplicationFilesServices } from '../../../../machines/applicationFiles.machine';
import type { LoanCalculatorServices } from '../../../../machines/loanCalculator.machine';
import type { RefinancingUploadServices } from '../../../../machines/refinancingUpload.machine';
import type { ApiClient } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/errors';

const applicationPath = '/api/loan-applications/v1/loan-applications/{id}';

/**
 * Step 1's bank calls over the typed client: listLoanOffers, and for loans to refinance
 * listBankDetails and listRefinancingDocuments; acceptLoanOffer.
 */
export function createLoanCalculatorServices(client: ApiClient): LoanCalculatorServices {
  return {
    loadOffers: async (applicationId) => {
      const { offers, eligibleForRefinancingLoans } = await unwrap(
        client.GET('/api/loan-applications/v1/offers', { params: { query: { applicationId } } }),
      );
      // The banks and statements matter only when there are loans to refinance.
      if (eligibleForRefinancingLoans.length === 0) {
        return { offers, eligibleLoans: [], banks: [], statements: [] };
      }
      const [banks, statements] = await Promise.all([
        unwrap(client.GET('/bank-details/v1/bank-details')),
        unwrap(
          client.GET(`${applicationPath}/refinancing-documents`, {
            params: { path: { id: applicationId } },
          }),
        ),
      ]);
      return { offers, eligibleLoans: eligibleForRefinancingLoans, banks, statements };
    },
    acceptOffer: async ({ applicationId, ...body }) => {
      await unwrap(
        client.PUT(`${applicationPath}/accept`, { params: { path: { id: applicationId } }, body }),
      );
    },
  };
}

/** The statement calls: a multipart upload (uploadRefinancingDocument) and its removal. */
export function createStatementServices(client: ApiClient): RefinancingUploadServices {
  return {
    uploadStatement: ({ applicationId, refLiabilityId, file }) =>
      unwrap(
        client.POST(`${applicationPath}/refinancing-documents`, {
          params: { path: { id: applicationId } },
          // The contract types the binary part as a string; the serializer sends the file itself.
          body: { refLiabilityId, file: file as unknown as string },
          bodySerializer: ({ refLiabilityId: liability }) => {
            const form = new FormData();
            form.append('refLiabilityId', liability);
            form.append('file', file, file.name);
            return form;
          },
        }),
      ),
    removeStatement: async ({ applicationId, documentId }) => {
      await unwrap(
        client.DELETE(`${applicationPath}/refinancing-documents/{docId}`, {
          params: { path: { id: applicationId, docId: documentId } },
        }),
      );
    },
  };
}

/** The application's attached files: listLoanApplicationFiles, a multipart uploadLoanApplicationFile and deleteLoanApplicationFile. */
export function createApplicationFilesServices(client: ApiClient): ApplicationFilesServices {
  return {
    listFiles: (applicationId) =>
      unwrap(client.GET(`${applicationPath}/files`, { params: { path: { id: applicationId } } })),
    uploadFile: ({ applicationId, file }) =>
      unwrap(
        client.POST(`${applicationPath}/files`, {
          params: { path: { id: applicationId } },
          // The contract types the binary part as a string; the serializer sends the file itself.
          body: { file: file as unknown as string },
          bodySerializer: () => {
            const form = new FormData();
            form.append('file', file, file.name);
            return form;
          },
        }),
      ),
    removeFile: async ({ applicationId, fileId }) => {
      await unwrap(
        client.DELETE(`${applicationPath}/files/{fileId}`, {
          params: { path: { id: applicationId, fileId } },
        }),
      );
    },
  };
}
