/**
 * Reviewing and accepting the loan documents (issue 5, step 4; PRODUCT 4.5 and 8): the MAIN document
 * is accepted first, then each OTHER one, one at a time; after the last a QR code of the signing
 * app is generated and shown until the bank reports the application moved on (signed). A failed
 * document fetch means the bank is still preparing them: the chart waits and reads them again.
 * Documents the customer already accepted are skipped, so reopening the request resumes where it
 * stopped. The bank calls are actors the app supplies with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, bankError, notProvided } from './bank-calls';

/** A document to review; its content is the PDF, base64-encoded. */
export type ReviewDocument = components['schemas']['Document'];

export type DocumentType = ReviewDocument['documentType'];

export interface DocumentReviewContext {
  documents: ReviewDocument[];
  /** The document shown; documents.length once every one is accepted. */
  index: number;
  /** The signing-app link the QR code encodes. */
  link: string | null;
}

export type DocumentReviewEvent = { type: 'ACCEPT' } | { type: 'RETRY' };

export interface DocumentReviewServices {
  /** MAIN and OTHER documents; rejects while the bank prepares them (409 DOCUMENTS_NOT_READY). */
  loadDocuments: () => Promise<ReviewDocument[]>;
  acceptDocument: (input: { documentId: string }) => Promise<void>;
  /** The signing-app link, once every document is accepted. */
  generateQr: () => Promise<string>;
  /** The application's status, read while the customer signs in the signing app. */
  checkStatus: () => Promise<string>;
}

/** How long the chart waits before reading the documents again, or the status while signing. */
export const documentPollMs = 3000;

/** PRODUCT 4.5: MAIN first, then the OTHER documents in the bank's order. */
export function reviewOrder(documents: readonly ReviewDocument[]): ReviewDocument[] {
  return [
    ...documents.filter((document) => document.documentType === 'MAIN'),
    ...documents.filter((document) => document.documentType === 'OTHER'),
  ];
}

/** The first document not yet accepted at or after `from`; documents.length when none is left. */
export function nextUnaccepted(documents: readonly ReviewDocument[], from = 0): number {
  const index = documents.findIndex((document, at) => at >= from && !document.accepted);
  return index === -1 ? documents.length : index;
}

/** The document on screen, when one is. */
export function currentDocument(context: DocumentReviewContext): ReviewDocument | undefined {
  return context.documents[context.index];
}

const actors = {
  loadDocuments: fromPromise<ReviewDocument[]>(notProvided),
  acceptDocument: fromPromise<void, { documentId: string }>(notProvided),
  generateQr: fromPromise<string>(notProvided),
  checkStatus: fromPromise<string>(notProvided),
};
const bankCall = bankCalls<DocumentReviewContext, typeof actors>();
const failure = { target: 'failed', actions: 'notifyError' } as const;

export const documentReviewMachine = setup({
  types: {
    context: {} as DocumentReviewContext,
    events: {} as DocumentReviewEvent,
    emitted: {} as { type: 'error'; message: string } | { type: 'moved' },
    tags: {} as 'busy',
  },
  actors,
  delays: { retryDelay: documentPollMs, checkDelay: documentPollMs },
  guards: {
    noDocuments: (_, loaded: ReviewDocument[]) => loaded.length === 0,
    allAccepted: (_, loaded: ReviewDocument[]) => loaded.every((document) => document.accepted),
    lastDocument: ({ context }) =>
      nextUnaccepted(context.documents, context.index + 1) >= context.documents.length,
    // Anything but READY_FOR_SIGN (signed, or expired meanwhile) is for the request modal to show.
    statusMoved: (_, status: string) => status !== 'READY_FOR_SIGN',
  },
  actions: {
    keepDocuments: assign((_, loaded: ReviewDocument[]) => {
      const documents = reviewOrder(loaded);
      return { documents, index: nextUnaccepted(documents), link: null };
    }),
    markAccepted: assign(({ context }) => {
      const documents = context.documents.map((document, at) =>
        at === context.index ? { ...document, accepted: true } : document,
      );
      return { documents, index: nextUnaccepted(documents, context.index + 1) };
    }),
    keepLink: assign((_, link: string) => ({ link })),
    notifyError: emit(bankError),
    notifyMoved: emit({ type: 'moved' as const }),
  },
}).createMachine({
  id: 'documentReview',
  initial: 'loading',
  context: { documents: [], index: 0, link: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: bankCall('loadDocuments', {
        onDone: [
          // None listed yet: the bank has not prepared them.
          { guard: 'noDocuments', target: 'preparing' },
          { guard: 'allAccepted', target: 'generatingQr', actions: 'keepDocuments' },
          { target: 'reviewing', actions: 'keepDocuments' },
        ],
        // PRODUCT 8: a failed document fetch means the documents are being prepared.
        onError: 'preparing',
      }),
    },
    preparing: { after: { retryDelay: 'loading' } },
    reviewing: { on: { ACCEPT: 'accepting' } },
    accepting: {
      tags: ['busy'],
      invoke: bankCall('acceptDocument', {
        input: ({ context }) => ({ documentId: currentDocument(context)?.id ?? '' }),
        onDone: [
          { guard: 'lastDocument', target: 'generatingQr', actions: 'markAccepted' },
          { target: 'reviewing', actions: 'markAccepted' },
        ],
        onError: failure,
      }),
    },
    generatingQr: {
      tags: ['busy'],
      invoke: bankCall('generateQr', {
        onDone: { target: 'awaitingSignature', actions: 'keepLink' },
        onError: failure,
      }),
    },
    // The QR code stays on screen while the status is read every few seconds, quietly.
    awaitingSignature: {
      initial: 'waiting',
      states: {
        waiting: { after: { checkDelay: 'checking' } },
        checking: {
          invoke: bankCall('checkStatus', {
            onDone: [
              { guard: 'statusMoved', target: '#documentReview.moved' },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          }),
        },
      },
    },
    // Trying again reads the documents afresh: the accepted ones are skipped.
    failed: { on: { RETRY: 'loading' } },
    moved: { type: 'final', entry: 'notifyMoved' },
  },
});
