import type { AuthContext, AuthEntry, AuthField, AuthStage } from './types';

/** The flow a stage belongs to decides which call asks for the one-time code. */
export function flowOf(stage: AuthStage): AuthEntry {
  if (stage === 'signin-old-id') return 'signin-old-id';
  if (stage.startsWith('signin')) return 'signin';
  if (stage.startsWith('signup')) return 'signup';
  return 'forgot-password';
}

export const emptyAuthContext: AuthContext = {
  entry: 'signin',
  documentType: null,
  fin: '',
  documentNumber: '',
  passportSeries: '',
  passportNumber: '',
  idCardNumber: '',
  password: '',
  passwordRepeat: '',
  otp: '',
  sessionId: null,
  otpOperation: null,
  registrationToken: null,
  previousStage: null,
  triesLeft: null,
  passwordRefusal: null,
  codeTriesLeft: null,
};

/** The stage a snapshot of the auth chart shows (the code dialog opens over it). */
export function stageOf(value: unknown): AuthStage | null {
  const form = (value as { form?: unknown }).form;
  if (!form || typeof form !== 'object' || !('flow' in form)) return null;
  const flow = (form as { flow: unknown }).flow;
  if (typeof flow === 'string') return flow as AuthStage;
  return (Object.keys(flow as object)[0] as AuthStage | undefined) ?? null;
}

/** The fields each stage's form shows (PRODUCT 2.2), in order. */
export const stageFields: Partial<Record<AuthStage, readonly AuthField[]>> = {
  signin: ['fin', 'password'],
  'signin-old-id': ['idCardNumber', 'password'],
  'signin-residence-permit': ['documentNumber', 'password'],
  'signin-foreign-passport': ['passportSeries', 'passportNumber', 'password'],
  signup: ['fin'],
  'signup-residence-permit': ['documentNumber'],
  'signup-foreign-passport': ['passportSeries', 'passportNumber'],
  'signup-set-password': ['password', 'passwordRepeat'],
  'forgot-password-fin': ['fin'],
  'forgot-password-residence-permit': ['documentNumber'],
  'forgot-password-foreign-passport': ['passportSeries', 'passportNumber'],
  'confirm-password': ['password', 'passwordRepeat'],
};
