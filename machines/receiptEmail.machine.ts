/**
 * Sending an executed transfer's receipt by email (issue 12, sendTransferReceipt): the customer
 * types an address, the form checks it with the bank's own rule (PRODUCT 5: required and valid),
 * the bank mails the PDF. A refusal of the address stands under the field; any other is an alert
 * with a retry. The call is an actor the app supplies with machine.provide().
 */
import { assign, fromPromise, setup } from 'xstate';
import { emailProblem } from '../domain/email';
import { bankCalls, errorText, notProvided } from './bank-calls';

export interface ReceiptEmailRequest {
  transferId: string;
  email: string;
}

/** The bank's words, and whether they are about the address (then shown under its field). */
export interface ReceiptEmailRefusal {
  message: string;
  onAddress: boolean;
}

export interface ReceiptEmailContext {
  transferId: string;
  /** The address as typed. */
  email: string;
  /** Field problems show once the customer has tried to send. */
  showProblems: boolean;
  /** The address the bank sent the receipt to. */
  sentTo: string;
  refusal: ReceiptEmailRefusal | null;
}

export type ReceiptEmailEvent =
  | { type: 'OPEN' }
  | { type: 'EMAIL.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'CLOSE' };

/** The bank call the app supplies. */
export interface ReceiptEmailServices {
  sendReceipt: (request: ReceiptEmailRequest) => Promise<void>;
}

const fresh = { email: '', showProblems: false, sentTo: '', refusal: null } as const;

/**
 * The request's only field is the address, so the bank's 400 VALIDATION_FAILED is about it
 * (its message names the field "email"); anything else is not the customer's typing.
 */
function isAddressRefusal(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  return status === 400 && code === 'VALIDATION_FAILED';
}

const address = (context: ReceiptEmailContext) => context.email.trim();

const actors = {
  sendReceipt: fromPromise<void, ReceiptEmailRequest>(notProvided),
};
const bankCall = bankCalls<ReceiptEmailContext, typeof actors>();

export const receiptEmailMachine = setup({
  types: {
    context: {} as ReceiptEmailContext,
    events: {} as ReceiptEmailEvent,
    input: {} as { transferId: string },
    tags: {} as 'busy' | 'form',
  },
  actors,
  guards: {
    addressValid: ({ context }) => emailProblem(context.email) === undefined,
    refusedAddress: (_, error: unknown) => isAddressRefusal(error),
  },
  actions: {
    forget: assign(fresh),
    // A change answers the bank's refusal: the customer is correcting the address.
    change: assign(({ event }) =>
      event.type === 'EMAIL.CHANGE' ? { email: event.value, refusal: null } : {},
    ),
    showProblems: assign({ showProblems: true }),
    dropRefusal: assign({ refusal: null }),
    keepSent: assign(({ context }) => ({ sentTo: address(context) })),
    keepRefusal: assign((_, error: unknown) => ({
      refusal: { message: errorText(error), onAddress: isAddressRefusal(error) },
    })),
  },
}).createMachine({
  id: 'receiptEmail',
  initial: 'closed',
  context: ({ input }) => ({ transferId: input.transferId, ...fresh }),
  // Closing ends it wherever it is; a sending in flight is left to the bank.
  on: { CLOSE: { target: '.closed', actions: 'forget' } },
  states: {
    closed: { on: { OPEN: 'editing' } },
    editing: {
      tags: ['form'],
      on: {
        'EMAIL.CHANGE': { actions: 'change' },
        SUBMIT: [{ guard: 'addressValid', target: 'sending' }, { actions: 'showProblems' }],
      },
    },
    sending: {
      tags: ['form', 'busy'],
      entry: 'dropRefusal',
      invoke: bankCall('sendReceipt', {
        input: ({ context }) => ({ transferId: context.transferId, email: address(context) }),
        onDone: { target: 'sent', actions: 'keepSent' },
        onError: [
          { guard: 'refusedAddress', target: 'editing', actions: 'keepRefusal' },
          { target: 'refused', actions: 'keepRefusal' },
        ],
      }),
    },
    // Another address (or the same one again) starts from the one just used.
    sent: { on: { EDIT: 'editing' } },
    refused: {
      on: {
        RETRY: 'sending',
        EDIT: { target: 'editing', actions: 'dropRefusal' },
      },
    },
  },
});
