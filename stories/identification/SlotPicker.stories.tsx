import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type SlotPickerEvent, slotPickerMachine } from '../../machines/slotPicker.machine';
import { SlotPicker } from '../../src/features/applications/identification/SlotPicker';
import { sampleSlots } from '../../tests/fake-bank/fixtures/identification';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof SlotPicker>[0]['snapshot'];

/** Every state of the slot picker chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <SlotPicker snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Identification/SlotPicker',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its calls.
const bank = (type: string, output?: unknown) =>
  ({ type, output, error: new Error('refused') }) as unknown as SlotPickerEvent;
const loaded = bank('xstate.done.actor.loadSlots', sampleSlots);
const state = (events: SlotPickerEvent[]): Story => ({
  args: { snapshot: reach(slotPickerMachine, undefined, events) },
});
const toQuarter: SlotPickerEvent[] = [
  loaded,
  { type: 'DAY.SELECT', day: '2026-11-23' },
  { type: 'RANGE.SELECT', range: 6 },
  { type: 'HOUR.SELECT', hour: 10 },
];
const confirmed: SlotPickerEvent[] = [
  ...toQuarter,
  { type: 'QUARTER.SELECT', startTime: '10:30' },
  { type: 'PHONE.CHANGE', value: '501234567' },
];
const callMe: SlotPickerEvent[] = [
  loaded,
  { type: 'CALL_ME' },
  { type: 'PHONE.CHANGE', value: '701234567' },
];

export const Loading = state([]);
export const Unavailable = state([bank('xstate.error.actor.loadSlots')]);
/** 24.11 is fully booked: shown, not selectable. */
export const Day = state([loaded]);
export const NoFreeDays = state([bank('xstate.done.actor.loadSlots', [])]);
/** Only 06-12 has a free quarter. */
export const Range = state(toQuarter.slice(0, 2));
export const Hour = state(toQuarter.slice(0, 3));
export const Quarter = state(toQuarter);
export const Confirm = state(confirmed.slice(0, -1));
export const ConfirmWithPhone = state(confirmed);
export const WrongPhone = state([...confirmed, { type: 'PHONE.CHANGE', value: '551234567' }]);
export const Booking = state([...confirmed, { type: 'CONFIRM' }]);
export const CallMe = state(callMe);
export const CallMeBooking = state([...callMe, { type: 'CONFIRM' }]);
export const Failed = state([
  ...confirmed,
  { type: 'CONFIRM' },
  bank('xstate.error.actor.createReservation'),
]);
export const Booked = state([
  ...confirmed,
  { type: 'CONFIRM' },
  bank('xstate.done.actor.createReservation'),
]);
