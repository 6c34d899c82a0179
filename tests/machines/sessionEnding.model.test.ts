import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type SessionEndingEmitted,
  sessionEndingMachine,
} from '../../machines/sessionEnding.machine';
import { leylasPhone, thisLaptop } from '../fake-bank/fixtures/sessions';
import { sessionEndingModel } from './sessionEnding.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = sessionEndingMachine.provide({
  actors: { endSession: pending(), endOtherSessions: pending() },
});
const { paths, coverage } = modelPaths(sessionEndingMachine, sessionEndingModel);
const same = sessionEndingModel.serializeState ?? JSON.stringify;

describe('the session-ending chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const emitted: SessionEndingEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      const system = step.event as unknown as { type: string; output?: { ended: number } };
      if (system.type.startsWith('xstate.done.actor')) {
        expect(emitted.at(-1)).toEqual({ type: 'ended', count: system.output?.ended });
      }
    }
    actor.stop();
  });

  it('ends nothing before the customer confirms, and never this browser’s session', () => {
    const calls: string[] = [];
    const actor = createActor(
      sessionEndingMachine.provide({
        actors: {
          endSession: fromPromise<{ ended: number }, { sessionId: string }>(({ input }) => {
            calls.push(`end ${input.sessionId}`);
            return new Promise(() => {});
          }),
          endOtherSessions: fromPromise<{ ended: number }, undefined>(() => {
            calls.push('end others');
            return new Promise(() => {});
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().can({ type: 'END_ONE', session: thisLaptop })).toBe(false);
    actor.send({ type: 'END_ONE', session: leylasPhone });
    expect(actor.getSnapshot().value).toBe('confirmingOne');
    expect(calls).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    expect(calls).toEqual([`end ${leylasPhone.id}`]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.stop();
  });
});
