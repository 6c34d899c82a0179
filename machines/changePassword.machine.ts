/**
 * Changing the password from the signed-in menu (PRODUCT 2.2 change-password dialog, PRODUCT 7
 * POST /api/v1/change-password): the current and new password, then the SMS code that confirms
 * it. The bank calls are actors the app supplies with machine.provide(), as in the auth chart.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, notProvided } from './bank-calls';
import {
  type CodeCheck,
  codeCheck,
  codeRefused,
  type OtpEmitted,
  oneTimeCode,
  oneTimeCodeSetup,
} from './otp/one-time-code';

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
  startChange: (input: ChangePasswordRequest) => Promise<string>;
  confirmChange: (input: CodeCheck) => Promise<void>;
  resendOtp: (input: { sessionId: string }) => Promise<void>;
}

type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];

const empty: ChangePasswordContext = {
  currentPassword: '',
  password: '',
  passwordRepeat: '',
  otp: '',
  sessionId: null,
};

const otp = oneTimeCodeSetup<ChangePasswordContext, ChangePasswordEvent>();
const actors = {
  ...otp.actors,
  startChange: fromPromise<string, ChangePasswordRequest>(notProvided),
  confirmChange: fromPromise<void, CodeCheck>(notProvided),
};
const bankCall = bankCalls<ChangePasswordContext, typeof actors>();

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as OtpEmitted,
    tags: {} as 'busy' | 'otp',
  },
  actors,
  delays: otp.delays,
  guards: {
    ...otp.guards,
    formComplete: ({ context }) =>
      context.currentPassword !== '' &&
      context.password !== '' &&
      context.password === context.passwordRepeat,
  },
  actions: {
    ...otp.actions,
    forget: assign(() => empty),
    changeField: assign(({ context, event }) =>
      event.type === 'FIELD.CHANGE' ? { ...context, [event.field]: event.value } : context,
    ),
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
      invoke: bankCall('startChange', {
        input: ({ context }) => ({
          currentPassword: context.currentPassword,
          password: context.password,
          passwordConfirm: context.passwordRepeat,
        }),
        onDone: { target: 'otp', actions: 'keepCodeSession' },
        onError: { target: 'editing', actions: 'notifyError' },
      }),
    },
    otp: oneTimeCode({
      check: bankCall('confirmChange', {
        input: codeCheck,
        onDone: { target: '#changePassword.done', actions: 'forget' },
        onError: codeRefused,
      }),
    }),
    done: {},
  },
});
