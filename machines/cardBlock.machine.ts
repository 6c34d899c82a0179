/**
 * Blocking and unblocking a card (PRODUCT 4.5): blocking asks the customer to confirm first,
 * unblocking (activate) is one press and allowed at any time. The chart knows the card's status
 * so a button is offered exactly when `snapshot.can(event)`; the bank calls are actors the app
 * supplies with machine.provide(), and it learns the outcome from emitted events.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';

export type CardStatus = components['schemas']['Card']['status'];
type Card = components['schemas']['Card'];

export type CardAction = 'block' | 'activate';

export interface CardBlockContext {
  cardId: string;
  status: CardStatus;
  /** What the last call did or tried to do, for the result the dialog shows. */
  lastAction: CardAction | null;
}

export type CardBlockEvent =
  | { type: 'BLOCK' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'ACTIVATE' };

export type CardBlockEmitted =
  | { type: 'changed'; card: Card }
  | { type: 'error'; action: CardAction; message: string };

/** The bank calls; each resolves to the card as the bank now has it. */
export interface CardBlockServices {
  blockCard: (input: { cardId: string }) => Promise<Card>;
  activateCard: (input: { cardId: string }) => Promise<Card>;
}

const call = ({ context }: { context: CardBlockContext }) => ({ cardId: context.cardId });

/** What a customer may start from a settled state: block (confirmed first) or unblock. */
const offers = {
  BLOCK: { guard: 'isActive', target: 'confirming' },
  ACTIVATE: {
    guard: 'isBlocked',
    target: 'activating',
    actions: 'rememberActivate',
  },
} as const;

const actors = {
  blockCard: fromPromise<Card, { cardId: string }>(notProvided),
  activateCard: fromPromise<Card, { cardId: string }>(notProvided),
};
const bankCall = bankCalls<CardBlockContext, typeof actors>();
const settled = {
  onDone: { target: 'done', actions: ['keepCard', 'tellChanged'] },
  onError: { target: 'failed', actions: 'tellError' },
} as const;

export const cardBlockMachine = setup({
  types: {
    context: {} as CardBlockContext,
    events: {} as CardBlockEvent,
    input: {} as { cardId: string; status: CardStatus },
    emitted: {} as CardBlockEmitted,
    tags: {} as 'busy',
  },
  actors,
  guards: {
    isActive: ({ context }) => context.status === 'ACTIVE',
    isBlocked: ({ context }) => context.status === 'BLOCKED',
  },
  actions: {
    rememberBlock: assign({ lastAction: 'block' as const }),
    rememberActivate: assign({ lastAction: 'activate' as const }),
    keepCard: assign((_, card: Card) => ({ status: card.status })),
    tellChanged: emit((_, card: Card) => ({ type: 'changed' as const, card })),
    tellError: emit(({ context }, error: unknown) => ({
      type: 'error' as const,
      action: context.lastAction ?? 'block',
      // The bank's own words; the app adds its default text when there are none (network).
      message: errorText(error),
    })),
  },
}).createMachine({
  id: 'cardBlock',
  initial: 'idle',
  context: ({ input }) => ({ cardId: input.cardId, status: input.status, lastAction: null }),
  states: {
    idle: { on: offers },
    confirming: {
      on: {
        CONFIRM: { target: 'blocking', actions: 'rememberBlock' },
        CANCEL: 'idle',
      },
    },
    blocking: {
      tags: ['busy'],
      invoke: bankCall('blockCard', { input: call, ...settled }),
    },
    activating: {
      tags: ['busy'],
      invoke: bankCall('activateCard', { input: call, ...settled }),
    },
    // After a result the card can be blocked or unblocked again, as before any call.
    done: { on: offers },
    failed: { on: offers },
  },
});
