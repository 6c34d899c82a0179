/**
 * The one-time-code dialog every chart that confirms with an SMS code composes (sign-in and
 * registration, the password change, and next the payments): typing the code, checking it with
 * the bank, and a new code after the cooldown. A chart spreads `oneTimeCodeSetup()` into its
 * setup and puts `oneTimeCode({ check })` where the code is asked for; the state names
 * (`code.entering`, `code.validating`, `resend.cooldown`, `resend.ready`, `resend.resending`)
 * and the tags `otp` and `busy` are what the dialogs and tests read.
 */
import { assign, type EventObject, emit, fromPromise } from 'xstate';
import { isCompleteOtp, otpLength } from '../../domain/identifiers';
import { bankCalls, bankError, notProvided } from '../bank-calls';

/** PRODUCT 4.3 / issue 3: a new code may be asked for 60 s after the last one. */
export const resendCooldownMs = 60_000;

/** What a chart asking for a code keeps: the code typed so far and the bank's session for it. */
export interface OtpContext {
  otp: string;
  sessionId: string | null;
  /** After a wrong code, the tries the bank still allows (its attemptsLeft); null otherwise. */
  codeTriesLeft?: number | null;
}

/** The tries a refusal says are left (the AuthError body's attemptsLeft), or null. */
export function attemptsLeftOf(error: unknown): number | null {
  const left = (error as { attemptsLeft?: unknown } | null)?.attemptsLeft;
  return typeof left === 'number' ? left : null;
}

/** The bank's message for a refused call; the dialog shows it as is (PRODUCT 8). */
export type OtpEmitted = { type: 'error'; message: string };

/** What checking a code sends: the code under the session the bank gave. */
export interface CodeCheck {
  sessionId: string;
  otp: string;
}

const otpActors = { resendOtp: fromPromise<void, { sessionId: string }>(notProvided) };
const bankCall = bankCalls<OtpContext, typeof otpActors>();

/**
 * The code dialog's actors, delays, guards and actions, for a chart whose context has the code's
 * fields. Spread each into the chart's setup; the chart adds the call that checks the code.
 */
export function oneTimeCodeSetup<TContext extends OtpContext, TEvent extends EventObject>() {
  // The chart's context only adds fields to OtpContext, so these updates fit it.
  const update = (fields: Partial<OtpContext>) => fields as Partial<TContext>;
  return {
    actors: otpActors,
    delays: { resendCooldown: resendCooldownMs },
    guards: { otpComplete: ({ context }: { context: OtpContext }) => isCompleteOtp(context.otp) },
    actions: {
      changeOtp: assign<TContext, TEvent, string, TEvent, never>((_, typed) =>
        update({ otp: typed.replace(/\D/g, '').slice(0, otpLength), codeTriesLeft: null }),
      ),
      keepCodeTries: assign<TContext, TEvent, unknown, TEvent, never>((_, error) =>
        update({ codeTriesLeft: attemptsLeftOf(error) }),
      ),
      clearOtp: assign<TContext, TEvent, unknown, TEvent, never>(() => update({ otp: '' })),
      // The call that sends a code answers with the session the code is checked under.
      keepCodeSession: assign<TContext, TEvent, string, TEvent, never>((_, sessionId) =>
        update({ sessionId, otp: '' }),
      ),
      notifyError: emit<TContext, TEvent, unknown, TEvent, OtpEmitted>(bankError),
    },
  };
}

/** The check's input: the code typed under the session the bank gave. */
export const codeCheck = ({ context }: { context: OtpContext }): CodeCheck => ({
  sessionId: context.sessionId ?? '',
  otp: context.otp,
});

/** A refused code: the bank's message and the tries left, and the customer types it again. */
export const codeRefused = {
  target: 'entering',
  actions: ['notifyError', 'keepCodeTries', 'clearOtp'],
} as const;

/** A new code only after the cooldown; a refused resend says why and may be asked again. */
const resend = {
  initial: 'cooldown',
  states: {
    cooldown: { after: { resendCooldown: 'ready' } },
    ready: { on: { 'OTP.RESEND': 'resending' } },
    resending: {
      invoke: bankCall('resendOtp', {
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: { target: 'cooldown', actions: 'clearOtp' },
        onError: { target: 'ready', actions: 'notifyError' },
      }),
    },
  },
} as const;

const typedCode = {
  type: 'changeOtp',
  params: ({ event }: { event: { type: 'OTP.CHANGE'; value: string } }) => event.value,
} as const;

/**
 * The code dialog, a parallel state: the code (entering → validating) beside the resend. `check`
 * is the chart's invoke of the call that checks the code, built with its bankCall from
 * `codeCheck` and `codeRefused`, whose outcomes are relative to `code` ('entering'); `on` adds
 * the dialog's own ways out.
 */
export function oneTimeCode<const TCheck, const TOn extends object = Record<never, never>>({
  check,
  on,
}: {
  check: TCheck;
  on?: TOn;
}) {
  return {
    type: 'parallel',
    tags: ['otp'],
    on: { 'OTP.CHANGE': { actions: typedCode }, ...(on as TOn) },
    states: {
      code: {
        initial: 'entering',
        states: {
          entering: { on: { 'OTP.SUBMIT': { guard: 'otpComplete', target: 'validating' } } },
          validating: { tags: ['busy'], invoke: check },
        },
      },
      resend,
    },
  } as const;
}
