/**
 * A card's daily limits in its dialog (issue 16): the customer edits the cash, purchases and
 * online limits, the form checks each against the bank's maximum with the bank's own rules
 * (domain/cards/limits.ts), the bank sends a one-time code, and the code sets exactly those
 * figures. A refusal of the figures returns to the form; a code that can no longer confirm
 * anything (expired, tried too often, sent for other figures) ends in `refused`. The bank calls
 * are actors the app supplies; it learns of the new controls from the emitted `changed`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  type CardLimitKind,
  type CardLimitProblem,
  cardLimitKinds,
  parseCardLimit,
} from '../domain/cards/limits';
import { type Currency, toDecimalString } from '../domain/money';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';
import {
  type CodeCheck,
  codeCheck,
  codeRefused,
  type OtpContext,
  oneTimeCode,
  oneTimeCodeSetup,
} from './otp/one-time-code';

export type CardControls = components['schemas']['CardControls'];
type CodeChallenge = components['schemas']['CodeChallenge'];

export type LimitDrafts = Record<CardLimitKind, string>;
export type LimitProblems = Partial<Record<CardLimitKind, CardLimitProblem>>;

export interface CardLimitsContext extends OtpContext {
  controls: CardControls;
  drafts: LimitDrafts;
  /** The bank's words for the last refusal, shown over the form or in `refused`. */
  refusal: string | null;
}

export type CardLimitsEvent =
  | { type: 'EDIT' }
  | { type: 'LIMIT.CHANGE'; limit: CardLimitKind; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' };

export type CardLimitsEmitted =
  | { type: 'changed'; controls: CardControls }
  | { type: 'error'; message: string };

/** The figures asked for, in major units as the contract carries them. */
export type LimitFigures = Record<CardLimitKind, number>;
export interface LimitsRequest extends LimitFigures {
  cardId: string;
}

export interface CardLimitsServices {
  /** Checks the figures and sends a code: the code's session. */
  requestLimitsCode: (input: LimitsRequest) => Promise<CodeChallenge>;
  /** The same figures with the code: the controls as now set. */
  confirmLimits: (input: LimitsRequest & CodeCheck) => Promise<CardControls>;
  resendOtp: (input: { sessionId: string }) => Promise<void>;
}

const draftsOf = (controls: CardControls): LimitDrafts => ({
  cash: toDecimalString(Math.round(controls.cash.daily * 100), controls.currency),
  purchases: toDecimalString(Math.round(controls.purchases.daily * 100), controls.currency),
  online: toDecimalString(Math.round(controls.online.daily * 100), controls.currency),
});

/** Each draft checked against its maximum: the problems, or the figures when there are none. */
export function checkLimits(context: Pick<CardLimitsContext, 'controls' | 'drafts'>): {
  problems: LimitProblems;
  figures: LimitFigures | null;
} {
  const { controls, drafts } = context;
  const currency = controls.currency as Currency;
  const problems: LimitProblems = {};
  const figures = {} as LimitFigures;
  for (const kind of cardLimitKinds) {
    const maxMinor = Math.round(controls[kind].max * 100);
    const parsed = parseCardLimit(drafts[kind], currency, maxMinor);
    if (parsed.ok) figures[kind] = parsed.minor / 100;
    else problems[kind] = parsed.problem;
  }
  return { problems, figures: Object.keys(problems).length === 0 ? figures : null };
}

const request = ({ context }: { context: CardLimitsContext }): LimitsRequest => ({
  cardId: context.controls.cardId,
  ...(checkLimits(context).figures as LimitFigures),
});

// The code can confirm nothing more: a new code (a new request) is needed.
const closingCodes = new Set([
  'OTP_ATTEMPTS_EXCEEDED',
  'OTP_EXPIRED',
  'OTP_SESSION_INVALID',
  'CONFIRMATION_MISMATCH',
]);
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

const otp = oneTimeCodeSetup<CardLimitsContext, CardLimitsEvent>();
const actors = {
  ...otp.actors,
  requestLimitsCode: fromPromise<CodeChallenge, LimitsRequest>(notProvided),
  confirmLimits: fromPromise<CardControls, LimitsRequest & CodeCheck>(notProvided),
};
const bankCall = bankCalls<CardLimitsContext, typeof actors>();

export const cardLimitsMachine = setup({
  types: {
    context: {} as CardLimitsContext,
    events: {} as CardLimitsEvent,
    input: {} as { controls: CardControls },
    emitted: {} as CardLimitsEmitted,
    tags: {} as 'busy' | 'otp',
  },
  actors,
  delays: otp.delays,
  guards: {
    ...otp.guards,
    limitsValid: ({ context }) => checkLimits(context).figures !== null,
    codeClosed: (_, error: unknown) => closingCodes.has(String(codeOf(error))),
  },
  actions: {
    ...otp.actions,
    startDrafts: assign(({ context }) => ({ drafts: draftsOf(context.controls), refusal: null })),
    changeLimit: assign(({ context, event }) =>
      event.type === 'LIMIT.CHANGE'
        ? { drafts: { ...context.drafts, [event.limit]: event.value } }
        : {},
    ),
    keepChallenge: assign((_, challenge: CodeChallenge) => ({
      sessionId: challenge.sessionId,
      otp: '',
      codeTriesLeft: null,
      refusal: null,
    })),
    keepRefusal: assign((_, error: unknown) => ({ refusal: errorText(error) })),
    forgetCode: assign({ sessionId: null, otp: '', codeTriesLeft: null }),
    keepControls: assign((_, controls: CardControls) => ({ controls })),
    tellChanged: emit((_, controls: CardControls) => ({ type: 'changed' as const, controls })),
  },
}).createMachine({
  id: 'cardLimits',
  initial: 'viewing',
  context: ({ input }) => ({
    controls: input.controls,
    drafts: draftsOf(input.controls),
    refusal: null,
    otp: '',
    sessionId: null,
    codeTriesLeft: null,
  }),
  states: {
    viewing: { on: { EDIT: { target: 'editing', actions: 'startDrafts' } } },
    editing: {
      on: {
        'LIMIT.CHANGE': { actions: 'changeLimit' },
        SUBMIT: [{ guard: 'limitsValid', target: 'requesting' }, { target: 'invalid' }],
        CANCEL: 'viewing',
      },
    },
    // Figures the bank would refuse: the fields say why, nothing is sent until they change.
    invalid: {
      on: {
        'LIMIT.CHANGE': { target: 'editing', actions: 'changeLimit' },
        CANCEL: 'viewing',
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: bankCall('requestLimitsCode', {
        input: request,
        onDone: { target: 'otp', actions: 'keepChallenge' },
        onError: { target: 'editing', actions: 'keepRefusal' },
      }),
    },
    otp: oneTimeCode({
      check: bankCall('confirmLimits', {
        input: ({ context }) => ({ ...request({ context }), ...codeCheck({ context }) }),
        onDone: {
          target: '#cardLimits.saved',
          actions: ['keepControls', 'tellChanged', 'forgetCode'],
        },
        onError: [
          {
            guard: 'codeClosed',
            target: '#cardLimits.refused',
            actions: ['keepRefusal', 'forgetCode'],
          },
          codeRefused,
        ],
      }),
      on: { CANCEL: { target: 'editing', actions: 'forgetCode' } },
    }),
    saved: { on: { EDIT: { target: 'editing', actions: 'startDrafts' } } },
    refused: { on: { EDIT: { target: 'editing', actions: 'startDrafts' } } },
  },
});
