/**
 * Steps 4 and 5 of one loan request: its documents in order (409 while the bank prepares
 * them), accepting each, the signing QR link, and the application read by id.
 */
import type { HttpHandler } from 'msw';
import type { Order } from '../../../domain/loan-requests';
import type { ReviewDocument } from '../../../machines/documentReview.machine';
import { bankError } from '../fixtures/errors';
import { http } from '../http';
import { applicationOf } from './loan-requests';

export interface DocumentsBook {
  request: Order;
  documents: ReviewDocument[];
  /** While false the documents answer 409 DOCUMENTS_NOT_READY. */
  ready: boolean;
}

export function loanDocuments(book: DocumentsBook, signingLink: string): HttpHandler[] {
  const base = '/api/loan-applications/v1';
  return [
    http.get(`${base}/loan-applications/{id}`, ({ response }) =>
      response(200).json(applicationOf(book.request, { requestedAmount: 5000 })),
    ),
    http.get(`${base}/documents`, ({ query, response }) => {
      if (!book.ready) {
        return response(409).json(bankError('DOCUMENTS_NOT_READY', 'Sənədlər hazırlanır'));
      }
      const type = query.get('documentType');
      return response(200).json(book.documents.filter(({ documentType }) => documentType === type));
    }),
    http.patch(`${base}/documents/{docId}`, ({ params, response }) => {
      for (const document of book.documents) {
        if (document.id === params.docId) document.accepted = true;
      }
      return response(200).json({ status: book.request.status });
    }),
    http.post(`${base}/qr/generate`, ({ response }) => response(200).json({ data: signingLink })),
  ];
}
