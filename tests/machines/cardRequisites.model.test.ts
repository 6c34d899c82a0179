import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cardRequisitesMachine } from '../../machines/cardRequisites.machine';
import { challenge, sampleControls, sampleRequisites } from './cardControls.fixtures';
import { cardRequisitesModel } from './cardRequisites.model';
import { modelPaths } from './support/model-paths';

const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = cardRequisitesMachine.provide({
  actors: { requestRequisitesCode: pending(), revealRequisites: pending(), resendOtp: pending() },
});
const { paths, coverage } = modelPaths(cardRequisitesMachine, cardRequisitesModel);
const same = cardRequisitesModel.serializeState ?? JSON.stringify;
const input = { cardId: sampleControls.cardId };

describe('the card requisites chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart, { input }).start();
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      // Out of sight is out of memory.
      if (!actor.getSnapshot().matches('revealed')) {
        expect(actor.getSnapshot().context.requisites).toBeNull();
      }
    }
    actor.stop();
  });

  it('shows the requisites for the seconds the bank says, then forgets them', () => {
    const actor = createActor(
      cardRequisitesMachine.provide({
        actors: {
          requestRequisitesCode: fromPromise(async () => challenge),
          revealRequisites: pending(),
          resendOtp: pending(),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'SHOW' });
    actor.send({ type: 'xstate.done.actor.requestRequisitesCode', output: challenge } as never);
    actor.send({ type: 'OTP.CHANGE', value: '123456' });
    actor.send({ type: 'OTP.SUBMIT' });
    actor.send({
      type: 'xstate.done.actor.revealRequisites',
      output: sampleRequisites,
    } as never);
    expect(actor.getSnapshot().context.requisites).toEqual(sampleRequisites);
    actor.send({ type: 'xstate.after.visible.cardRequisites.revealed' } as never);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.requisites).toBeNull();
    actor.stop();
  });
});
