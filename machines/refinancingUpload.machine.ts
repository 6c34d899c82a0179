/**
 * The statement of one loan to refinance (issue 5, step 1; PRODUCT 2.3 and 5): the customer picks a
 * file, which is checked as it is chosen (jpg, png or pdf under 10 MB) so a wrong one is refused
 * before it is sent, then uploaded; an uploaded statement can be removed. The bank calls are
 * actors the app supplies with machine.provide(); the chart reports each stored and removed
 * statement to its caller, which keeps the list (step 1's calculator needs it to accept).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { type AttachmentProblem, attachmentProblem } from '../domain/attachment';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';

export type RefinancingDocument = components['schemas']['RefinancingDocument'];

/** What a chosen file must have: a name and a size to check, bytes to send (a File in the app). */
export type StatementFile = Blob & { readonly name: string };

export interface StatementUpload {
  applicationId: string;
  refLiabilityId: string;
  file: StatementFile;
}

export interface StatementRemoval {
  applicationId: string;
  documentId: string;
}

export interface RefinancingUploadContext {
  applicationId: string;
  refLiabilityId: string;
  file: StatementFile | null;
  /** Why the form refused the chosen file. */
  problem: AttachmentProblem | null;
  /** The bank's words for the last failed call; empty when it gave none. */
  message: string;
  /** The statement being removed. */
  removing: string | null;
}

export type RefinancingUploadEvent =
  | { type: 'FILE.CHOOSE'; file: StatementFile }
  | { type: 'REMOVE'; documentId: string }
  | { type: 'RETRY' };

export interface RefinancingUploadServices {
  uploadStatement: (upload: StatementUpload) => Promise<RefinancingDocument>;
  removeStatement: (removal: StatementRemoval) => Promise<void>;
}

const actors = {
  uploadStatement: fromPromise<RefinancingDocument, StatementUpload>(notProvided),
  removeStatement: fromPromise<void, StatementRemoval>(notProvided),
};
const bankCall = bankCalls<RefinancingUploadContext, typeof actors>();

// A new file can be chosen, and an uploaded statement removed, whenever no call is running. The
// file is checked as it is chosen: a refused one never reaches the bank.
const settled = {
  'FILE.CHOOSE': [
    { guard: 'fileRefused', target: '#refinancingUpload.rejected', actions: 'keepProblem' },
    { target: '#refinancingUpload.uploading', actions: 'keepFile' },
  ],
  REMOVE: { target: '#refinancingUpload.removing', actions: 'markRemoving' },
} as const;

const problemOf = (event: RefinancingUploadEvent) =>
  event.type === 'FILE.CHOOSE' ? attachmentProblem(event.file) : undefined;

export const refinancingUploadMachine = setup({
  types: {
    context: {} as RefinancingUploadContext,
    events: {} as RefinancingUploadEvent,
    input: {} as { applicationId: string; refLiabilityId: string },
    emitted: {} as
      | { type: 'uploaded'; document: RefinancingDocument }
      | { type: 'removed'; documentId: string },
    tags: {} as 'busy',
  },
  actors,
  guards: { fileRefused: ({ event }) => problemOf(event) !== undefined },
  actions: {
    keepFile: assign(({ event }) =>
      event.type === 'FILE.CHOOSE' ? { file: event.file, problem: null } : {},
    ),
    keepProblem: assign(({ event }) => ({ problem: problemOf(event) ?? null })),
    markRemoving: assign(({ event }) =>
      event.type === 'REMOVE' ? { removing: event.documentId } : {},
    ),
    forgetRemoving: assign({ removing: null }),
    clearMessage: assign({ message: '' }),
    keepMessage: assign((_, error: unknown) => ({ message: errorText(error) })),
    notifyUploaded: emit((_, document: RefinancingDocument) => ({
      type: 'uploaded' as const,
      document,
    })),
    notifyRemoved: emit(({ context }) => ({
      type: 'removed' as const,
      documentId: context.removing ?? '',
    })),
  },
}).createMachine({
  id: 'refinancingUpload',
  initial: 'idle',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    refLiabilityId: input.refLiabilityId,
    file: null,
    problem: null,
    message: '',
    removing: null,
  }),
  states: {
    idle: { on: settled },
    uploading: {
      tags: ['busy'],
      entry: 'clearMessage',
      invoke: bankCall('uploadStatement', {
        input: ({ context }) => ({
          applicationId: context.applicationId,
          refLiabilityId: context.refLiabilityId,
          file: context.file as StatementFile,
        }),
        onDone: { target: 'uploaded', actions: 'notifyUploaded' },
        onError: { target: 'failed', actions: 'keepMessage' },
      }),
    },
    uploaded: { on: settled },
    rejected: { on: settled },
    // The upload failed: RETRY sends the same file again.
    failed: { on: { ...settled, RETRY: 'uploading' } },
    removing: {
      tags: ['busy'],
      entry: 'clearMessage',
      invoke: bankCall('removeStatement', {
        input: ({ context }) => ({
          applicationId: context.applicationId,
          documentId: context.removing ?? '',
        }),
        onDone: { target: 'idle', actions: ['notifyRemoved', 'forgetRemoving'] },
        onError: { target: 'removeFailed', actions: 'keepMessage' },
      }),
    },
    // The statement is still stored; REMOVE asks again.
    removeFailed: { on: settled },
  },
});
