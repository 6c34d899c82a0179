/** The auth chart's types, actors, guards and actions (the chart itself is auth.machine.ts). */
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  type DocumentType,
  hasIdentifier,
  isCompleteOtp,
  normalizeDocumentText,
  normalizeFin,
  otpLength,
  toIdentifier,
} from '../../src/domain/identifiers';
import { notProvided } from '../bank-calls';
import { emptyAuthContext } from './stages';
import type {
  AuthContext,
  AuthEmitted,
  AuthEntry,
  AuthEvent,
  AuthField,
  AuthServices,
  OtpChallenge,
  OtpResult,
  Tokens,
} from './types';

type CodeRequest = { kind: 'login' | 'register' } & ReturnType<typeof toIdentifier> & {
    password: string;
  };

/** SPEC 4.3 / issue 3: a new code may be asked for 60 s after the last one. */
export const resendCooldownMs = 60_000;

/** The server's message, shown as is: auth errors have no fallback text (SPEC 8). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

function normalizeField(field: AuthField, value: string): string {
  if (field === 'fin') return normalizeFin(value);
  if (field === 'password' || field === 'passwordRepeat') return value;
  return normalizeDocumentText(value, 20);
}

/** The call that sends the code: sign-in checks the password, the others register or reset. */
function codeRequest(context: AuthContext, flow: AuthEntry): CodeRequest {
  const identifier = toIdentifier(context.documentType ?? 'PIN', context);
  return flow === 'signin'
    ? { kind: 'login', ...identifier, password: context.password }
    : { kind: 'register', ...identifier, password: '' };
}

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { entry?: AuthEntry } | undefined,
    emitted: {} as AuthEmitted,
    tags: {} as 'otp' | 'busy',
  },
  actors: {
    requestCode: fromPromise<OtpChallenge, CodeRequest>(notProvided),
    validateOtp: fromPromise<OtpResult, Parameters<AuthServices['validateOtp']>[0]>(notProvided),
    resendOtp: fromPromise<void, Parameters<AuthServices['resendOtp']>[0]>(notProvided),
    setPassword: fromPromise<Tokens, Parameters<AuthServices['setPassword']>[0]>(notProvided),
  },
  delays: { resendCooldown: resendCooldownMs },
  guards: {
    identifierComplete: ({ context }) =>
      context.documentType !== null && hasIdentifier(context.documentType, context),
    signinComplete: ({ context }) =>
      context.documentType !== null &&
      hasIdentifier(context.documentType, context) &&
      context.password !== '',
    documentChosen: ({ context }) => context.documentType !== null,
    passwordsMatch: ({ context }) =>
      context.password !== '' && context.password === context.passwordRepeat,
    otpComplete: ({ context }) => isCompleteOtp(context.otp),
    cameFromSignup: ({ context }) => context.previousStage === 'signup',
    isForeignPassport: ({ context }) => context.documentType === 'FP',
    isFin: ({ context }) => context.documentType === 'PIN',
    signedIn: ({ context }, output: OtpResult) =>
      context.otpOperation === 'LOGIN' && !!output.accessToken && !!output.refreshToken,
    registrationConfirmed: ({ context }, output: OtpResult) =>
      context.otpOperation === 'REGISTRATION' && !!output.registrationToken,
    resetConfirmed: ({ context }, output: OtpResult) =>
      context.otpOperation === 'FORGOT_PASSWORD' && !!output.registrationToken,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'FIELD.CHANGE') return context;
      return { ...context, [event.field]: normalizeField(event.field, event.value) };
    }),
    startFlow: assign(({ context }) => ({
      ...emptyAuthContext,
      entry: context.entry,
      // The FIN typed so far stays when moving between sign-in, sign-up and reset.
      fin: context.fin,
      documentType: 'PIN' as DocumentType,
    })),
    forgetDocument: assign({ documentType: null }),
    // Back from the document choice lands on a FIN stage again: it identifies by FIN.
    identifyByFin: assign({ documentType: 'PIN' as DocumentType }),
    chooseDocument: assign(({ context, event }) =>
      event.type === 'DOCUMENT.SELECT' ? { ...context, documentType: event.documentType } : context,
    ),
    changeOtp: assign(({ context, event }) =>
      event.type === 'OTP.CHANGE'
        ? { ...context, otp: event.value.replace(/\D/g, '').slice(0, otpLength) }
        : context,
    ),
    keepChallenge: assign((_, challenge: OtpChallenge) => ({
      sessionId: challenge.sessionId,
      otpOperation: challenge.otpOperation,
      otp: '',
    })),
    keepRegistrationToken: assign((_, output: OtpResult) => ({
      registrationToken: output.registrationToken ?? null,
      password: '',
      passwordRepeat: '',
    })),
    clearOtp: assign({ otp: '' }),
    forgetChallenge: assign({ sessionId: null, otpOperation: null, otp: '' }),
    forgetRegistration: assign({ registrationToken: null }),
    rememberSignup: assign({ previousStage: 'signup' as const }),
    rememberSignin: assign({ previousStage: 'signin' as const }),
    notifyError: emit((_, error: unknown) => ({
      type: 'error' as const,
      message: errorMessage(error),
    })),
    keepTokens: emit((_, tokens: Tokens) => ({ type: 'tokens' as const, tokens })),
    leaveForBank: emit({ type: 'done' as const }),
  },
});

export type { CodeRequest };
export { authSetup, codeRequest };
