import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cardLimitsMachine } from '../../machines/cardLimits.machine';
import { challenge, lowerOnline, sampleControls } from './cardControls.fixtures';
import { cardLimitsModel } from './cardLimits.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = cardLimitsMachine.provide({
  actors: { requestLimitsCode: pending(), confirmLimits: pending(), resendOtp: pending() },
});
const { paths, coverage } = modelPaths(cardLimitsMachine, cardLimitsModel);
const same = cardLimitsModel.serializeState ?? JSON.stringify;

describe('the card limits chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart, { input: { controls: sampleControls } }).start();
    const changed: unknown[] = [];
    actor.on('changed', ({ controls }) => changed.push(controls));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      if ((step.event.type as string) === 'xstate.done.actor.confirmLimits') {
        expect(changed.at(-1)).toEqual(lowerOnline);
      }
    }
    actor.stop();
  });

  it('asks for the code with the figures typed, and confirms the same figures with it', () => {
    const calls: unknown[] = [];
    const record = <Output, Input>(name: string) =>
      fromPromise<Output, Input>(({ input }) => {
        calls.push({ [name]: input });
        return new Promise<Output>(() => {});
      });
    const actor = createActor(
      cardLimitsMachine.provide({
        actors: {
          requestLimitsCode: record('request'),
          confirmLimits: record('confirm'),
          resendOtp: record('resend'),
        },
      }),
      { input: { controls: sampleControls } },
    ).start();
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.drafts).toEqual({
      cash: '1000.00',
      purchases: '5000.00',
      online: '2000.00',
    });
    actor.send({ type: 'LIMIT.CHANGE', limit: 'online', value: '150,5' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'xstate.done.actor.requestLimitsCode', output: challenge } as never);
    actor.send({ type: 'OTP.CHANGE', value: '12 34 56' });
    actor.send({ type: 'OTP.SUBMIT' });
    const figures = { cardId: sampleControls.cardId, cash: 1000, purchases: 5000, online: 150.5 };
    expect(calls).toEqual([
      { request: figures },
      { confirm: { ...figures, sessionId: 'code-session', otp: '123456' } },
    ]);
    actor.stop();
  });

  it('sends nothing for a figure over the maximum', () => {
    const actor = createActor(chart, { input: { controls: sampleControls } }).start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'LIMIT.CHANGE', limit: 'cash', value: '5000.01' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('invalid');
    actor.stop();
  });
});
