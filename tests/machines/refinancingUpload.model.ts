/**
 * The statement upload chart as a test model: the customer picks a good file, one of another type
 * or one too large, removes an uploaded statement or tries again; the bank stores or refuses.
 */

import { attachmentMaxBytes } from '../../domain/attachment';
import type {
  RefinancingDocument,
  RefinancingUploadEvent,
  refinancingUploadMachine,
  StatementFile,
} from '../../machines/refinancingUpload.machine';
import type { ModelPathsOptions } from './support/model-paths';

/** Only the name and size matter to the chart; the bytes go to the bank's actor. */
export const chosen = (name: string, size: number) => ({ name, size }) as StatementFile;

export const files = {
  good: chosen('statement.pdf', 180_000),
  wrongType: chosen('statement.docx', 20_000),
  tooLarge: chosen('scan.png', attachmentMaxBytes),
};

export const storedStatement: RefinancingDocument = {
  id: 'statement-1',
  refLiabilityId: 'liability-kapital',
  fileName: 'statement.pdf',
  mediaType: 'application/pdf',
  size: 180_000,
  uploadedAt: '2026-11-21T09:15:00Z',
};

export const refinancingUploadModel: ModelPathsOptions<typeof refinancingUploadMachine> = {
  inputs: [{ applicationId: 'application-1', refLiabilityId: 'liability-kapital' }],
  events: (): RefinancingUploadEvent[] => [
    ...Object.values(files).map((file) => ({ type: 'FILE.CHOOSE' as const, file })),
    { type: 'REMOVE', documentId: storedStatement.id },
    { type: 'RETRY' },
  ],
  actorResults: {
    uploadStatement: {
      outputs: [storedStatement],
      errors: [new Error('Fayl növü qəbul edilmir')],
    },
    removeStatement: { outputs: [undefined], errors: [new Error('')] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      file: context.file?.name ?? null,
      problem: context.problem,
      message: context.message,
      removing: context.removing,
    }),
};
