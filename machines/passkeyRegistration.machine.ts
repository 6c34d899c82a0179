/**
 * Adding a passkey on /settings (issue 18): the browser's ceremony and the bank's check of it
 * (`creating`: the app's service asks for the options, lets the device create the passkey and
 * sends it, and the bank answers with an SMS code bound to that credential), then the code
 * (the one-time-code fragment) that stores it. The device's refusal (the customer canceled, no
 * passkey support) or the bank's ends in `failed` with the words to show; a code that can
 * confirm nothing more too. The app learns of a new passkey from the emitted `added`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
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

export type Passkey = components['schemas']['Passkey'];

/** A passkey the device created and the bank checked, waiting for its code. */
export interface PendingPasskey {
  challengeId: string;
  /** The browser's answer, sent again with the code. */
  credential: components['schemas']['WebAuthnCredential'];
  /** The code's session. */
  sessionId: string;
}

export interface PasskeyRegistrationContext extends OtpContext {
  pending: PendingPasskey | null;
  /** The words for `failed`: the device's or the bank's. */
  refusal: string | null;
}

export type PasskeyRegistrationEvent =
  | { type: 'ADD' }
  | { type: 'CANCEL' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' };

export type PasskeyRegistrationEmitted =
  | { type: 'added'; passkey: Passkey }
  | { type: 'error'; message: string };

export interface PasskeyRegistrationServices {
  /** Options from the bank, the device's ceremony, the bank's check: what the code confirms. */
  createPasskey: () => Promise<PendingPasskey>;
  /** The same passkey with the code: stored. */
  confirmPasskey: (input: Omit<PendingPasskey, 'sessionId'> & CodeCheck) => Promise<Passkey>;
  resendOtp: (input: { sessionId: string }) => Promise<void>;
}

// The code can confirm nothing more: the passkey has to be created again.
const closingCodes = /^(OTP_ATTEMPTS_EXCEEDED|OTP_EXPIRED|OTP_SESSION_INVALID|PASSKEY_)/;
const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');

const otp = oneTimeCodeSetup<PasskeyRegistrationContext, PasskeyRegistrationEvent>();
const actors = {
  ...otp.actors,
  createPasskey: fromPromise<PendingPasskey, void>(notProvided),
  confirmPasskey: fromPromise<Passkey, Omit<PendingPasskey, 'sessionId'> & CodeCheck>(notProvided),
};
const bankCall = bankCalls<PasskeyRegistrationContext, typeof actors>();

export const passkeyRegistrationMachine = setup({
  types: {
    context: {} as PasskeyRegistrationContext,
    events: {} as PasskeyRegistrationEvent,
    emitted: {} as PasskeyRegistrationEmitted,
    tags: {} as 'busy' | 'otp',
  },
  actors,
  delays: otp.delays,
  guards: {
    ...otp.guards,
    codeClosed: (_, error: unknown) => closingCodes.test(codeOf(error)),
  },
  actions: {
    ...otp.actions,
    keepPending: assign((_, pending: PendingPasskey) => ({
      pending,
      sessionId: pending.sessionId,
      otp: '',
      codeTriesLeft: null,
      refusal: null,
    })),
    keepRefusal: assign((_, error: unknown) => ({ refusal: errorText(error) })),
    forget: assign({ pending: null, sessionId: null, otp: '', codeTriesLeft: null }),
    tellAdded: emit((_, passkey: Passkey) => ({ type: 'added' as const, passkey })),
  },
}).createMachine({
  id: 'passkeyRegistration',
  initial: 'idle',
  context: { pending: null, refusal: null, otp: '', sessionId: null, codeTriesLeft: null },
  states: {
    idle: { on: { ADD: 'creating' } },
    creating: {
      tags: ['busy'],
      invoke: bankCall('createPasskey', {
        onDone: { target: 'otp', actions: 'keepPending' },
        onError: { target: 'failed', actions: 'keepRefusal' },
      }),
    },
    otp: oneTimeCode({
      check: bankCall('confirmPasskey', {
        input: ({ context }) => ({
          challengeId: context.pending?.challengeId ?? '',
          credential: context.pending?.credential ?? {
            id: '',
            rawId: '',
            type: 'public-key',
            response: {},
          },
          ...codeCheck({ context }),
        }),
        onDone: { target: '#passkeyRegistration.added', actions: ['tellAdded', 'forget'] },
        onError: [
          {
            guard: 'codeClosed',
            target: '#passkeyRegistration.failed',
            actions: ['keepRefusal', 'forget'],
          },
          codeRefused,
        ],
      }),
      on: { CANCEL: { target: 'idle', actions: 'forget' } },
    }),
    added: { on: { ADD: 'creating', CANCEL: 'idle' } },
    failed: { on: { ADD: 'creating', CANCEL: 'idle' } },
  },
});
