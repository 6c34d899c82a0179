import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type CardBlockEmitted, cardBlockMachine } from '../../machines/cardBlock.machine';
import { cardBlockModel, type sampleCard } from './cardBlock.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = cardBlockMachine.provide({
  actors: { blockCard: pending(), activateCard: pending() },
});
const { paths, coverage } = modelPaths(cardBlockMachine, cardBlockModel);
const same = cardBlockModel.serializeState ?? JSON.stringify;

describe('the card block chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const input = path.steps[0]?.state.context;
    const actor = createActor(chart, {
      input: { cardId: input.cardId, status: input.status },
    }).start();
    const emitted: CardBlockEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      const system = step.event as unknown as { type: string; output?: unknown; error?: Error };
      if (system.type.startsWith('xstate.done.actor')) {
        expect(emitted.at(-1)).toEqual({ type: 'changed', card: system.output });
      }
      if (system.type.startsWith('xstate.error.actor')) {
        expect(emitted.at(-1)).toMatchObject({ type: 'error', message: system.error?.message });
      }
    }
    actor.stop();
  });

  it('blocks only after a confirmation and unblocks without one', () => {
    const calls: string[] = [];
    const record = (name: string) =>
      fromPromise<typeof sampleCard, { cardId: string }>(({ input }) => {
        calls.push(`${name} ${input.cardId}`);
        return new Promise(() => {});
      });
    const active = createActor(
      cardBlockMachine.provide({
        actors: { blockCard: record('block'), activateCard: record('activate') },
      }),
      { input: { cardId: 'card-1', status: 'ACTIVE' } },
    ).start();
    expect(active.getSnapshot().can({ type: 'ACTIVATE' })).toBe(false);
    active.send({ type: 'BLOCK' });
    expect(active.getSnapshot().value).toBe('confirming');
    expect(calls).toEqual([]);
    active.send({ type: 'CONFIRM' });
    expect(calls).toEqual(['block card-1']);
    active.stop();

    const blocked = createActor(
      cardBlockMachine.provide({
        actors: { blockCard: record('block'), activateCard: record('activate') },
      }),
      { input: { cardId: 'card-2', status: 'BLOCKED' } },
    ).start();
    expect(blocked.getSnapshot().can({ type: 'BLOCK' })).toBe(false);
    blocked.send({ type: 'ACTIVATE' });
    expect(calls).toEqual(['block card-1', 'activate card-2']);
    blocked.stop();
  });

  it('tells which call failed, with the bank message', () => {
    const actor = createActor(chart, { input: { cardId: 'card-1', status: 'BLOCKED' } }).start();
    const errors: CardBlockEmitted[] = [];
    actor.on('error', (event) => errors.push(event));
    actor.send({ type: 'ACTIVATE' });
    actor.send({ type: 'xstate.error.actor.activateCard', error: new Error('Expired') } as never);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(errors).toEqual([{ type: 'error', action: 'activate', message: 'Expired' }]);
    actor.stop();
  });
});
