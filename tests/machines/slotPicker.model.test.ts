import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Reservation, Slot } from '../../domain/identification-slots';
import {
  type NewReservation,
  type SlotPickerInput,
  slotPickerMachine,
} from '../../machines/slotPicker.machine';
import {
  bookedCall,
  callStartedRefusal,
  movedCall,
  sampleSlots,
  slotFullRefusal,
} from '../fake-bank/fixtures/identification';
import { slotPickerModel } from './slotPicker.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const never = () => new Promise<never>(() => {});
const chart = slotPickerMachine.provide({
  actors: {
    loadSlots: fromPromise<Slot[]>(never),
    createReservation: fromPromise<void, NewReservation>(never),
    loadReservation: fromPromise<Reservation>(never),
    rebookReservation: fromPromise<Reservation, NewReservation>(never),
  },
});
const { paths, coverage } = modelPaths(slotPickerMachine, slotPickerModel);
const same = slotPickerModel.serializeState ?? JSON.stringify;

describe('the slot picker chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const mode: SlotPickerInput['mode'] = path.steps[0]?.state.context.mode ?? 'book';
    const actor = createActor(chart, { input: { mode } }).start();
    const emitted: string[] = [];
    actor.on('error', ({ message }) => emitted.push(`error:${message}`));
    actor.on('booked', () => emitted.push('booked'));
    actor.on('moved', ({ reservation }) => emitted.push(`moved:${reservation.startTime}`));
    actor.on('tooLate', () => emitted.push('tooLate'));
    for (const step of path.steps.slice(1)) {
      const before = emitted.length;
      actor.send(step.event);
      const type: string = step.event.type;
      expect(same(actor.getSnapshot()), type).toBe(same(step.state));
      expect(emitted.slice(before), type).toEqual(expectedEmits(step.event));
    }
    actor.stop();
  });
});

/** What each settled call tells the app; any other event tells it nothing. */
function expectedEmits(event: { type: string; error?: unknown }): string[] {
  switch (event.type) {
    case 'xstate.error.actor.createReservation':
      return ['error:Bu vaxt artıq tutulub'];
    case 'xstate.done.actor.createReservation':
      return ['booked'];
    case 'xstate.done.actor.rebookReservation':
      return ['moved:10:00'];
    case 'xstate.error.actor.rebookReservation':
      return event.error === slotFullRefusal ? [`error:${slotFullRefusal.message}`] : ['tooLate'];
    default:
      return [];
  }
}

/** A picker whose slots load at once and whose booking calls are recorded. */
async function recordingPicker(mode: SlotPickerInput['mode'] = 'book') {
  const sent: NewReservation[] = [];
  const moved: NewReservation[] = [];
  const actor = createActor(
    slotPickerMachine.provide({
      actors: {
        loadSlots: fromPromise<Slot[]>(async () => sampleSlots),
        createReservation: fromPromise<void, NewReservation>(({ input }) => {
          sent.push(input);
          return never();
        }),
        loadReservation: fromPromise<Reservation>(async () => bookedCall),
        rebookReservation: fromPromise<Reservation, NewReservation>(async ({ input }) => {
          moved.push(input);
          if (moved.length > 1) throw callStartedRefusal;
          return movedCall;
        }),
      },
    }),
    { input: { mode } },
  ).start();
  await settled();
  return { actor, sent, moved };
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('the slot picker sends', () => {
  it('the chosen quarter with the 9 national digits, whatever was typed', async () => {
    const { actor, sent } = await recordingPicker();
    actor.send({ type: 'DAY.SELECT', day: '2026-11-23' });
    actor.send({ type: 'RANGE.SELECT', range: 6 });
    actor.send({ type: 'HOUR.SELECT', hour: 10 });
    actor.send({ type: 'QUARTER.SELECT', startTime: '10:30' });
    actor.send({ type: 'PHONE.CHANGE', value: '+994 50 123 45 67' });
    actor.send({ type: 'CONFIRM' });
    expect(sent).toEqual([
      {
        phoneNumber: '501234567',
        reservationType: 'STANDARD',
        startTime: '10:30',
        endTime: '10:45',
        day: 23,
        month: 11,
        year: 2026,
      },
    ]);
    actor.stop();
  });

  it('an emergency call-me with no time, and refuses booked or empty choices', async () => {
    const { actor, sent } = await recordingPicker();
    actor.send({ type: 'DAY.SELECT', day: '2026-11-24' });
    expect(actor.getSnapshot().value).toBe('day');
    actor.send({ type: 'DAY.SELECT', day: '2026-11-23' });
    expect(actor.getSnapshot().can({ type: 'RANGE.SELECT', range: 12 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'RANGE.SELECT', range: 18 })).toBe(false);
    actor.send({ type: 'RANGE.SELECT', range: 6 });
    expect(actor.getSnapshot().can({ type: 'HOUR.SELECT', hour: 11 })).toBe(false);
    actor.send({ type: 'HOUR.SELECT', hour: 10 });
    expect(actor.getSnapshot().can({ type: 'QUARTER.SELECT', startTime: '10:15' })).toBe(false);
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CALL_ME' });
    actor.send({ type: 'PHONE.CHANGE', value: '701234567' });
    actor.send({ type: 'CONFIRM' });
    expect(sent).toEqual([
      {
        phoneNumber: '701234567',
        reservationType: 'EMERGENCY',
        startTime: null,
        endTime: null,
        day: null,
        month: null,
        year: null,
      },
    ]);
    actor.stop();
  });
});

describe('moving a booked call', () => {
  it('shows it, moves it to the chosen quarter with the booked phone, and shows the new time', async () => {
    const { actor, sent, moved } = await recordingPicker('move');
    expect(actor.getSnapshot().value).toBe('scheduled');
    expect(actor.getSnapshot().context.phone).toBe('501234567');
    actor.send({ type: 'CHANGE' });
    await settled();
    actor.send({ type: 'KEEP' });
    expect(actor.getSnapshot().value).toBe('scheduled');
    actor.send({ type: 'CHANGE' });
    await settled();
    actor.send({ type: 'DAY.SELECT', day: '2026-11-23' });
    actor.send({ type: 'RANGE.SELECT', range: 6 });
    actor.send({ type: 'HOUR.SELECT', hour: 10 });
    actor.send({ type: 'QUARTER.SELECT', startTime: '10:00' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(sent).toEqual([]);
    expect(moved).toEqual([
      {
        phoneNumber: '501234567',
        reservationType: 'STANDARD',
        startTime: '10:00',
        endTime: '10:15',
        day: 23,
        month: 11,
        year: 2026,
      },
    ]);
    expect(actor.getSnapshot().value).toBe('scheduled');
    expect(actor.getSnapshot().context.booked).toEqual(movedCall);

    // The operator has started the call meanwhile: the move is refused, the booking kept.
    actor.send({ type: 'CHANGE' });
    await settled();
    actor.send({ type: 'CALL_ME' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(actor.getSnapshot().value).toBe('started');
    expect(actor.getSnapshot().context).toMatchObject({
      booked: movedCall,
      refusal: callStartedRefusal.message,
    });
    expect(actor.getSnapshot().can({ type: 'CHANGE' })).toBe(false);
    actor.stop();
  });
});
