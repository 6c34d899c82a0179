import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cardOnlinePaymentsMachine } from '../../machines/cardOnlinePayments.machine';
import { cardOnlineModel } from './cardOnlinePayments.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when the call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = cardOnlinePaymentsMachine.provide({ actors: { setOnlinePayments: pending() } });
const { paths, coverage } = modelPaths(cardOnlinePaymentsMachine, cardOnlineModel);
const same = cardOnlineModel.serializeState ?? JSON.stringify;

describe('the card online switch chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const start = path.steps[0]?.state.context;
    const actor = createActor(chart, {
      input: { cardId: start.cardId, enabled: start.enabled },
    }).start();
    const told: string[] = [];
    actor.on('*', (event) => told.push(event.type));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      if (step.event.type.startsWith('xstate.done')) expect(told.at(-1)).toBe('changed');
      if (step.event.type.startsWith('xstate.error')) expect(told.at(-1)).toBe('error');
    }
    actor.stop();
  });

  it('asks for the other position and puts the switch back on a refusal', () => {
    const actor = createActor(chart, { input: { cardId: 'card-1', enabled: true } }).start();
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().context).toMatchObject({ asked: false, enabled: true });
    actor.send({
      type: 'xstate.error.actor.setOnlinePayments',
      error: new Error('Down'),
    } as never);
    expect(actor.getSnapshot().context).toMatchObject({
      asked: true,
      enabled: true,
      refusal: 'Down',
    });
    actor.stop();
  });
});
