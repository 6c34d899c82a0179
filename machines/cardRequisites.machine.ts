/**
 * Showing a card's requisites (issue 16): the full number, expiry and embossed name appear only
 * after a one-time code, for the seconds the bank says (60), then the chart forgets them. They
 * live in this chart's context alone, never in storage or the query cache: leaving `revealed`
 * (the time is up, or Hide) clears them, and closing the dialog stops the actor with its context.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';
import {
  type CodeCheck,
  codeCheck,
  codeRefused,
  type OtpContext,
  oneTimeCode,
  oneTimeCodeSetup,
} from './otp/one-time-code';

export type CardRequisites = components['schemas']['CardRequisites'];
type CodeChallenge = components['schemas']['CodeChallenge'];

/** How long the requisites stay on screen when the bank does not say (the contract's 60 s). */
export const requisitesVisibleMs = 60_000;

export interface CardRequisitesContext extends OtpContext {
  cardId: string;
  requisites: CardRequisites | null;
  /** The bank's words for the last refusal, shown beside the Show button. */
  refusal: string | null;
}

export type CardRequisitesEvent =
  | { type: 'SHOW' }
  | { type: 'HIDE' }
  | { type: 'CANCEL' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' };

export type CardRequisitesEmitted = { type: 'error'; message: string };

export interface CardRequisitesServices {
  requestRequisitesCode: (input: { cardId: string }) => Promise<CodeChallenge>;
  revealRequisites: (input: { cardId: string } & CodeCheck) => Promise<CardRequisites>;
  resendOtp: (input: { sessionId: string }) => Promise<void>;
}

const closingCodes = new Set(['OTP_ATTEMPTS_EXCEEDED', 'OTP_EXPIRED', 'OTP_SESSION_INVALID']);
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

const otp = oneTimeCodeSetup<CardRequisitesContext, CardRequisitesEvent>();
const actors = {
  ...otp.actors,
  requestRequisitesCode: fromPromise<CodeChallenge, { cardId: string }>(notProvided),
  revealRequisites: fromPromise<CardRequisites, { cardId: string } & CodeCheck>(notProvided),
};
const bankCall = bankCalls<CardRequisitesContext, typeof actors>();

export const cardRequisitesMachine = setup({
  types: {
    context: {} as CardRequisitesContext,
    events: {} as CardRequisitesEvent,
    input: {} as { cardId: string },
    emitted: {} as CardRequisitesEmitted,
    tags: {} as 'busy' | 'otp',
  },
  actors,
  delays: {
    ...otp.delays,
    visible: ({ context }) => (context.requisites?.visibleSeconds ?? 60) * 1000,
  },
  guards: {
    ...otp.guards,
    codeClosed: (_, error: unknown) => closingCodes.has(String(codeOf(error))),
  },
  actions: {
    ...otp.actions,
    keepChallenge: assign((_, challenge: CodeChallenge) => ({
      sessionId: challenge.sessionId,
      otp: '',
      codeTriesLeft: null,
      refusal: null,
    })),
    keepRefusal: assign((_, error: unknown) => ({ refusal: errorText(error) })),
    forgetCode: assign({ sessionId: null, otp: '', codeTriesLeft: null }),
    keepRequisites: assign((_, requisites: CardRequisites) => ({ requisites })),
    forgetRequisites: assign({ requisites: null }),
  },
}).createMachine({
  id: 'cardRequisites',
  initial: 'hidden',
  context: ({ input }) => ({
    cardId: input.cardId,
    requisites: null,
    refusal: null,
    otp: '',
    sessionId: null,
    codeTriesLeft: null,
  }),
  states: {
    hidden: { on: { SHOW: 'requesting' } },
    requesting: {
      tags: ['busy'],
      invoke: bankCall('requestRequisitesCode', {
        input: ({ context }) => ({ cardId: context.cardId }),
        onDone: { target: 'otp', actions: 'keepChallenge' },
        onError: { target: 'hidden', actions: 'keepRefusal' },
      }),
    },
    otp: oneTimeCode({
      check: bankCall('revealRequisites', {
        input: ({ context }) => ({ cardId: context.cardId, ...codeCheck({ context }) }),
        onDone: {
          target: '#cardRequisites.revealed',
          actions: ['keepRequisites', 'forgetCode'],
        },
        onError: [
          {
            guard: 'codeClosed',
            target: '#cardRequisites.hidden',
            actions: ['keepRefusal', 'forgetCode'],
          },
          codeRefused,
        ],
      }),
      on: { CANCEL: { target: 'hidden', actions: 'forgetCode' } },
    }),
    revealed: {
      // Whatever ends the showing, the number is gone from memory with it.
      exit: 'forgetRequisites',
      after: { visible: 'hidden' },
      on: { HIDE: 'hidden' },
    },
  },
});
