/**
 * Choosing loan insurance (issue 5, step 3; PRODUCT 4.5): the insurers' offers are read, the customer
 * picks one and selects it — the bank is asked to update the choice when the customer already has
 * insurance, to select it otherwise — or skips insurance. An empty list still lets them skip.
 * When the bank says health insurance is unavailable for the loan (no insurer covers it),
 * `unavailable` explains it first (PRODUCT 2.2's dialog): the customer goes on without insurance,
 * or closes it and stays on the step. The bank calls are actors the app supplies with
 * machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, bankError, notProvided } from './bank-calls';

export type InsuranceOffer = components['schemas']['InsuranceOffer'];

export type InsuranceOffers = components['schemas']['InsuranceOffersResponse'];

export interface InsuranceChoiceContext extends InsuranceOffers {
  insurerId: string | null;
}

export type InsuranceChoiceEvent =
  | { type: 'CHOOSE'; insurerId: string }
  | { type: 'SELECT' }
  | { type: 'SKIP' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

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

const actors = {
  loadOffers: fromPromise<InsuranceOffers>(notProvided),
  saveInsurance: fromPromise<void, InsuranceSave>(notProvided),
  skipInsurance: fromPromise<void>(notProvided),
};
const bankCall = bankCalls<InsuranceChoiceContext, typeof actors>();
const failure = { target: 'failed', actions: 'notifyError' } as const;

export const insuranceChoiceMachine = setup({
  types: {
    context: {} as InsuranceChoiceContext,
    events: {} as InsuranceChoiceEvent,
    emitted: {} as { type: 'error'; message: string } | { type: 'done' },
    tags: {} as 'busy',
  },
  actors,
  guards: {
    offered: ({ context, event }) =>
      event.type === 'CHOOSE' &&
      context.insurances.some((offer) => offer.insurerId === event.insurerId),
    chosen: ({ context }) => context.insurerId !== null,
    unavailable: (_, offers: InsuranceOffers) => offers.unavailable !== undefined,
  },
  actions: {
    keepOffers: assign((_, offers: InsuranceOffers) => ({
      ...offers,
      // A fresh answer without it means insurance is available now.
      unavailable: offers.unavailable,
      insurerId: null,
    })),
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { insurerId: event.insurerId } : {})),
    notifyError: emit(bankError),
    notifyDone: emit({ type: 'done' as const }),
  },
}).createMachine({
  id: 'insuranceChoice',
  initial: 'loading',
  context: { insurances: [], hasExistingInsurance: false, insurerId: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: bankCall('loadOffers', {
        onDone: [
          { guard: 'unavailable', target: 'unavailable', actions: 'keepOffers' },
          { target: 'choosing', actions: 'keepOffers' },
        ],
        onError: failure,
      }),
    },
    choosing: {
      on: {
        CHOOSE: { guard: 'offered', actions: 'choose' },
        SELECT: { guard: 'chosen', target: 'saving' },
        SKIP: 'skipping',
      },
    },
    unavailable: {
      on: { SKIP: 'skipping', DISMISS: 'choosing' },
    },
    saving: {
      tags: ['busy'],
      invoke: bankCall('saveInsurance', {
        input: ({ context }) => ({
          insurerId: context.insurerId ?? '',
          update: context.hasExistingInsurance,
        }),
        onDone: 'done',
        onError: failure,
      }),
    },
    skipping: {
      tags: ['busy'],
      invoke: bankCall('skipInsurance', { onDone: 'done', onError: failure }),
    },
    // Trying again reads the offers afresh: the insurance may have been saved meanwhile.
    failed: { on: { RETRY: 'loading' } },
    done: { type: 'final', entry: 'notifyDone' },
  },
});
