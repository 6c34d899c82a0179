/**
 * The auth chart as a test model: which events a person and the bank can send in each state,
 * and a coarse state identity (stage, sub-state and the facts its guards read), so the paths
 * stay few while still taking every transition. Shared by the chart test and the screens test.
 */

import { foreignDocumentTypes, resetDocumentTypes } from '../../../domain/identifiers';
import { isStrongPassword } from '../../../domain/password';
import {
  type AuthEvent,
  type AuthField,
  type authMachine,
  stageFields,
  stageOf,
} from '../../../machines/auth.machine';
import type { ModelPathsOptions } from './model-paths';

export const sampleValues: Record<AuthField, string> = {
  fin: '6XK2T9P',
  documentNumber: 'TR1234567',
  passportSeries: 'AB',
  passportNumber: '1234567',
  idCardNumber: 'AZE12345678',
  password: 'Demo2026!',
  passwordRepeat: 'Demo2026!',
};
export const mismatchedRepeat = 'Other2026!';
/** Matches its repeat but breaks PRODUCT 5's rules: refused before the bank is asked. */
export const weakPassword = 'password';
export const sampleCode = '123456';

type Snapshot = Parameters<ModelPathsOptions<typeof authMachine>['events']>[0];

function fieldEvents(snapshot: Snapshot): AuthEvent[] {
  const stage = stageOf(snapshot.value);
  const fields = (stage && stageFields[stage]) ?? [];
  return fields.flatMap((field): AuthEvent[] => {
    const value: string = snapshot.context[field];
    if (field === 'passwordRepeat') {
      const other =
        value === snapshot.context.password ? mismatchedRepeat : snapshot.context.password;
      return [{ type: 'FIELD.CHANGE', field, value: other }];
    }
    if (field === 'password' && fields.includes('passwordRepeat')) {
      return [value ? '' : sampleValues.password, value === weakPassword ? '' : weakPassword]
        .filter((next, index, all) => all.indexOf(next) === index)
        .map((next) => ({ type: 'FIELD.CHANGE', field, value: next }));
    }
    return [{ type: 'FIELD.CHANGE', field, value: value ? '' : sampleValues[field] }];
  });
}

function documentEvents(snapshot: Snapshot): AuthEvent[] {
  const choices =
    stageOf(snapshot.value) === 'forgot-password' ? resetDocumentTypes : foreignDocumentTypes;
  return choices
    .filter((documentType) => documentType !== snapshot.context.documentType)
    .map((documentType) => ({ type: 'DOCUMENT.SELECT', documentType }));
}

const simpleEvents = [
  'SUBMIT',
  'BACK',
  'USE_DOCUMENTS',
  'CONTINUE',
  'GO.SIGNIN',
  'GO.SIGNIN_OLD_ID',
  'GO.SIGNUP',
  'GO.FORGOT_PASSWORD',
  'GO.BANK',
  'OTP.SUBMIT',
  'OTP.RESEND',
  'OTP.CLOSE',
  'CONTACT.OPEN',
  'CONTACT.CLOSE',
  'RESET',
  'PASSKEY',
] as const;

export const authModelOptions: ModelPathsOptions<typeof authMachine> = {
  inputs: [
    { entry: 'signin' },
    { entry: 'signin-old-id' },
    { entry: 'signup' },
    { entry: 'forgot-password' },
  ],
  events: (snapshot) => [
    ...fieldEvents(snapshot),
    ...documentEvents(snapshot),
    { type: 'OTP.CHANGE', value: snapshot.context.otp ? '' : sampleCode },
    ...simpleEvents.map((type) => ({ type }) as AuthEvent),
  ],
  actorResults: {
    requestCode: {
      outputs: ['LOGIN', 'REGISTRATION', 'FORGOT_PASSWORD'].map((otpOperation) => ({
        sessionId: 'otp-session',
        otpOperation,
      })),
      errors: [Object.assign(new Error('The bank refused'), { attemptsLeft: 4 })],
    },
    validateOtp: {
      outputs: [
        { status: 'OK', accessToken: 'access', refreshToken: 'refresh' },
        { status: 'OK', registrationToken: 'registration' },
        { status: 'OK' },
      ],
      errors: [new Error('The code is wrong')],
    },
    resendOtp: { outputs: [undefined], errors: [new Error('Too many codes')] },
    passkeySignIn: {
      outputs: [
        { status: 'SUCCESS', accessToken: 'access', refreshToken: 'refresh' },
        { status: 'OTP_SENT', sessionId: 'otp-session', otpOperation: 'LOGIN' },
      ],
      errors: [
        Object.assign(new Error('This passkey is not registered'), { code: 'PASSKEY_UNKNOWN' }),
      ],
    },
    setPassword: {
      outputs: [
        { accessToken: 'access', refreshToken: 'refresh' },
        { accessToken: '', refreshToken: '' },
      ],
      errors: [
        new Error('The bank is unavailable'),
        Object.assign(new Error('The password is weak'), { code: 'PASSWORD_WEAK' }),
      ],
    },
  },
  // Only the facts the current state's guards read, so equal-looking states are one state.
  serializeState: (snapshot) => {
    const { context } = snapshot;
    const stage = stageOf(snapshot.value);
    const fields = (stage && stageFields[stage]) ?? [];
    const inCodeDialog = snapshot.hasTag('otp');
    return JSON.stringify({
      value: snapshot.value,
      filled: fields.map((field) => context[field] !== ''),
      same: fields.includes('passwordRepeat') ? context.password === context.passwordRepeat : null,
      strong: fields.includes('passwordRepeat') ? isStrongPassword(context.password) : null,
      documentType:
        stage?.endsWith('select-document') || stage === 'forgot-password'
          ? context.documentType
          : null,
      otp: inCodeDialog ? context.otp.length : null,
      operation: inCodeDialog ? context.otpOperation : null,
      previous: stage?.startsWith('forgot-password') ? context.previousStage : null,
    });
  },
};
