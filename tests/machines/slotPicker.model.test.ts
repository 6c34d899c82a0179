import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Slot } from '../../domain/identification-slots';
import { type NewReservation, slotPickerMachine } from '../../machines/slotPicker.machine';
import { sampleSlots } from '../fake-bank/fixtures/identification';
import { slotPickerModel } from './slotPicker.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const never = () => new Promise<never>(() => {});
const chart = slotPickerMachine.provide({
  actors: {
    loadSlots: fromPromise<Slot[]>(never),
    createReservation: fromPromise<void, NewReservation>(never),
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
    const actor = createActor(chart).start();
    const emitted: string[] = [];
    actor.on('error', ({ message }) => emitted.push(`error:${message}`));
    actor.on('booked', () => emitted.push('booked'));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      const type: string = step.event.type;
      expect(same(actor.getSnapshot()), type).toBe(same(step.state));
      if (type === 'xstate.error.actor.createReservation') {
        expect(emitted.at(-1)).toBe('error:Bu vaxt artıq tutulub');
      }
      if (type === 'xstate.done.actor.createReservation') {
        expect(emitted.at(-1)).toBe('booked');
      }
    }
    actor.stop();
  });
});

/** A picker whose slots load at once and whose booking calls are recorded. */
async function recordingPicker() {
  const sent: NewReservation[] = [];
  const actor = createActor(
    slotPickerMachine.provide({
      actors: {
        loadSlots: fromPromise<Slot[]>(async () => sampleSlots),
        createReservation: fromPromise<void, NewReservation>(({ input }) => {
          sent.push(input);
          return never();
        }),
      },
    }),
  ).start();
  await new Promise((resolve) => setTimeout(resolve));
  return { actor, sent };
}

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
