/**
 * The sandbox third party (/sandbox-tpp, issue 18): a page that plays a TPP against the bank's
 * /psd2/v1 through the sandbox's server-side calls (the TPP's secret stays on the server). Pick
 * a third party, the rights, the last day and the reads a day, request a consent and follow its
 * scaRedirect to the bank (`redirect`, emitted with what to remember); back with the consent's
 * id, read what it allows (the status, the accounts with balances and a few transactions) or
 * the PSD2 refusal, and read again, with the customer present or not.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';

type Schemas = components['schemas'];
export type SandboxTpp = Schemas['SandboxTpp'];
export type SandboxTppRead = Schemas['SandboxTppRead'];
export type TppRight = keyof Schemas['ConsentAccess'];

export interface SandboxTppInput {
  /** The third party and consent the bank sent the browser back with, if any. */
  tppId: string | null;
  consentId: string | null;
  /** The first day offered as the consent's last day: 90 days ahead. */
  validUntil: string;
}

export interface SandboxTppContext {
  tpps: SandboxTpp[];
  tppId: string | null;
  access: Schemas['ConsentAccess'];
  validUntil: string;
  frequencyPerDay: number;
  consentId: string | null;
  read: SandboxTppRead | null;
  refusal: string | null;
}

export type SandboxTppEvent =
  | { type: 'TPP'; tppId: string }
  | { type: 'RIGHT'; right: TppRight }
  | { type: 'UNTIL'; value: string }
  | { type: 'FREQUENCY'; value: number }
  | { type: 'REQUEST' }
  | { type: 'READ'; attended: boolean }
  | { type: 'NEW' }
  | { type: 'RETRY' };

export type SandboxTppEmitted = {
  type: 'redirect';
  url: string;
  tppId: string;
  consentId: string;
};

interface TppRequest {
  tppId: string;
  request: Schemas['SandboxTppConsentRequest'];
}

const actors = {
  listSandboxTpps: fromPromise<SandboxTpp[], void>(notProvided),
  requestSandboxTppConsent: fromPromise<Schemas['SandboxTppConsent'], TppRequest>(notProvided),
  readSandboxTppData: fromPromise<
    SandboxTppRead,
    { tppId: string; consentId: string; attended: boolean }
  >(notProvided),
};
const bankCall = bankCalls<SandboxTppContext, typeof actors>();

export const sandboxTppMachine = setup({
  types: {
    input: {} as SandboxTppInput,
    context: {} as SandboxTppContext,
    events: {} as SandboxTppEvent,
    emitted: {} as SandboxTppEmitted,
    tags: {} as 'busy',
  },
  actors,
  guards: {
    returned: ({ context }) => context.consentId !== null && context.tppId !== null,
    requestable: ({ context }) =>
      context.tppId !== null &&
      Object.values(context.access).some(Boolean) &&
      /^\d{4}-\d{2}-\d{2}$/.test(context.validUntil),
  },
  actions: {
    keepTpps: assign(({ context }, tpps: SandboxTpp[]) => ({
      tpps,
      tppId: tpps.some((tpp) => tpp.id === context.tppId) ? context.tppId : (tpps[0]?.id ?? null),
      refusal: null,
    })),
    choose: assign(({ context, event }) => {
      switch (event.type) {
        case 'TPP':
          return { tppId: event.tppId };
        case 'RIGHT':
          return { access: { ...context.access, [event.right]: !context.access[event.right] } };
        case 'UNTIL':
          return { validUntil: event.value };
        case 'FREQUENCY':
          return { frequencyPerDay: Math.min(4, Math.max(1, Math.trunc(event.value) || 1)) };
        default:
          return {};
      }
    }),
    keepRefusal: assign((_, error: unknown) => ({ refusal: errorText(error) })),
    forgetRefusal: assign({ refusal: null }),
    keepRead: assign((_, read: SandboxTppRead) => ({ read, refusal: null })),
    forgetConsent: assign({ consentId: null, read: null, refusal: null }),
    notifyRedirect: emit(({ context }, created: Schemas['SandboxTppConsent']) => ({
      type: 'redirect' as const,
      url: created.scaRedirect,
      tppId: context.tppId ?? '',
      consentId: created.consentId,
    })),
  },
}).createMachine({
  id: 'sandboxTpp',
  initial: 'loading',
  context: ({ input }) => ({
    tpps: [],
    tppId: input.tppId,
    access: { accounts: true, balances: true, transactions: true },
    validUntil: input.validUntil,
    frequencyPerDay: 4,
    consentId: input.consentId,
    read: null,
    refusal: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: bankCall('listSandboxTpps', {
        onDone: [
          { guard: 'returned', target: 'reading', actions: 'keepTpps' },
          { target: 'choosing', actions: 'keepTpps' },
        ],
        onError: { target: 'failed', actions: 'keepRefusal' },
      }),
    },
    failed: { on: { RETRY: { target: 'loading', actions: 'forgetRefusal' } } },
    choosing: {
      on: {
        TPP: { actions: 'choose' },
        RIGHT: { actions: 'choose' },
        UNTIL: { actions: 'choose' },
        FREQUENCY: { actions: 'choose' },
        REQUEST: { guard: 'requestable', target: 'requesting' },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: bankCall('requestSandboxTppConsent', {
        input: ({ context }) => ({
          tppId: context.tppId ?? '',
          request: {
            access: context.access,
            recurringIndicator: true,
            validUntil: context.validUntil,
            frequencyPerDay: context.frequencyPerDay,
          },
        }),
        onDone: { target: 'redirecting', actions: 'notifyRedirect' },
        onError: { target: 'choosing', actions: 'keepRefusal' },
      }),
    },
    // The browser is on its way to the bank's authorisation page.
    redirecting: {},
    reading: {
      tags: ['busy'],
      invoke: {
        ...bankCall('readSandboxTppData', {
          onDone: { target: 'shown', actions: 'keepRead' },
          onError: { target: 'shown', actions: 'keepRefusal' },
        }),
        input: ({ context, event }) => ({
          tppId: context.tppId ?? '',
          consentId: context.consentId ?? '',
          attended: event.type === 'READ' ? event.attended : true,
        }),
      },
    },
    shown: {
      on: {
        READ: 'reading',
        NEW: { target: 'choosing', actions: 'forgetConsent' },
      },
    },
  },
});
