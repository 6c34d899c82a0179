/**
 * Ending the customer's other sessions from /settings (issue 18, ASVS 5.0 V7.5): one session
 * (endSession) or all but this one (endOtherSessions), each only after the customer confirms.
 * The session this browser uses is never offered: signing out is the menu's. A refusal (the
 * session had already ended) is said in the dialog. The app reads the list again on `ended`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';

export type CustomerSession = components['schemas']['Session'];
type Ended = components['schemas']['EndedSessions'];

export interface SessionEndingContext {
  /** The session asked about; null while asking about all the others. */
  session: CustomerSession | null;
  refusal: string | null;
}

export type SessionEndingEvent =
  | { type: 'END_ONE'; session: CustomerSession }
  | { type: 'END_OTHERS' }
  | { type: 'CONFIRM' }
  | { type: 'KEEP' };

export type SessionEndingEmitted = { type: 'ended'; count: number };

const actors = {
  endSession: fromPromise<Ended, { sessionId: string }>(notProvided),
  endOtherSessions: fromPromise<Ended, undefined>(notProvided),
};
const bankCall = bankCalls<SessionEndingContext, typeof actors>();

export const sessionEndingMachine = setup({
  types: {
    context: {} as SessionEndingContext,
    events: {} as SessionEndingEvent,
    emitted: {} as SessionEndingEmitted,
    tags: {} as 'busy',
  },
  actors,
  guards: {
    anotherSession: ({ event }) => event.type === 'END_ONE' && !event.session.current,
  },
  actions: {
    keepSession: assign(({ event }) =>
      event.type === 'END_ONE' ? { session: event.session, refusal: null } : {},
    ),
    forget: assign({ session: null, refusal: null }),
    keepRefusal: assign((_, error: unknown) => ({ refusal: errorText(error) })),
    notifyEnded: emit((_, ended: Ended) => ({ type: 'ended' as const, count: ended.ended })),
  },
}).createMachine({
  id: 'sessionEnding',
  initial: 'idle',
  context: { session: null, refusal: null },
  states: {
    idle: {
      on: {
        END_ONE: { guard: 'anotherSession', target: 'confirmingOne', actions: 'keepSession' },
        END_OTHERS: { target: 'confirmingOthers', actions: 'forget' },
      },
    },
    confirmingOne: {
      on: { KEEP: { target: 'idle', actions: 'forget' }, CONFIRM: 'endingOne' },
    },
    confirmingOthers: {
      on: { KEEP: 'idle', CONFIRM: 'endingOthers' },
    },
    endingOne: {
      tags: ['busy'],
      invoke: bankCall('endSession', {
        input: ({ context }) => ({ sessionId: context.session?.id ?? '' }),
        onDone: { target: 'idle', actions: ['notifyEnded', 'forget'] },
        onError: { target: 'refused', actions: 'keepRefusal' },
      }),
    },
    endingOthers: {
      tags: ['busy'],
      invoke: bankCall('endOtherSessions', {
        onDone: { target: 'idle', actions: 'notifyEnded' },
        onError: { target: 'refused', actions: 'keepRefusal' },
      }),
    },
    // Nothing changed that the customer asked for; the dialog says why, closes on their word.
    refused: { on: { KEEP: { target: 'idle', actions: 'forget' } } },
  },
});
