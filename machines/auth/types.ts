import type { DocumentType, Identifier, IdentifierFields } from '../../domain/identifiers';
import type { components } from '../../openapi/generated/schema';

type Schemas = components['schemas'];

/** The stages of PRODUCT 2.2: one staged form, each stage a state of the auth chart. */
export const authStages = [
  'signin',
  'signin-old-id',
  'signin-select-document',
  'signin-residence-permit',
  'signin-foreign-passport',
  'signup',
  'signup-select-document',
  'signup-residence-permit',
  'signup-foreign-passport',
  'signup-set-password',
  'signup-success',
  'signup-failed',
  'forgot-password',
  'forgot-password-fin',
  'forgot-password-residence-permit',
  'forgot-password-foreign-passport',
  'confirm-password',
  'forgot-password-success',
  'forgot-password-failed',
] as const;
export type AuthStage = (typeof authStages)[number];

/**
 * Where a flow starts: the sign-in, sign-up and forgot-password routes, and /auth-old, the
 * sign-in with an old-generation ID card's number (PRODUCT 6).
 */
export type AuthEntry = 'signin' | 'signin-old-id' | 'signup' | 'forgot-password';

export type OtpOperation = Schemas['OtpOperation'];

export type AuthField = keyof IdentifierFields | 'password' | 'passwordRepeat';

export type Tokens = Schemas['TokenPair'];

export interface AuthContext extends IdentifierFields {
  /** The route the chart was opened on: its first stage. */
  entry: AuthEntry;
  documentType: DocumentType | null;
  password: string;
  passwordRepeat: string;
  otp: string;
  sessionId: string | null;
  otpOperation: OtpOperation | null;
  registrationToken: string | null;
  /** The stage Back returns to where more than one stage leads here (PRODUCT 4.3). */
  previousStage: AuthStage | null;
  /** After a wrong password at sign-in, the tries left before the lock (the bank's count). */
  triesLeft: number | null;
  /** The bank's reason for refusing a new password; the customer may try another. */
  passwordRefusal: string | null;
  codeTriesLeft: number | null;
}

export type AuthEvent =
  | { type: 'FIELD.CHANGE'; field: AuthField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'USE_DOCUMENTS' }
  | { type: 'DOCUMENT.SELECT'; documentType: DocumentType }
  | { type: 'CONTINUE' }
  | { type: 'GO.SIGNIN' }
  | { type: 'GO.SIGNIN_OLD_ID' }
  | { type: 'GO.SIGNUP' }
  | { type: 'GO.FORGOT_PASSWORD' }
  | { type: 'GO.BANK' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' }
  | { type: 'OTP.CLOSE' }
  | { type: 'CONTACT.OPEN' }
  | { type: 'PASSKEY' }
  | { type: 'CONTACT.CLOSE' }
  | { type: 'RESET' };

/** What the chart tells the app: show an error, keep new tokens, leave for the bank. */
export type AuthEmitted =
  | { type: 'error'; message: string }
  | { type: 'tokens'; tokens: Tokens }
  | { type: 'done' };

/** A code was sent: the session it is checked under and what it confirms. */
export type OtpChallenge = Pick<Schemas['OtpChallenge'], 'sessionId' | 'otpOperation'>;

/** A checked code: tokens after a sign-in, a registration token to set a password with. */
export type OtpResult = Omit<Schemas['OtpValidateResponse'], 'status'>;

/** A passkey sign-in (finishPasskeySignIn): tokens, or the code sent as the password step does. */
export type PasskeySignIn = OtpResult & OtpChallenge;

/** The bank calls the chart needs; the app supplies them with machine.provide(). */
export interface AuthServices {
  login: (input: Identifier & { password: string }) => Promise<OtpChallenge>;
  register: (input: Identifier) => Promise<OtpChallenge>;
  validateOtp: (input: { sessionId: string; otp: string }) => Promise<OtpResult>;
  resendOtp: (input: { sessionId: string }) => Promise<void>;
  /** The device's passkey ceremony and the bank's check of it. */
  passkeySignIn: () => Promise<PasskeySignIn>;
  setPassword: (input: {
    sessionId: string;
    registrationToken: string;
    password: string;
    passwordConfirm: string;
  }) => Promise<Tokens>;
}
