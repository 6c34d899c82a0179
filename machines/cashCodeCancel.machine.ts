/**
 * Cancelling an active withdrawal code from the /cash-by-code list (cancelCashCode): the
 * customer asks, a dialog asks them to confirm, the bank releases the hold (the commission
 * stays). A refusal (the code was used or expired meanwhile: 'Unsuccessful operation') is said
 * in the dialog. The app reads the list and the balances again on `canceled`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { bankCalls, errorText, notProvided } from './bank-calls';
import type { CashCode } from './cashCode.types';

export interface CashCodeCancelContext {
  code: CashCode | null;
  refusal: string | null;
}

export type CashCodeCancelEvent =
  | { type: 'ASK'; code: CashCode }
  | { type: 'KEEP' }
  | { type: 'CONFIRM' };

export type CashCodeCancelEmitted = { type: 'canceled'; code: CashCode };

const actors = { cancelCashCode: fromPromise<CashCode, { codeId: string }>(notProvided) };
const bankCall = bankCalls<CashCodeCancelContext, typeof actors>();

export const cashCodeCancelMachine = setup({
  types: {
    context: {} as CashCodeCancelContext,
    events: {} as CashCodeCancelEvent,
    emitted: {} as CashCodeCancelEmitted,
    tags: {} as 'busy',
  },
  actors,
  guards: { active: ({ event }) => event.type === 'ASK' && event.code.status === 'ACTIVE' },
  actions: {
    keepCode: assign(({ event }) =>
      event.type === 'ASK' ? { code: event.code, refusal: null } : {},
    ),
    forget: assign({ code: null, refusal: null }),
    keepRefusal: assign((_, error: unknown) => ({ refusal: errorText(error) })),
    notifyCanceled: emit((_, code: CashCode) => ({ type: 'canceled' as const, code })),
  },
}).createMachine({
  id: 'cashCodeCancel',
  initial: 'idle',
  context: { code: null, refusal: null },
  states: {
    idle: { on: { ASK: { guard: 'active', target: 'asking', actions: 'keepCode' } } },
    asking: {
      on: { KEEP: { target: 'idle', actions: 'forget' }, CONFIRM: 'canceling' },
    },
    canceling: {
      tags: ['busy'],
      invoke: bankCall('cancelCashCode', {
        input: ({ context }) => ({ codeId: context.code?.id ?? '' }),
        onDone: { target: 'idle', actions: ['notifyCanceled', 'forget'] },
        onError: { target: 'refused', actions: 'keepRefusal' },
      }),
    },
    // Nothing changed; the dialog says why and closes on the customer's word.
    refused: { on: { KEEP: { target: 'idle', actions: 'forget' } } },
  },
});
