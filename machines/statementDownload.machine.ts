/**
 * Downloading a PDF statement of an account (GET /api/v1/accounts/{id}/statement): the customer
 * picks an account and a period, the bank prepares the file, the app saves it. Fetching is an
 * actor and saving is an emitted event, both supplied by the app (machine.provide() and
 * actor.on('save')), so stories and tests run the same chart without a network or a browser.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { defaultStatementPeriod, isStatementPeriodValid } from '../domain/statement-period';
import { bankCalls, errorText, notProvided } from './bank-calls';

export type StatementField = 'accountId' | 'from' | 'to';

/** The bank's PDF and the name it gave it (Content-Disposition). */
export interface StatementFile {
  blob: Blob;
  filename: string;
}

export interface StatementRequest {
  accountId: string;
  from: string;
  to: string;
}

export interface StatementDownloadContext extends StatementRequest {
  /** The bank's date in Baku when the dialog opened: no period may end after it. */
  today: string;
  /** Field problems show once the customer has tried to download. */
  showProblems: boolean;
  file: StatementFile | null;
  /** The bank's words when it refused; '' means the app shows its default message. */
  error: string;
}

export type StatementDownloadEvent =
  | { type: 'OPEN'; today: string; accountId?: string }
  | { type: 'FIELD.CHANGE'; field: StatementField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

export type StatementDownloadEmitted = { type: 'save'; file: StatementFile };

/** The bank call of a statement; the app supplies it. */
export interface StatementDownloadServices {
  fetchStatement: (request: StatementRequest) => Promise<StatementFile>;
}

const empty: StatementDownloadContext = {
  accountId: '',
  from: '',
  to: '',
  today: '',
  showProblems: false,
  file: null,
  error: '',
};

const actors = {
  fetchStatement: fromPromise<StatementFile, StatementRequest>(notProvided),
};
const bankCall = bankCalls<StatementDownloadContext, typeof actors>();

export const statementDownloadMachine = setup({
  types: {
    context: {} as StatementDownloadContext,
    events: {} as StatementDownloadEvent,
    emitted: {} as StatementDownloadEmitted,
    tags: {} as 'busy' | 'form',
  },
  actors,
  guards: {
    requestComplete: ({ context }) => context.accountId !== '' && isStatementPeriodValid(context),
  },
  actions: {
    forget: assign(() => empty),
    start: assign(({ event }) => {
      if (event.type !== 'OPEN') return empty;
      return {
        ...empty,
        ...defaultStatementPeriod(event.today),
        today: event.today,
        accountId: event.accountId ?? '',
      };
    }),
    changeField: assign(({ context, event }) =>
      event.type === 'FIELD.CHANGE' ? { ...context, [event.field]: event.value } : context,
    ),
    showProblems: assign({ showProblems: true }),
    keepFile: assign((_, file: StatementFile) => ({ file, error: '' })),
    keepError: assign((_, error: unknown) => ({ error: errorText(error) })),
    save: enqueueActions(({ context, enqueue }) => {
      if (context.file) enqueue.emit({ type: 'save', file: context.file });
    }),
  },
}).createMachine({
  id: 'statementDownload',
  initial: 'closed',
  context: empty,
  // Closing ends it wherever it is; a download in flight is abandoned.
  on: { CLOSE: { target: '.closed', actions: 'forget' } },
  states: {
    closed: { on: { OPEN: { target: 'choosing', actions: 'start' } } },
    choosing: {
      tags: ['form'],
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        SUBMIT: [{ guard: 'requestComplete', target: 'downloading' }, { actions: 'showProblems' }],
      },
    },
    downloading: {
      tags: ['form', 'busy'],
      invoke: bankCall('fetchStatement', {
        input: ({ context }) => ({
          accountId: context.accountId,
          from: context.from,
          to: context.to,
        }),
        onDone: { target: 'done', actions: ['keepFile', 'save'] },
        onError: { target: 'failed', actions: 'keepError' },
      }),
    },
    done: {
      on: {
        // The browser may have blocked or lost the first save: the same file again.
        SAVE: { actions: 'save' },
        EDIT: 'choosing',
      },
    },
    failed: {
      on: {
        RETRY: 'downloading',
        EDIT: 'choosing',
      },
    },
  },
});
