import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ConsentRevocationEmitted,
  consentRevocationMachine,
} from '../../machines/consentRevocation.machine';
import { activeConsent, consentRevocationModel, endedConsent } from './consentRevocation.model';
import { modelPaths } from './support/model-paths';

const calls: string[] = [];
const chart = consentRevocationMachine.provide({
  actors: {
    endConsent: fromPromise<unknown, { consentId: string }>(({ input }) => {
      calls.push(input.consentId);
      return new Promise(() => {});
    }),
  },
});
const { paths, coverage } = modelPaths(consentRevocationMachine, consentRevocationModel);
const same = consentRevocationModel.serializeState ?? JSON.stringify;

describe('the consent revocation chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const emitted: ConsentRevocationEmitted[] = [];
    actor.on('ended', (event) => emitted.push(event));
    for (const step of path.steps.slice(1)) {
      const asked = actor.getSnapshot().context.consent;
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      if (step.event.type.startsWith('xstate.done.actor')) {
        expect(emitted.at(-1)).toEqual({ type: 'ended', consent: asked });
      }
    }
    actor.stop();
  });

  it('ends a consent only after the customer confirms, and never one already ended', () => {
    calls.length = 0;
    const actor = createActor(chart).start();
    expect(actor.getSnapshot().can({ type: 'ASK', consent: endedConsent })).toBe(false);
    actor.send({ type: 'ASK', consent: activeConsent });
    expect(calls).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    expect(calls).toEqual([activeConsent.id]);
    actor.stop();
  });
});
