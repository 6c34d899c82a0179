import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type SlotPickerEvent, slotPickerMachine } from '../../machines/slotPicker.machine';
import IdentificationRejected from '../../src/features/applications/identification/IdentificationRejected';
import { SlotPicker } from '../../src/features/applications/identification/SlotPicker';
import {
  bookedCall,
  callStartedRefusal,
  emergencyCall,
  movedCall,
  sampleSlots,
  slotFullRefusal,
  startedCall,
} from '../../tests/fake-bank/fixtures/identification';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof SlotPicker>[0]['snapshot'];

/**
 * The identification step after booking (issue 15): the booked call shown back with "Change
 * time", moving it through the same picker, a move refused once the operator has started the
 * call, and a rejection. Each is the slot picker chart in `move` mode after the real events.
 */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <SlotPicker snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Identification/After booking',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its calls.
const answered = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as SlotPickerEvent;
const refused = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as SlotPickerEvent;
const moving = (events: SlotPickerEvent[]): Story => ({
  args: { snapshot: reach(slotPickerMachine, { mode: 'move' }, events) },
});

const read = answered('loadReservation', bookedCall);
const toConfirm: SlotPickerEvent[] = [
  read,
  { type: 'CHANGE' },
  answered('loadSlots', sampleSlots),
  { type: 'DAY.SELECT', day: '2026-11-23' },
  { type: 'RANGE.SELECT', range: 6 },
  { type: 'HOUR.SELECT', hour: 10 },
  { type: 'QUARTER.SELECT', startTime: '10:00' },
];

export const Reading = moving([]);
export const BookedTime = moving([read]);
export const CallAsSoonAsPossible = moving([answered('loadReservation', emergencyCall)]);
/** The booking could not be read: the call is still announced and can be moved. */
export const BookingUnread = moving([refused('loadReservation', new Error('offline'))]);
/** Opened after the operator started the call: no "Change time". */
export const CallStarted = moving([answered('loadReservation', startedCall)]);
/** "Change time": the days with their weekdays, and a way back to the booked time. */
export const ChangeTimeDays = moving(toConfirm.slice(0, 3));
export const ChangeTimeConfirm = moving(toConfirm);
export const ChangeTimeSending = moving([...toConfirm, { type: 'CONFIRM' }]);
export const Moved = moving([
  ...toConfirm,
  { type: 'CONFIRM' },
  answered('rebookReservation', movedCall),
]);
/** The quarter was taken meanwhile: the old time stays booked. */
export const MoveSlotTaken = moving([
  ...toConfirm,
  { type: 'CONFIRM' },
  refused('rebookReservation', slotFullRefusal),
]);
/** The operator started the call while the customer chose: the bank's refusal is shown. */
export const MoveRefusedCallStarted = moving([
  ...toConfirm,
  { type: 'CONFIRM' },
  refused('rebookReservation', callStartedRefusal),
]);
export const Rejected: Story = {
  args: { snapshot: reach(slotPickerMachine, undefined, []) },
  render: () => <IdentificationRejected />,
};
