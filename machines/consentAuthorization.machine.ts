/**
 * The authorisation page of a third party's consent (/consents/{consentId}/authorize, issue 18):
 * the bank reads what the third party asks (who, which rights, until when, how often) and the
 * customer's open accounts and cards; the customer ticks at least one, confirms with an SMS code
 * bound to exactly those, or rejects. Either answer ends in `leaving`, with the third party's
 * redirect URI emitted as `answered` for the app to send the browser there.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';
import {
  type CodeCheck,
  codeCheck,
  codeRefused,
  type OtpEmitted,
  oneTimeCode,
  oneTimeCodeSetup,
} from './otp/one-time-code';

export type ConsentDetails = components['schemas']['AccountConsentDetails'];
type ConsentAnswered = components['schemas']['ConsentAnswered'];
type CodeChallenge = components['schemas']['CodeChallenge'];

export interface ConsentAuthorizationInput {
  consentId: string;
}

export interface ConsentAuthorizationContext {
  consentId: string;
  consent: ConsentDetails | null;
  /** The accounts and cards ticked, in the order of `grantable`. */
  chosen: string[];
  otp: string;
  sessionId: string | null;
  codeTriesLeft: number | null;
  /** The bank's words for the last refused call; '' for the screen's own fallback. */
  refusal: string | null;
  redirectUri: string | null;
}

export type ConsentAuthorizationEvent =
  | { type: 'TOGGLE'; accountId: string }
  | { type: 'AUTHORIZE' }
  | { type: 'REJECT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' };

export type ConsentAuthorizationEmitted =
  | OtpEmitted
  | { type: 'answered'; redirectUri: string; status: ConsentAnswered['consent']['status'] };

interface Chosen {
  consentId: string;
  accountIds: string[];
}

const otp = oneTimeCodeSetup<ConsentAuthorizationContext, ConsentAuthorizationEvent>();
const actors = {
  ...otp.actors,
  getAccountConsent: fromPromise<ConsentDetails, { consentId: string }>(notProvided),
  authorizeAccountConsent: fromPromise<CodeChallenge, Chosen>(notProvided),
  confirmAccountConsent: fromPromise<ConsentAnswered, Chosen & CodeCheck>(notProvided),
  rejectAccountConsent: fromPromise<ConsentAnswered, { consentId: string }>(notProvided),
};
const bankCall = bankCalls<ConsentAuthorizationContext, typeof actors>();

const chosenOf = ({ context }: { context: ConsentAuthorizationContext }): Chosen => ({
  consentId: context.consentId,
  accountIds: context.chosen,
});

export const consentAuthorizationMachine = setup({
  types: {
    input: {} as ConsentAuthorizationInput,
    context: {} as ConsentAuthorizationContext,
    events: {} as ConsentAuthorizationEvent,
    emitted: {} as ConsentAuthorizationEmitted,
    tags: {} as 'busy' | 'otp',
  },
  actors,
  delays: otp.delays,
  guards: {
    ...otp.guards,
    /** Nobody has answered it yet and the customer has something to grant. */
    awaitsAnswer: (_, consent: ConsentDetails) =>
      consent.status === 'received' && consent.grantable.length > 0,
    someChosen: ({ context }) => context.chosen.length > 0,
  },
  actions: {
    ...otp.actions,
    keepConsent: assign((_, consent: ConsentDetails) => ({ consent, refusal: null })),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE' || !context.consent) return {};
      const ticked = new Set(context.chosen);
      if (ticked.has(event.accountId)) ticked.delete(event.accountId);
      else ticked.add(event.accountId);
      const chosen = context.consent.grantable
        .map((account) => account.id)
        .filter((id) => ticked.has(id));
      return { chosen };
    }),
    keepChallenge: assign((_, challenge: CodeChallenge) => ({
      sessionId: challenge.sessionId,
      otp: '',
      codeTriesLeft: null,
      refusal: null,
    })),
    keepRefusal: assign((_, error: unknown) => ({ refusal: errorText(error) })),
    forgetRefusal: assign({ refusal: null }),
    keepAnswer: assign((_, answer: ConsentAnswered) => ({ redirectUri: answer.redirectUri })),
    notifyAnswered: emit((_, answer: ConsentAnswered) => ({
      type: 'answered' as const,
      redirectUri: answer.redirectUri,
      status: answer.consent.status,
    })),
  },
}).createMachine({
  id: 'consentAuthorization',
  initial: 'loading',
  context: ({ input }) => ({
    consentId: input.consentId,
    consent: null,
    chosen: [],
    otp: '',
    sessionId: null,
    codeTriesLeft: null,
    refusal: null,
    redirectUri: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: bankCall('getAccountConsent', {
        input: ({ context }) => ({ consentId: context.consentId }),
        onDone: [
          { guard: 'awaitsAnswer', target: 'choosing', actions: 'keepConsent' },
          { target: 'answeredBefore', actions: 'keepConsent' },
        ],
        onError: { target: 'failed', actions: 'keepRefusal' },
      }),
    },
    // Not found (another customer's, or no such consent) or the bank did not answer.
    failed: { on: { RETRY: { target: 'loading', actions: 'forgetRefusal' } } },
    // Answered already (here or in another tab), expired meanwhile, or nothing to grant.
    answeredBefore: {},
    choosing: {
      on: {
        TOGGLE: { actions: 'toggle' },
        AUTHORIZE: { guard: 'someChosen', target: 'requesting' },
        REJECT: 'rejecting',
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: bankCall('authorizeAccountConsent', {
        input: chosenOf,
        onDone: { target: 'code', actions: 'keepChallenge' },
        onError: { target: 'choosing', actions: 'keepRefusal' },
      }),
    },
    code: oneTimeCode({
      check: bankCall('confirmAccountConsent', {
        input: (args) => ({ ...chosenOf(args), ...codeCheck(args) }),
        onDone: {
          target: '#consentAuthorization.leaving',
          actions: ['keepAnswer', 'notifyAnswered'],
        },
        onError: codeRefused,
      }),
      // Another choice of accounts needs another code: the one sent is bound to these.
      on: { BACK: { target: 'choosing', actions: 'clearOtp' } },
    }),
    rejecting: {
      tags: ['busy'],
      invoke: bankCall('rejectAccountConsent', {
        input: ({ context }) => ({ consentId: context.consentId }),
        onDone: { target: 'leaving', actions: ['keepAnswer', 'notifyAnswered'] },
        onError: { target: 'choosing', actions: 'keepRefusal' },
      }),
    },
    // The browser is on its way back to the third party.
    leaving: { type: 'final' },
  },
});
