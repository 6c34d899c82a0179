/**
 * The files attached to a credit application (issue 18; SPEC 3 and 5), such as a salary
 * certificate: the chart loads the list, checks a chosen file as it is chosen (jpg, png or pdf
 * under 10 MB, and five files at most) so a wrong one never reaches the bank, uploads it and lists
 * it; a listed file can be removed. The bank calls are actors the app supplies with
 * machine.provide().
 */
import { assign, fromPromise, setup } from 'xstate';
import { type AttachmentProblem, attachmentProblem } from '../domain/attachment';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';

export type ApplicationFile = components['schemas']['LoanApplicationFile'];

/** What a chosen file must have: a name and a size to check, bytes to send (a File in the app). */
export type ChosenFile = Blob & { readonly name: string };

/** The bank keeps five files an application (APPLICATION_FILES_FULL on the server). */
export const applicationFilesLimit = 5;

export type ApplicationFileProblem = AttachmentProblem | 'APPLICATION_FILES_FULL';

export interface ApplicationFileUpload {
  applicationId: string;
  file: ChosenFile;
}

export interface ApplicationFileRemoval {
  applicationId: string;
  fileId: string;
}

export interface ApplicationFilesContext {
  applicationId: string;
  files: ApplicationFile[];
  file: ChosenFile | null;
  /** Why the form refused the chosen file. */
  problem: ApplicationFileProblem | null;
  /** The bank's words for the last failed call; empty when it gave none. */
  message: string;
  /** The file being removed. */
  removing: string | null;
}

export type ApplicationFilesEvent =
  | { type: 'FILE.CHOOSE'; file: ChosenFile }
  | { type: 'REMOVE'; fileId: string }
  | { type: 'RETRY' };

export interface ApplicationFilesServices {
  listFiles: (applicationId: string) => Promise<ApplicationFile[]>;
  uploadFile: (upload: ApplicationFileUpload) => Promise<ApplicationFile>;
  removeFile: (removal: ApplicationFileRemoval) => Promise<void>;
}

const actors = {
  listFiles: fromPromise<ApplicationFile[], string>(notProvided),
  uploadFile: fromPromise<ApplicationFile, ApplicationFileUpload>(notProvided),
  removeFile: fromPromise<void, ApplicationFileRemoval>(notProvided),
};
const bankCall = bankCalls<ApplicationFilesContext, typeof actors>();

const problemOf = (context: ApplicationFilesContext, event: ApplicationFilesEvent) => {
  if (event.type !== 'FILE.CHOOSE') return undefined;
  if (context.files.length >= applicationFilesLimit) return 'APPLICATION_FILES_FULL' as const;
  return attachmentProblem(event.file);
};

// Whenever no call is running a file can be chosen, and a listed one removed.
const settled = {
  'FILE.CHOOSE': [
    { guard: 'fileRefused', target: '#applicationFiles.rejected', actions: 'keepProblem' },
    { target: '#applicationFiles.uploading', actions: 'keepFile' },
  ],
  REMOVE: { target: '#applicationFiles.removing', actions: 'markRemoving' },
} as const;

export const applicationFilesMachine = setup({
  types: {
    context: {} as ApplicationFilesContext,
    events: {} as ApplicationFilesEvent,
    input: {} as { applicationId: string },
    tags: {} as 'busy',
  },
  actors,
  guards: { fileRefused: ({ context, event }) => problemOf(context, event) !== undefined },
  actions: {
    keepFiles: assign((_, files: ApplicationFile[]) => ({ files })),
    keepFile: assign(({ event }) =>
      event.type === 'FILE.CHOOSE' ? { file: event.file, problem: null } : {},
    ),
    keepProblem: assign(({ context, event }) => ({ problem: problemOf(context, event) ?? null })),
    listUploaded: assign(({ context }, file: ApplicationFile) => ({
      files: [...context.files, file],
    })),
    markRemoving: assign(({ event }) =>
      event.type === 'REMOVE' ? { removing: event.fileId } : {},
    ),
    unlistRemoved: assign(({ context }) => ({
      files: context.files.filter((file) => file.id !== context.removing),
      removing: null,
    })),
    clearMessage: assign({ message: '' }),
    keepMessage: assign((_, error: unknown) => ({ message: errorText(error) })),
  },
}).createMachine({
  id: 'applicationFiles',
  initial: 'loading',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    files: [],
    file: null,
    problem: null,
    message: '',
    removing: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearMessage',
      invoke: bankCall('listFiles', {
        input: ({ context }) => context.applicationId,
        onDone: { target: 'idle', actions: 'keepFiles' },
        onError: { target: 'loadFailed', actions: 'keepMessage' },
      }),
    },
    // The list could not be read: RETRY reads it again.
    loadFailed: { on: { RETRY: 'loading' } },
    idle: { on: settled },
    uploading: {
      tags: ['busy'],
      entry: 'clearMessage',
      invoke: bankCall('uploadFile', {
        input: ({ context }) => ({
          applicationId: context.applicationId,
          file: context.file as ChosenFile,
        }),
        onDone: { target: 'uploaded', actions: 'listUploaded' },
        onError: { target: 'failed', actions: 'keepMessage' },
      }),
    },
    uploaded: { on: settled },
    rejected: { on: settled },
    // The bank refused or lost the upload: RETRY sends the same file again.
    failed: { on: { ...settled, RETRY: 'uploading' } },
    removing: {
      tags: ['busy'],
      entry: 'clearMessage',
      invoke: bankCall('removeFile', {
        input: ({ context }) => ({
          applicationId: context.applicationId,
          fileId: context.removing ?? '',
        }),
        onDone: { target: 'idle', actions: 'unlistRemoved' },
        onError: { target: 'removeFailed', actions: 'keepMessage' },
      }),
    },
    // The file is still attached; REMOVE asks again.
    removeFailed: { on: settled },
  },
});
