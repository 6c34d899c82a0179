/**
 * Snapshots of the real auth chart, reached with xstate's pure transition functions: each story
 * shows what the app shows in that state, because it is the same chart after the same events.
 */
import { type AnyStateMachine, type EventFromLogic, initialTransition, transition } from 'xstate';
import { type AuthEntry, type AuthEvent, authMachine } from '../../machines/auth.machine';

export function reach<M extends AnyStateMachine>(
  machine: M,
  input: unknown,
  events: readonly EventFromLogic<M>[],
) {
  let [snapshot] = initialTransition(machine, input as never);
  for (const event of events) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

export const authSnapshot = (entry: AuthEntry, events: readonly AuthEvent[] = []) =>
  reach(authMachine, { entry }, events);

// The bank's answers arrive as the events the running chart would get from its calls.
const answered = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as AuthEvent;
const refused = (id: string, details: object = {}) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: Object.assign(new Error('refused'), details),
  }) as unknown as AuthEvent;

export const field = (name: string, value: string) =>
  ({ type: 'FIELD.CHANGE', field: name, value }) as AuthEvent;

export const steps = {
  fin: field('fin', '6XK2T9P'),
  password: field('password', 'Demo2026!'),
  repeat: field('passwordRepeat', 'Demo2026!'),
  code: { type: 'OTP.CHANGE', value: '123456' } as AuthEvent,
  codeSent: (otpOperation: 'LOGIN' | 'REGISTRATION' | 'FORGOT_PASSWORD') =>
    answered('requestCode', { sessionId: 'otp-session', otpOperation }),
  codeAccepted: answered('validateOtp', { registrationToken: 'registration' }),
  resent: answered('resendOtp', undefined),
  passwordSet: answered('setPassword', { accessToken: 'access', refreshToken: 'refresh' }),
  passwordRefused: refused('setPassword'),
  // The bank's refusals as ApiError carries them: a code, the tries left (issue 15).
  samePassword: refused('setPassword', {
    code: 'PASSWORD_SAME_AS_CURRENT',
    message: 'The new password must differ from the current one.',
  }),
  wrongPassword: refused('requestCode', { attemptsLeft: 3 }),
  wrongCode: refused('validateOtp', { attemptsLeft: 2 }),
  cooldownOver: (stage: string) =>
    ({
      type: `xstate.after.resendCooldown.auth.form.flow.${stage}.otp.resend.cooldown`,
    }) as unknown as AuthEvent,
};

/** Sign-up up to the code dialog, and through it to set-password. */
export const signupCode: AuthEvent[] = [
  steps.fin,
  { type: 'SUBMIT' },
  steps.codeSent('REGISTRATION'),
];
export const signupPassword: AuthEvent[] = [
  ...signupCode,
  steps.code,
  { type: 'OTP.SUBMIT' },
  steps.codeAccepted,
];
export const resetPassword: AuthEvent[] = [
  { type: 'DOCUMENT.SELECT', documentType: 'PIN' },
  { type: 'CONTINUE' },
  steps.fin,
  { type: 'SUBMIT' },
  steps.codeSent('FORGOT_PASSWORD'),
  steps.code,
  { type: 'OTP.SUBMIT' },
  steps.codeAccepted,
];
export const signinCode: AuthEvent[] = [
  steps.fin,
  steps.password,
  { type: 'SUBMIT' },
  steps.codeSent('LOGIN'),
];
