import type { SnapshotFrom } from 'xstate';
import type { PaymentFormEvent, paymentFormMachine } from '../../../machines/paymentForm.machine';

/** What the payment form and its dialog are drawn from: the chart's snapshot, and its send. */
export interface PaymentViewProps {
  snapshot: SnapshotFrom<typeof paymentFormMachine>;
  send: (event: PaymentFormEvent) => void;
}
