/**
 * The document review as a test model: documents none, some or all accepted, or none yet (the
 * bank preparing them); every acceptance, the QR code, the status read while signing, and every
 * call failing.
 */
import type {
  DocumentReviewEvent,
  documentReviewMachine,
  ReviewDocument,
} from '../../machines/documentReview.machine';
import { sampleDocuments, sampleSigningLink } from '../fake-bank/fixtures/documents';
import type { ModelPathsOptions } from './support/model-paths';

const [main, ...others] = sampleDocuments;

export const documentReviewModel: ModelPathsOptions<typeof documentReviewMachine> = {
  events: (): DocumentReviewEvent[] => [{ type: 'ACCEPT' }, { type: 'RETRY' }],
  actorResults: {
    loadDocuments: {
      outputs: [
        sampleDocuments,
        // Reopened after accepting the MAIN document; the bank may list OTHER ones first.
        [...others, { ...main, accepted: true }],
        sampleDocuments.map((document) => ({ ...document, accepted: true })),
        [],
      ],
      errors: [new Error('Sənədlər hazırlanır')],
    },
    acceptDocument: { outputs: [undefined], errors: [new Error('Əvvəlcə əsas sənədi qəbul edin')] },
    generateQr: { outputs: [sampleSigningLink], errors: [new Error('Sənədlər qəbul edilməyib')] },
    checkStatus: { outputs: ['READY_FOR_SIGN', 'SIGNED'], errors: [new Error('offline')] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      documents: context.documents.map(
        (document: ReviewDocument) => `${document.id}:${document.accepted}`,
      ),
      index: context.index,
      link: context.link,
    }),
};
