import type { SnapshotFrom } from 'xstate';
import type { PrepaymentEvent, prepaymentMachine } from '../../../machines/prepayment.machine';

/** What every part of the page gets: the chart's snapshot to draw and its send. */
export interface PrepaymentViewProps {
  snapshot: SnapshotFrom<typeof prepaymentMachine>;
  send: (event: PrepaymentEvent) => void;
}
