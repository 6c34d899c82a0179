/**
 * The authentication chart: every stage of PRODUCT 2.2 and every transition of PRODUCT 4.3. Stages
 * that ask the bank for a one-time code open the code dialog as their own sub-state, so closing
 * it returns to that stage. The bank calls are actors the app supplies with machine.provide().
 */
import { authSetup, bankCall, codeRequest } from './auth/setup';
import { emptyAuthContext } from './auth/stages';
import { codeCheck, codeRefused, oneTimeCode } from './otp/one-time-code';

export type { CodeRequest } from './auth/setup';
export * from './auth/stages';
export * from './auth/types';
export { resendCooldownMs } from './otp/one-time-code';

/**
 * Where a checked code leads, by the flow whose stage asked for it. Sign-up and reset call the
 * same registration, whose answer is the same whether the customer is registered or not (the
 * bank tells only the phone's owner), so the flow, not the bank's otpOperation, decides.
 */
const afterCode = {
  signin: { guard: 'signedIn', target: '#auth-signed-in', actions: 'keepTokens' },
  signup: {
    guard: 'passwordToSet',
    target: '#signup-set-password',
    actions: 'keepRegistrationToken',
  },
  'forgot-password': {
    guard: 'passwordToSet',
    target: '#confirm-password',
    actions: 'keepRegistrationToken',
  },
} as const;

type CodeFlow = keyof typeof afterCode;

/** The code dialog (PRODUCT 4.3) of a flow's stage. */
function otpDialog(flow: CodeFlow) {
  return oneTimeCode({
    check: bankCall('validateOtp', {
      input: codeCheck,
      onDone: [afterCode[flow], { target: 'entering', actions: 'clearOtp' }],
      onError: codeRefused,
    }),
    on: {
      'OTP.CLOSE': { target: 'editing', actions: 'forgetChallenge' },
      RESET: { target: 'editing', actions: ['forgetChallenge', 'forgetRegistration'] },
    },
  });
}

/** A stage whose form asks the bank for a one-time code, then shows the code dialog. */
function codeStage(flow: CodeFlow, canSubmit: 'signinComplete' | 'identifierComplete') {
  return {
    initial: 'editing',
    states: {
      editing: { on: { SUBMIT: { guard: canSubmit, target: 'requesting' } } },
      requesting: {
        tags: ['busy'],
        invoke: bankCall('requestCode', {
          input: ({ context }) => codeRequest(context, flow),
          onDone: { target: 'otp', actions: 'keepChallenge' },
          onError: { target: 'editing', actions: ['notifyError', 'keepTries'] },
        }),
      },
      otp: otpDialog(flow),
    },
  } as const;
}

/**
 * Setting the password after a code, then the success or failure screen (PRODUCT 4.3). A password
 * that breaks PRODUCT 5's rules is refused here, before the bank is asked (`invalid` shows why at
 * the fields), and one the bank refuses returns to the form: the code and the place are kept.
 */
function passwordStage(succeeded: string, failed: string, canSubmit?: 'passwordsMatch') {
  const submit = [
    { guard: 'newPasswordValid', target: 'saving' },
    canSubmit ? { guard: canSubmit, target: 'invalid' } : { target: 'invalid' },
  ] as const;
  return {
    initial: 'editing',
    states: {
      editing: { on: { SUBMIT: submit } },
      invalid: { on: { SUBMIT: submit } },
      saving: {
        tags: ['busy'],
        invoke: bankCall('setPassword', {
          input: ({ context }) => ({
            sessionId: context.sessionId ?? '',
            registrationToken: context.registrationToken ?? '',
            password: context.password,
            passwordConfirm: context.passwordRepeat,
          }),
          onDone: [
            {
              guard: 'tokensIssued',
              target: succeeded,
              actions: ['keepTokens', 'forgetRegistration'],
            },
            { target: failed, actions: 'forgetRegistration' },
          ],
          onError: [
            {
              guard: 'passwordRefused',
              target: 'invalid',
              actions: ['notifyError', 'keepPasswordRefusal'],
            },
            { target: failed, actions: ['notifyError', 'forgetRegistration'] },
          ],
        }),
      },
    },
  } as const;
}

/**
 * The FIN sign-in's stage, which also signs in with a passkey (issue 18): the bank's answer
 * enters the same code dialog (a network the passkey is new to) or the same signed-in end.
 */
function signinStage() {
  const stage = codeStage('signin', 'signinComplete');
  return {
    ...stage,
    states: {
      ...stage.states,
      editing: { on: { ...stage.states.editing.on, PASSKEY: 'passkey' } },
      passkey: {
        tags: ['busy'],
        invoke: bankCall('passkeySignIn', {
          onDone: [
            { guard: 'signedIn', target: '#auth-signed-in', actions: 'keepTokens' },
            { target: 'otp', actions: 'keepChallenge' },
          ],
          onError: { target: 'editing', actions: 'notifyError' },
        }),
      },
    },
  } as const;
}

type Back =
  | string
  | ReadonlyArray<{ guard?: 'cameFromSignup'; target: string; actions?: 'startFlow' }>;

/** Choosing TRP, PRP or FP (and PIN when resetting): FP → passport, PIN → FIN, else permit. */
function documentChoice(targets: { passport: string; permit: string; fin?: string; back: Back }) {
  return {
    entry: 'forgetDocument',
    on: {
      'DOCUMENT.SELECT': { actions: 'chooseDocument' },
      CONTINUE: [
        { guard: 'isForeignPassport', target: targets.passport },
        ...(targets.fin ? [{ guard: 'isFin' as const, target: targets.fin }] : []),
        { guard: 'documentChosen', target: targets.permit },
      ],
      BACK: targets.back,
    },
  } as const;
}

