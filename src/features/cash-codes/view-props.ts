import type { SnapshotFrom } from 'xstate';
import type { CashCodeEvent, cashCodeMachine } from '../../../machines/cashCode.machine';

/** What the cash-by-code dialog is drawn from: the chart's snapshot, and its send. */
export interface CashCodeViewProps {
  snapshot: SnapshotFrom<typeof cashCodeMachine>;
  send: (event: CashCodeEvent) => void;
}
