/**
 * The slot picker as a test model: every choice the screen shows (available or not), the phone
 * cycling empty → wrong prefix → valid, and a coarse state identity (no chosen day or hour);
 * booking a first call, and moving a booked one (issue 15).
 */

import {
  dayChoices,
  hourChoices,
  quarterChoices,
  slotRanges,
} from '../../domain/identification-slots';
import type { SlotPickerEvent, slotPickerMachine } from '../../machines/slotPicker.machine';
import {
  bookedCall,
  callStartedRefusal,
  movedCall,
  sampleSlots,
  slotFullRefusal,
  startedCall,
  statusConflictRefusal,
} from '../fake-bank/fixtures/identification';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof slotPickerMachine>['events']>[0];

const phones = ['', '551234567', '501234567'];
const nextPhone = (phone: string) => phones[(phones.indexOf(phone) + 1) % phones.length] ?? '';

function choices({ context }: Snapshot): SlotPickerEvent[] {
  const { slots, day, range, hour } = context;
  return [
    ...dayChoices(slots).map(({ value }) => ({ type: 'DAY.SELECT' as const, day: value })),
    ...slotRanges.map((value) => ({ type: 'RANGE.SELECT' as const, range: value })),
    ...(day !== null && range !== null ? hourChoices(slots, day, range) : []).map(({ value }) => ({
      type: 'HOUR.SELECT' as const,
      hour: value,
    })),
    ...(day !== null && hour !== null ? quarterChoices(slots, day, hour) : []).map((slot) => ({
      type: 'QUARTER.SELECT' as const,
      startTime: slot.startTime,
    })),
  ];
}

export const slotPickerModel: ModelPathsOptions<typeof slotPickerMachine> = {
  inputs: [{ mode: 'book' }, { mode: 'move' }],
  events: (snapshot: Snapshot): SlotPickerEvent[] => [
    ...choices(snapshot),
    { type: 'PHONE.CHANGE', value: nextPhone(snapshot.context.phone) },
    { type: 'CALL_ME' },
    { type: 'CONFIRM' },
    { type: 'BACK' },
    { type: 'RETRY' },
    { type: 'CHANGE' },
    { type: 'KEEP' },
  ],
  actorResults: {
    loadSlots: { outputs: [sampleSlots], errors: [new Error('offline')] },
    createReservation: {
      outputs: [undefined],
      errors: [new Error('Bu vaxt artıq tutulub')],
    },
    loadReservation: { outputs: [bookedCall, startedCall], errors: [new Error('offline')] },
    rebookReservation: {
      outputs: [movedCall],
      errors: [slotFullRefusal, callStartedRefusal, statusConflictRefusal],
    },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      mode: context.mode,
      type: context.reservationType,
      phone: context.phone,
      refusal: context.refusal,
    }),
};
