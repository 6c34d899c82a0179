/**
 * The application files chart as a test model: the bank lists none or five already; the customer
 * picks a good file, one of another type or one too large, removes a file or tries again; the bank
 * stores or refuses.
 */

import { attachmentMaxBytes } from '../../domain/attachment';
import type {
  ApplicationFile,
  ApplicationFilesEvent,
  applicationFilesMachine,
  ChosenFile,
} from '../../machines/applicationFiles.machine';
import type { ModelPathsOptions } from './support/model-paths';

/** Only the name and size matter to the chart; the bytes go to the bank's actor. */
export const chosen = (name: string, size: number) => ({ name, size }) as ChosenFile;

export const files = {
  good: chosen('salary-certificate.pdf', 180_000),
  wrongType: chosen('salary-certificate.docx', 20_000),
  tooLarge: chosen('scan.png', attachmentMaxBytes),
};

export const salaryCertificate: ApplicationFile = {
  id: 'file-1',
  fileName: 'salary-certificate.pdf',
  mediaType: 'application/pdf',
  size: 180_000,
  uploadedAt: '2026-11-27T09:15:00Z',
};

/** An application that already has the five files the bank keeps. */
export const fiveFiles: ApplicationFile[] = [1, 2, 3, 4, 5].map((n) => ({
  ...salaryCertificate,
  id: `file-${n}`,
  fileName: `page-${n}.pdf`,
}));

export const applicationFilesModel: ModelPathsOptions<typeof applicationFilesMachine> = {
  inputs: [{ applicationId: 'application-1' }],
  events: (): ApplicationFilesEvent[] => [
    ...Object.values(files).map((file) => ({ type: 'FILE.CHOOSE' as const, file })),
    { type: 'REMOVE', fileId: salaryCertificate.id },
    { type: 'RETRY' },
  ],
  actorResults: {
    listFiles: { outputs: [[], fiveFiles], errors: [new Error('')] },
    uploadFile: {
      outputs: [salaryCertificate],
      errors: [new Error('Fayl növü qəbul edilmir')],
    },
    removeFile: { outputs: [undefined], errors: [new Error('')] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      files: context.files.map((file: ApplicationFile) => file.id),
      file: context.file?.name ?? null,
      problem: context.problem,
      message: context.message,
      removing: context.removing,
    }),
};
