import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type ReceiptEmailEvent, receiptEmailMachine } from '../../machines/receiptEmail.machine';
import { ReceiptEmailView } from '../../src/features/transfers/ReceiptEmailView';
import { ApiError } from '../../src/shared/api/errors';
import { executedExchange, transferRefusals } from '../../tests/fake-bank/fixtures/transfers';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof ReceiptEmailView>[0]['snapshot'];

/** Every state of the receipt-email chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <ReceiptEmailView snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Transfers/ReceiptEmail',
  component: View,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (events: ReceiptEmailEvent[]): Story => ({
  args: { snapshot: reach(receiptEmailMachine, { transferId: executedExchange.id }, events) },
});
// The bank's answers arrive as the events the running chart would get from its call.
const refused = (status: number, body: object) =>
  ({
    type: 'xstate.error.actor.sendReceipt',
    error: new ApiError(status, body),
  }) as unknown as ReceiptEmailEvent;
const sent = { type: 'xstate.done.actor.sendReceipt' } as unknown as ReceiptEmailEvent;
const open: ReceiptEmailEvent = { type: 'OPEN' };
const typed = (value: string): ReceiptEmailEvent => ({ type: 'EMAIL.CHANGE', value });
const submit: ReceiptEmailEvent = { type: 'SUBMIT' };
const sending = [open, typed('leyla.aliyeva@example.az'), submit];

/** Closed: only the button on the executed transfer's result. */
export const Closed = state([]);
/** Opened: the address, nothing flagged before a first try. */
export const Editing = state([open]);
/** Sent empty: PRODUCT 5's "fill in the field". */
export const EditingRequired = state([open, submit]);
/** An address no mail provider takes is refused before any call. */
export const EditingInvalid = state([open, typed('leyla@localhost'), submit]);
export const Sending = state(sending);
/** The bank refused the address: its words under the field. */
export const EditingRefusedByBank = state([
  ...sending,
  refused(400, transferRefusals.emailInvalid),
]);
export const Sent = state([...sending, sent]);
/** The bank could not send it: its words in an alert, with a retry. */
export const Refused = state([...sending, refused(503, transferRefusals.mailNotConfigured)]);
/** No answer at all (offline): the default message of PRODUCT 8. */
export const RefusedWithoutMessage = state([
  ...sending,
  {
    type: 'xstate.error.actor.sendReceipt',
    error: new TypeError(''),
  } as unknown as ReceiptEmailEvent,
]);
