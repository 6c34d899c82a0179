/**
 * Choosing loan insurance (issue 5, step 3; SPEC 4.5): the insurers' offers are read, the customer
 * picks one and selects it — the bank is asked to update the choice when the customer already has
 * insurance, to select it otherwise — or skips insurance. An empty list still lets them skip.
 * The bank calls are actors the app supplies with machine.provide().
 */
import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  fromPromise,
  setup,
} from 'xstate';
import { errorText, notProvided } from './bank-calls';

export interface InsuranceOffer {
  insurerId: string;
  name: string;
  premium: number;
  currency?: string;
}

export interface InsuranceOffers {
  insurances: InsuranceOffer[];
  hasExistingInsurance: boolean;
}

export interface InsuranceChoiceContext extends InsuranceOffers {
  insurerId: string | null;
}

export type InsuranceChoiceEvent =
  | { type: 'CHOOSE'; insurerId: string }
  | { type: 'SELECT' }
  | { type: 'SKIP' }
  | { type: 'RETRY' };

/** What saving sends: the insurer, and whether it replaces an existing insurance (PATCH). */
export interface InsuranceSave {
  insurerId: string;
  update: boolean;
}

export interface InsuranceChoiceServices {
  loadOffers: () => Promise<InsuranceOffers>;
  saveInsurance: (save: InsuranceSave) => Promise<void>;
  skipInsurance: () => Promise<void>;
}

const failure = {
  target: 'failed',
  actions: {
    type: 'notifyError',
    params: ({ event }: { event: ErrorActorEvent }) => errorText(event.error),
  },
} as const;

export const insuranceChoiceMachine = setup({
  types: {
    context: {} as InsuranceChoiceContext,
    events: {} as InsuranceChoiceEvent,
    emitted: {} as { type: 'error'; message: string } | { type: 'done' },
    tags: {} as 'busy',
  },
  actors: {
    loadOffers: fromPromise<InsuranceOffers>(notProvided),
    saveInsurance: fromPromise<void, InsuranceSave>(notProvided),
    skipInsurance: fromPromise<void>(notProvided),
  },
  guards: {
    offered: ({ context, event }) =>
      event.type === 'CHOOSE' &&
      context.insurances.some((offer) => offer.insurerId === event.insurerId),
    chosen: ({ context }) => context.insurerId !== null,
  },
  actions: {
    keepOffers: assign((_, offers: InsuranceOffers) => ({ ...offers, insurerId: null })),
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { insurerId: event.insurerId } : {})),
    notifyError: emit((_, message: string) => ({ type: 'error' as const, message })),
    notifyDone: emit({ type: 'done' as const }),
  },
}).createMachine({
  id: 'insuranceChoice',
  initial: 'loading',
  context: { insurances: [], hasExistingInsurance: false, insurerId: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOffers',
        src: 'loadOffers',
        onDone: {
          target: 'choosing',
          actions: {
            type: 'keepOffers',
            params: ({ event }: { event: DoneActorEvent<InsuranceOffers> }) => event.output,
          },
        },
        onError: failure,
      },
    },
    choosing: {
      on: {
        CHOOSE: { guard: 'offered', actions: 'choose' },
        SELECT: { guard: 'chosen', target: 'saving' },
        SKIP: 'skipping',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveInsurance',
        src: 'saveInsurance',
        input: ({ context }) => ({
          insurerId: context.insurerId ?? '',
          update: context.hasExistingInsurance,
        }),
        onDone: 'done',
        onError: failure,
      },
    },
    skipping: {
      tags: ['busy'],
      invoke: { id: 'skipInsurance', src: 'skipInsurance', onDone: 'done', onError: failure },
    },
    // Trying again reads the offers afresh: the insurance may have been saved meanwhile.
    failed: { on: { RETRY: 'loading' } },
    done: { type: 'final', entry: 'notifyDone' },
  },
});
