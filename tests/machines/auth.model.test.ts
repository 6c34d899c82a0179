import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import { authModelOptions } from './support/auth-model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = authMachine.provide({
  actors: {
    requestCode: pending(),
    validateOtp: pending(),
    resendOtp: pending(),
    setPassword: pending(),
  },
});
const { paths, coverage } = modelPaths(authMachine, authModelOptions);
const same = authModelOptions.serializeState ?? JSON.stringify;

describe('the auth chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing.join('\n')).toBe('');
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.total).toBeGreaterThan(100);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_, { path }) => {
    const [first, ...steps] = path.steps;
    const input = first?.state.context.entry;
    const actor = createActor(chart, { input: { entry: input } }).start();
    expect(same(actor.getSnapshot())).toBe(same(first?.state ?? actor.getSnapshot()));
    for (const step of steps) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
    }
    actor.stop();
  });
});
