import type { SnapshotFrom } from 'xstate';
import type {
  TransferFormEvent,
  transferFormMachine,
} from '../../../machines/transferForm.machine';

/** What every step of the transfer page is drawn from: the chart's snapshot, and its send. */
export interface TransferViewProps {
  snapshot: SnapshotFrom<typeof transferFormMachine>;
  send: (event: TransferFormEvent) => void;
  /** Whether the step's heading takes the focus when it appears (not on the page's first draw). */
  focusHeading: boolean;
}
