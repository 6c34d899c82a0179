import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type OperationDetailsEvent,
  operationDetailsMachine,
} from '../../machines/operationDetails.machine';
import { OperationDialog } from '../../src/features/operations/OperationDialog';
import { operationDetails } from '../../tests/fake-bank/fixtures/operations';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof OperationDialog>[0]['snapshot'];

/** Every state of the operation-details chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <OperationDialog snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Operations/OperationDialog',
  component: View,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (events: OperationDetailsEvent[]): Story => ({
  args: { snapshot: reach(operationDetailsMachine, undefined, events) },
});
const bank = (type: string, payload: object) =>
  ({ type, ...payload }) as unknown as OperationDetailsEvent;
const opened: OperationDetailsEvent[] = [{ type: 'OPEN', id: '121' }];
const shown = (details = operationDetails()) => [
  ...opened,
  bank('xstate.done.actor.fetchOperation', { output: details }),
];
const file = {
  blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  filename: 'receipt-TR-2026-0000042.pdf',
};

export const Loading = state(opened);
/** A transfer to another bank: the counterparty, its bank, the commission inside the amount. */
export const Shown = state(shown());
/** Money coming in, exchanged: the other currency and the rate. */
export const ShownExchange = state(
  shown(
    operationDetails({
      amount: 99.7,
      currency: 'USD',
      balanceAfter: 409.7,
      commission: 0,
      counterparty: { name: 'Current account', account: 'AZ…4567', bank: 'Internet Bank' },
      exchange: { amount: 170, currency: 'AZN', rate: '1 AZN = 0.58651 USD' },
    }),
  ),
);
/** A card purchase: the merchant, no account or bank of theirs. */
export const ShownPurchase = state(
  shown(
    operationDetails({
      kind: 'CARD_PURCHASE',
      category: 'GROCERIES',
      merchant: 'Bravo',
      description: 'Bravo, Bakı',
      amount: -23.4,
      commission: 0,
      reference: 'OP-0000000120',
      counterparty: { name: 'Bravo', account: null, bank: null },
    }),
  ),
);
/** Sent to another bank, which has not settled it yet. */
export const ShownProcessing = state(shown(operationDetails({ status: 'PROCESSING' })));
export const DownloadingReceipt = state([...shown(), { type: 'DOWNLOAD' }]);
export const ReceiptSaved = state([
  ...shown(),
  { type: 'DOWNLOAD' },
  bank('xstate.done.actor.fetchReceipt', { output: file }),
]);
export const ReceiptFailed = state([
  ...shown(),
  { type: 'DOWNLOAD' },
  bank('xstate.error.actor.fetchReceipt', { error: new TypeError('') }),
]);
/** Another customer's or a vanished operation: the bank's message and a retry. */
export const Failed = state([
  ...opened,
  bank('xstate.error.actor.fetchOperation', {
    error: new Error('There is no such operation among yours.'),
  }),
]);
