/** The auth chart's types, actors, guards and actions (the chart itself is auth.machine.ts). */
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  type DocumentType,
  hasIdentifier,
  normalizeDocumentText,
  normalizeFin,
  normalizeOldIdCardNumber,
  toIdentifier,
} from '../../domain/identifiers';
import { isStrongPassword } from '../../domain/password';
import { bankCalls, errorText, notProvided } from '../bank-calls';
import { attemptsLeftOf, type CodeCheck, oneTimeCodeSetup } from '../otp/one-time-code';
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
  PasskeySignIn,
  Tokens,
} from './types';

type CodeRequest = { kind: 'login' | 'register' } & ReturnType<typeof toIdentifier> & {
    password: string;
  };

function normalizeField(field: AuthField, value: string): string {
  if (field === 'fin') return normalizeFin(value);
  if (field === 'idCardNumber') return normalizeOldIdCardNumber(value);
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

const otp = oneTimeCodeSetup<AuthContext, AuthEvent>();
/**
 * set-password refusals that leave the registration token unused (openapi auth.yaml): PASSWORD_WEAK,
 * PASSWORD_REPEAT_REQUIRED, PASSWORDS_DO_NOT_MATCH, PASSWORD_SAME_AS_CURRENT and SERVER_BUSY. A
 * pattern, not a list: the chart rides on the sign-in page's JavaScript budget.
 */
const newPasswordRefusal = /^(PASSWORD|SERVER_BUSY$)/;
const actors = {
  ...otp.actors,
  requestCode: fromPromise<OtpChallenge, CodeRequest>(notProvided),
  validateOtp: fromPromise<OtpResult, CodeCheck>(notProvided),
  passkeySignIn: fromPromise<PasskeySignIn, void>(notProvided),
  setPassword: fromPromise<Tokens, Parameters<AuthServices['setPassword']>[0]>(notProvided),
};
/** The invoke block of an auth bank call (bank-calls.ts). */
const bankCall = bankCalls<AuthContext, typeof actors>();

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { entry?: AuthEntry } | undefined,
    emitted: {} as AuthEmitted,
    tags: {} as 'otp' | 'busy',
  },
  actors,
  delays: otp.delays,
  guards: {
    ...otp.guards,
    identifierComplete: ({ context }) =>
      context.documentType !== null && hasIdentifier(context.documentType, context),
    signinComplete: ({ context }) =>
      context.documentType !== null &&
      hasIdentifier(context.documentType, context) &&
      context.password !== '',
    documentChosen: ({ context }) => context.documentType !== null,
    passwordsMatch: ({ context }) =>
      context.password !== '' && context.password === context.passwordRepeat,
    // PRODUCT 5's rules, checked before the bank is asked, so a weak password costs nothing.
    newPasswordValid: ({ context }) =>
      isStrongPassword(context.password) && context.password === context.passwordRepeat,
    // The bank refused the password itself and used nothing up: the customer may try another.
    passwordRefused: (_, error: unknown) =>
      newPasswordRefusal.test((error as { code?: string } | null)?.code ?? ''),
    cameFromSignup: ({ context }) => context.previousStage === 'signup',
    isForeignPassport: ({ context }) => context.documentType === 'FP',
    isFin: ({ context }) => context.documentType === 'PIN',
    signedIn: (_, output: OtpResult) => !!output.accessToken && !!output.refreshToken,
    // A registration's or a reset's code: the password to set comes next.
    passwordToSet: (_, output: OtpResult) => !!output.registrationToken,
    tokensIssued: (_, output: OtpResult) => !!output.accessToken,
  },
  actions: {
    ...otp.actions,
    changeField: assign(({ context, event }) => {
      if (event.type !== 'FIELD.CHANGE') return context;
      const value = normalizeField(event.field, event.value);
      return { ...context, [event.field]: value, triesLeft: null, passwordRefusal: null };
    }),
    keepTries: assign((_, error: unknown) => ({ triesLeft: attemptsLeftOf(error) })),
    keepPasswordRefusal: assign((_, error: unknown) => ({ passwordRefusal: errorText(error) })),
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
    identifyByIdCard: assign({ documentType: 'IDC' as DocumentType }),
    chooseDocument: assign(({ context, event }) =>
      event.type === 'DOCUMENT.SELECT' ? { ...context, documentType: event.documentType } : context,
    ),
    keepChallenge: assign((_, challenge: OtpChallenge) => ({
      sessionId: challenge.sessionId,
      otpOperation: challenge.otpOperation,
      otp: '',
      codeTriesLeft: null,
    })),
    keepRegistrationToken: assign((_, output: OtpResult) => ({
      registrationToken: output.registrationToken ?? null,
      password: '',
      passwordRepeat: '',
    })),
    forgetChallenge: assign({ sessionId: null, otpOperation: null, otp: '', codeTriesLeft: null }),
    forgetRegistration: assign({ registrationToken: null }),
    rememberSignup: assign({ previousStage: 'signup' as const }),
    rememberSignin: assign({ previousStage: 'signin' as const }),
    // A sign-in's code check and a new password both answer with the tokens.
    keepTokens: emit((_, output: OtpResult) => ({
      type: 'tokens' as const,
      tokens: { accessToken: output.accessToken ?? '', refreshToken: output.refreshToken ?? '' },
    })),
    leaveForBank: emit({ type: 'done' as const }),
  },
});

export type { CodeRequest };
export { authSetup, bankCall, codeRequest };
