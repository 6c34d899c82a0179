/**
 * A card's online (card-not-present) payments switch (issue 16): one press turns them off or on
 * at once, without a code, so a customer who fears for the card is quick. The switch shows the
 * bank's answer: while the call runs it shows the asked-for position, a refusal puts it back and
 * says why. The call is an actor the app supplies; `changed` carries the new controls.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';

type CardControls = components['schemas']['CardControls'];

export interface CardOnlineContext {
  cardId: string;
  /** As the bank has it. */
  enabled: boolean;
  /** The position asked for while the call runs. */
  asked: boolean;
  refusal: string | null;
}

export type CardOnlineEvent = { type: 'TOGGLE' };

export type CardOnlineEmitted =
  | { type: 'changed'; controls: CardControls }
  | { type: 'error'; message: string };

export interface CardOnlineServices {
  setOnlinePayments: (input: { cardId: string; enabled: boolean }) => Promise<CardControls>;
}

const actors = {
  setOnlinePayments: fromPromise<CardControls, { cardId: string; enabled: boolean }>(notProvided),
};
const bankCall = bankCalls<CardOnlineContext, typeof actors>();

export const cardOnlinePaymentsMachine = setup({
  types: {
    context: {} as CardOnlineContext,
    events: {} as CardOnlineEvent,
    input: {} as { cardId: string; enabled: boolean },
    emitted: {} as CardOnlineEmitted,
    tags: {} as 'busy',
  },
  actors,
  actions: {
    ask: assign(({ context }) => ({ asked: !context.enabled, refusal: null })),
    keepAnswer: assign((_, controls: CardControls) => ({
      enabled: controls.onlinePayments,
      asked: controls.onlinePayments,
    })),
    tellChanged: emit((_, controls: CardControls) => ({ type: 'changed' as const, controls })),
    putBack: assign(({ context }, error: unknown) => ({
      asked: context.enabled,
      refusal: errorText(error),
    })),
    tellError: emit((_, error: unknown) => ({ type: 'error' as const, message: errorText(error) })),
  },
}).createMachine({
  id: 'cardOnlinePayments',
  initial: 'idle',
  context: ({ input }) => ({
    cardId: input.cardId,
    enabled: input.enabled,
    asked: input.enabled,
    refusal: null,
  }),
  states: {
    idle: { on: { TOGGLE: { target: 'saving', actions: 'ask' } } },
    saving: {
      tags: ['busy'],
      invoke: bankCall('setOnlinePayments', {
        input: ({ context }) => ({ cardId: context.cardId, enabled: context.asked }),
        onDone: { target: 'idle', actions: ['keepAnswer', 'tellChanged'] },
        onError: { target: 'failed', actions: ['putBack', 'tellError'] },
      }),
    },
    failed: { on: { TOGGLE: { target: 'saving', actions: 'ask' } } },
  },
});
