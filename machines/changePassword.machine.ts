/**
 * Changing the password from the signed-in menu (SPEC 2.2 change-password dialog, SPEC 7
 * POST /api/v1/change-password): the current and new password, then the SMS code that confirms
 * it. The bank calls are actors the app supplies with machine.provide(), as in the auth chart.
 */
import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  fromPromise,
  setup,
} from 'xstate';
import { isCompleteOtp, otpLength } from '../src/domain/identifiers';
import { errorMessage, resendCooldownMs } from './auth/setup';
import { notProvided } from './bank-calls';
import { resendRegion } from './otp/resend-region';

export { resendCooldownMs };

export type ChangePasswordField = 'currentPassword' | 'password' | 'passwordRepeat';

export interface ChangePasswordContext {
  currentPassword: string;
  password: string;
  passwordRepeat: string;
  otp: string;
  /** The one-time-code session the bank answered with (`data`), sent back as Session-Id. */
  sessionId: string | null;
}

export type ChangePasswordEvent =
  | { type: 'OPEN' }
  | { type: 'FIELD.CHANGE'; field: ChangePasswordField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' }
  | { type: 'CLOSE' }
  | { type: 'RESET' };

/** The bank calls of a password change; the app supplies them. */
export interface ChangePasswordServices {
  /** Checks both passwords and sends a code; resolves to the code's session id. */
  startChange: (input: {
    currentPassword: string;
    password: string;
    passwordConfirm: string;
  }) => Promise<string>;
  confirmChange: (input: { sessionId: string; otp: string }) => Promise<void>;
  resendOtp: (input: { sessionId: string }) => Promise<void>;
}

type Input<K extends keyof ChangePasswordServices> = Parameters<ChangePasswordServices[K]>[0];

const empty: ChangePasswordContext = {
  currentPassword: '',
  password: '',
  passwordRepeat: '',
  otp: '',
  sessionId: null,
};

const failure = ({ event }: { event: ErrorActorEvent }) => event.error;

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as { type: 'error'; message: string },
    tags: {} as 'busy' | 'otp',
  },
  actors: {
    startChange: fromPromise<string, Input<'startChange'>>(notProvided),
    confirmChange: fromPromise<void, Input<'confirmChange'>>(notProvided),
    resendOtp: fromPromise<void, Input<'resendOtp'>>(notProvided),
  },
  delays: { resendCooldown: resendCooldownMs },
  guards: {
    formComplete: ({ context }) =>
      context.currentPassword !== '' &&
      context.password !== '' &&
      context.password === context.passwordRepeat,
    otpComplete: ({ context }) => isCompleteOtp(context.otp),
  },
  actions: {
    forget: assign(() => empty),
    changeField: assign(({ context, event }) =>
      event.type === 'FIELD.CHANGE' ? { ...context, [event.field]: event.value } : context,
    ),
    changeOtp: assign(({ context, event }) =>
      event.type === 'OTP.CHANGE'
        ? { ...context, otp: event.value.replace(/\D/g, '').slice(0, otpLength) }
        : context,
    ),
    keepSession: assign((_, sessionId: string) => ({ sessionId, otp: '' })),
    clearOtp: assign({ otp: '' }),
    notifyError: emit((_, error: unknown) => ({
      type: 'error' as const,
      message: errorMessage(error),
    })),
  },
}).createMachine({
  id: 'changePassword',
  initial: 'closed',
  context: empty,
  // Closing or a reset ends the change wherever it is; a call in flight is abandoned.
  on: {
    CLOSE: { target: '.closed', actions: 'forget' },
    RESET: { target: '.closed', actions: 'forget' },
  },
  states: {
    closed: { on: { OPEN: 'editing' } },
    editing: {
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        SUBMIT: { guard: 'formComplete', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'startChange',
        src: 'startChange',
        input: ({ context }) => ({
          currentPassword: context.currentPassword,
          password: context.password,
          passwordConfirm: context.passwordRepeat,
        }),
        onDone: {
          target: 'otp',
          actions: {
            type: 'keepSession',
            params: ({ event }: { event: DoneActorEvent<string> }) => event.output,
          },
        },
        onError: { target: 'editing', actions: { type: 'notifyError', params: failure } },
      },
    },
    otp: {
      type: 'parallel',
      tags: ['otp'],
      on: { 'OTP.CHANGE': { actions: 'changeOtp' } },
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: { on: { 'OTP.SUBMIT': { guard: 'otpComplete', target: 'validating' } } },
            validating: {
              tags: ['busy'],
              invoke: {
                id: 'confirmChange',
                src: 'confirmChange',
                input: ({ context }) => ({ sessionId: context.sessionId ?? '', otp: context.otp }),
                onDone: { target: '#changePassword.done', actions: 'forget' },
                onError: {
                  target: 'entering',
                  actions: [{ type: 'notifyError', params: failure }, 'clearOtp'],
                },
              },
            },
          },
        },
        resend: resendRegion,
      },
    },
    done: {},
  },
});
