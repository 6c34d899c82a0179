/**
 * The sandbox signing app, the stand-in for the customer's phone (issue 5, step 5): the QR link
 * opens the application's summary and documents, and signing them moves the application from
 * READY_FOR_SIGN to SIGNED. An unknown, replaced or expired link is not found; any other failure
 * can be tried again. The bank calls are actors the app supplies with machine.provide().
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, notProvided } from './bank-calls';

/** What a signing link opens: the application's summary (term in months) and its documents. */
export type SigningSession = components['schemas']['SigningSession'];

export type SigningDocument = SigningSession['documents'][number];

export interface SigningAppContext {
  session: SigningSession | null;
  /** The bank's words for the last refusal ('' when it gave none or was not reached). */
  problem: string;
}

export type SigningAppEvent = { type: 'SIGN' } | { type: 'RETRY' };

export interface SigningAppServices {
  loadSession: () => Promise<SigningSession>;
  sign: () => Promise<SigningSession>;
}

/** A link the bank does not know (404), or one that cannot be a link at all (400). */
export function isUnknownLink(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

/** The bank's own words for a refusal; nothing for a failure on the way (offline). */
function bankMessage(error: unknown): string {
  const refusal = error as { status?: unknown } | null;
  return error instanceof Error && typeof refusal?.status === 'number' ? error.message : '';
}

const actors = {
  loadSession: fromPromise<SigningSession>(notProvided),
  sign: fromPromise<SigningSession>(notProvided),
};
const bankCall = bankCalls<SigningAppContext, typeof actors>();
const refused = [
  { guard: 'unknownLink', target: 'notFound' },
  { target: 'failed', actions: 'keepProblem' },
] as const;

export const signingAppMachine = setup({
  types: {
    context: {} as SigningAppContext,
    events: {} as SigningAppEvent,
    tags: {} as 'busy',
  },
  actors,
  guards: {
    unknownLink: (_, error: unknown) => isUnknownLink(error),
    alreadySigned: (_, session: SigningSession) => session.status === 'SIGNED',
  },
  actions: {
    keepSession: assign((_, session: SigningSession) => ({ session, problem: '' })),
    keepProblem: assign((_, error: unknown) => ({ problem: bankMessage(error) })),
  },
}).createMachine({
  id: 'signingApp',
  initial: 'loading',
  context: { session: null, problem: '' },
  states: {
    loading: {
      tags: ['busy'],
      invoke: bankCall('loadSession', {
        onDone: [
          { guard: 'alreadySigned', target: 'signed', actions: 'keepSession' },
          { target: 'ready', actions: 'keepSession' },
        ],
        onError: refused,
      }),
    },
    ready: { on: { SIGN: 'signing' } },
    signing: {
      tags: ['busy'],
      invoke: bankCall('sign', {
        onDone: { target: 'signed', actions: 'keepSession' },
        onError: refused,
      }),
    },
    // Trying again reads the session afresh: it may have been signed meanwhile.
    failed: { on: { RETRY: 'loading' } },
    notFound: { type: 'final' },
    signed: { type: 'final' },
  },
});