export const authMachine = authSetup.createMachine({
  id: 'auth',
  type: 'parallel',
  context: ({ input }) => ({
    ...emptyAuthContext,
    entry: input?.entry ?? 'signin',
    documentType: 'PIN',
  }),
  states: {
    form: {
      initial: 'flow',
      states: {
        flow: {
          initial: 'start',
          on: {
            'FIELD.CHANGE': { actions: 'changeField' },
            // PRODUCT 4.3's reset; each region handles it, so the dialogs close wherever they are.
            RESET: { actions: 'forgetRegistration' },
            'GO.SIGNIN': { target: '.signin', actions: 'startFlow' },
            'GO.SIGNIN_OLD_ID': { target: '.signin-old-id', actions: 'startFlow' },
            'GO.SIGNUP': { target: '.signup', actions: 'startFlow' },
            'GO.FORGOT_PASSWORD': { target: '.forgot-password', actions: 'startFlow' },
          },
          states: {
            start: {
              always: [
                { guard: ({ context }) => context.entry === 'signup', target: 'signup' },
                {
                  guard: ({ context }) => context.entry === 'forgot-password',
                  target: 'forgot-password',
                },
                {
                  guard: ({ context }) => context.entry === 'signin-old-id',
                  target: 'signin-old-id',
                },
                { target: 'signin' },
              ],
            },
            signin: {
              ...signinStage(),
              entry: 'identifyByFin',
              on: {
                USE_DOCUMENTS: 'signin-select-document',
                'GO.FORGOT_PASSWORD': {
                  target: 'forgot-password',
                  actions: ['startFlow', 'rememberSignin'],
                },
              },
            },
            // /auth-old (PRODUCT 6): the same sign-in with an old-generation ID card's number.
            'signin-old-id': {
              ...codeStage('signin', 'signinComplete'),
              entry: 'identifyByIdCard',
              on: {
                'GO.FORGOT_PASSWORD': {
                  target: 'forgot-password',
                  actions: ['startFlow', 'rememberSignin'],
                },
              },
            },
            'signin-select-document': documentChoice({
              passport: 'signin-foreign-passport',
              permit: 'signin-residence-permit',
              back: 'signin',
            }),
            'signin-residence-permit': {
              ...codeStage('signin', 'signinComplete'),
              on: { BACK: 'signin-select-document' },
            },
            'signin-foreign-passport': {
              ...codeStage('signin', 'signinComplete'),
              on: { BACK: 'signin-select-document' },
            },
            signup: {
              ...codeStage('signup', 'identifierComplete'),
              entry: 'identifyByFin',
              on: {
                USE_DOCUMENTS: 'signup-select-document',
                'GO.FORGOT_PASSWORD': {
                  target: 'forgot-password',
                  actions: ['startFlow', 'rememberSignup'],
                },
              },
            },
            'signup-select-document': documentChoice({
              passport: 'signup-foreign-passport',
              permit: 'signup-residence-permit',
              back: 'signup',
            }),
            'signup-residence-permit': {
              ...codeStage('signup', 'identifierComplete'),
              on: { BACK: 'signup-select-document' },
            },
            'signup-foreign-passport': {
              ...codeStage('signup', 'identifierComplete'),
              on: { BACK: 'signup-select-document' },
            },
            'signup-set-password': {
              id: 'signup-set-password',
              ...passwordStage('#signup-success', '#signup-failed', 'passwordsMatch'),
            },
            'signup-success': { id: 'signup-success', on: { 'GO.BANK': '#auth-signed-in' } },
            'signup-failed': { id: 'signup-failed' },
            'forgot-password': documentChoice({
              passport: 'forgot-password-foreign-passport',
              permit: 'forgot-password-residence-permit',
              fin: 'forgot-password-fin',
              back: [
                { guard: 'cameFromSignup', target: 'signup', actions: 'startFlow' },
                { target: 'signin', actions: 'startFlow' },
              ],
            }),
            'forgot-password-fin': {
              ...codeStage('forgot-password', 'identifierComplete'),
              on: { BACK: 'forgot-password' },
            },
            'forgot-password-residence-permit': {
              ...codeStage('forgot-password', 'identifierComplete'),
              on: { BACK: 'forgot-password' },
            },
            'forgot-password-foreign-passport': {
              ...codeStage('forgot-password', 'identifierComplete'),
              on: { BACK: 'forgot-password' },
            },
            'confirm-password': {
              id: 'confirm-password',
              ...passwordStage('#forgot-password-success', '#forgot-password-failed'),
            },
            'forgot-password-success': {
              id: 'forgot-password-success',
              on: { 'GO.BANK': '#auth-signed-in' },
            },
            'forgot-password-failed': { id: 'forgot-password-failed' },
          },
        },
        signedIn: { id: 'auth-signed-in', type: 'final', entry: 'leaveForBank' },
      },
    },
    contact: {
      initial: 'closed',
      on: { RESET: '.closed' },
      states: {
        closed: { on: { 'CONTACT.OPEN': 'open' } },
        open: { on: { 'CONTACT.CLOSE': 'closed' } },
      },
    },
  },
});
