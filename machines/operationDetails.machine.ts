/**
 * One operation of the history opened in a dialog (issue 15): the bank's details are read
 * (getOperation), then the receipt PDF can be downloaded (getOperationReceipt) as often as the
 * customer likes. Both calls are actors and saving is an emitted event, supplied by the app
 * (machine.provide() and actor.on('save')), so stories and tests run it without a network.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';

export type OperationDetails = components['schemas']['OperationDetails'];

/** The bank's PDF and the name to save it under. */
export interface OperationReceiptFile {
  blob: Blob;
  filename: string;
}

export interface OperationDetailsContext {
  /** The operation the dialog is about; '' while closed. */
  id: string;
  operation: OperationDetails | null;
  /** The bank's words when reading or downloading failed; '' means the app's default. */
  error: string;
}

export type OperationDetailsEvent =
  | { type: 'OPEN'; id: string }
  | { type: 'RETRY' }
  | { type: 'DOWNLOAD' }
  | { type: 'CLOSE' };

export type OperationDetailsEmitted = { type: 'save'; file: OperationReceiptFile };

/** The bank calls the app supplies. */
export interface OperationDetailsServices {
  fetchOperation: (input: { id: string }) => Promise<OperationDetails>;
  fetchReceipt: (input: { id: string; reference: string }) => Promise<OperationReceiptFile>;
}

const closed: OperationDetailsContext = { id: '', operation: null, error: '' };

const actors = {
  fetchOperation: fromPromise<OperationDetails, { id: string }>(notProvided),
  fetchReceipt: fromPromise<OperationReceiptFile, { id: string; reference: string }>(notProvided),
};
const bankCall = bankCalls<OperationDetailsContext, typeof actors>();

export const operationDetailsMachine = setup({
  types: {
    context: {} as OperationDetailsContext,
    events: {} as OperationDetailsEvent,
    emitted: {} as OperationDetailsEmitted,
    tags: {} as 'busy',
  },
  actors,
  actions: {
    forget: assign(() => closed),
    start: assign(({ event }) => (event.type === 'OPEN' ? { ...closed, id: event.id } : closed)),
    keepOperation: assign((_, operation: OperationDetails) => ({ operation, error: '' })),
    keepError: assign((_, error: unknown) => ({ error: errorText(error) })),
    clearError: assign({ error: '' }),
    save: emit((_, file: OperationReceiptFile) => ({ type: 'save' as const, file })),
  },
}).createMachine({
  id: 'operationDetails',
  initial: 'closed',
  context: closed,
  states: {
    closed: { on: { OPEN: { target: 'open', actions: 'start' } } },
    open: {
      initial: 'loading',
      on: {
        // A call in flight is abandoned: its answer would be about another operation.
        CLOSE: { target: 'closed', actions: 'forget' },
        OPEN: { target: '.loading', actions: 'start', reenter: true },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: bankCall('fetchOperation', {
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'shown', actions: 'keepOperation' },
            onError: { target: 'failed', actions: 'keepError' },
          }),
        },
        failed: { on: { RETRY: 'loading' } },
        shown: {
          initial: 'idle',
          states: {
            idle: { on: { DOWNLOAD: 'downloading' } },
            downloading: {
              tags: ['busy'],
              entry: 'clearError',
              invoke: bankCall('fetchReceipt', {
                input: ({ context }) => ({
                  id: context.id,
                  reference: context.operation?.reference ?? context.id,
                }),
                onDone: { target: 'saved', actions: 'save' },
                onError: { target: 'receiptFailed', actions: 'keepError' },
              }),
            },
            saved: { on: { DOWNLOAD: 'downloading' } },
            receiptFailed: { on: { DOWNLOAD: 'downloading' } },
          },
        },
      },
    },
  },
});
