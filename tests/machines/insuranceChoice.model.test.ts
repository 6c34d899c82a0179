import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type InsuranceOffers,
  type InsuranceSave,
  insuranceChoiceMachine,
} from '../../machines/insuranceChoice.machine';
import { sampleInsuranceOffers, unavailableInsurance } from '../fake-bank/fixtures/insurance';
import { insuranceChoiceModel } from './insuranceChoice.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const never = () => new Promise<never>(() => {});
const chart = insuranceChoiceMachine.provide({
  actors: {
    loadOffers: fromPromise<InsuranceOffers>(never),
    saveInsurance: fromPromise<void, InsuranceSave>(never),
    skipInsurance: fromPromise<void>(never),
  },
});
const { paths, coverage } = modelPaths(insuranceChoiceMachine, insuranceChoiceModel);
const same = insuranceChoiceModel.serializeState ?? JSON.stringify;

describe('the insurance choice chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const emitted: string[] = [];
    actor.on('error', ({ message }) => emitted.push(`error:${message}`));
    actor.on('done', () => emitted.push('done'));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      const type: string = step.event.type;
      expect(same(actor.getSnapshot()), type).toBe(same(step.state));
      if (type.startsWith('xstate.error.actor.')) {
        expect(emitted.at(-1)).toMatch(/^error:/);
      }
      if (/^xstate\.done\.actor\.(save|skip)Insurance$/.test(type)) {
        expect(emitted.at(-1)).toBe('done');
      }
    }
    actor.stop();
  });
});

/** A chart whose offers load at once and whose save calls are recorded. */
async function recordingChoice(offers: InsuranceOffers) {
  const saved: InsuranceSave[] = [];
  const actor = createActor(
    insuranceChoiceMachine.provide({
      actors: {
        loadOffers: fromPromise<InsuranceOffers>(async () => offers),
        saveInsurance: fromPromise<void, InsuranceSave>(({ input }) => {
          saved.push(input);
          return never();
        }),
        skipInsurance: fromPromise<void>(never),
      },
    }),
  ).start();
  await new Promise((resolve) => setTimeout(resolve));
  return { actor, saved };
}

describe('the insurance choice sends', () => {
  it('a select for a customer without insurance, only once an offer is chosen', async () => {
    const { actor, saved } = await recordingChoice(sampleInsuranceOffers);
    expect(actor.getSnapshot().can({ type: 'SELECT' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'CHOOSE', insurerId: 'NOBODY' })).toBe(false);
    actor.send({ type: 'CHOOSE', insurerId: 'MEGA_SIGORTA' });
    actor.send({ type: 'SELECT' });
    expect(saved).toEqual([{ insurerId: 'MEGA_SIGORTA', update: false }]);
    actor.stop();
  });

  it('an update for a customer who already has insurance', async () => {
    const { actor, saved } = await recordingChoice({
      ...sampleInsuranceOffers,
      hasExistingInsurance: true,
    });
    actor.send({ type: 'CHOOSE', insurerId: 'PASHA_SIGORTA' });
    actor.send({ type: 'SELECT' });
    expect(saved).toEqual([{ insurerId: 'PASHA_SIGORTA', update: true }]);
    actor.stop();
  });

  it('explains first when health insurance is unavailable; Close stays on the step', async () => {
    const { actor } = await recordingChoice(unavailableInsurance);
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().can({ type: 'SKIP' })).toBe(true);
    actor.stop();
  });

  it('lets the customer skip when no offer came', async () => {
    const { actor } = await recordingChoice({ insurances: [], hasExistingInsurance: false });
    expect(actor.getSnapshot().can({ type: 'SELECT' })).toBe(false);
    actor.send({ type: 'SKIP' });
    expect(actor.getSnapshot().value).toBe('skipping');
    actor.stop();
  });
});
