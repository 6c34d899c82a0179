import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  atmProblems,
  type SandboxAtmEvent,
  type SandboxAtmRequest,
  type SandboxAtmWithdrawal,
  sandboxAtmMachine,
} from '../../machines/sandboxAtm.machine';
import { sandboxAtmModel } from './sandboxAtm.model';
import { modelPaths } from './support/model-paths';

const chart = sandboxAtmMachine.provide({
  // The bank never answers by itself: each path says when the call succeeds or fails.
  actors: {
    withdrawSandboxAtmCash: fromPromise<SandboxAtmWithdrawal, SandboxAtmRequest>(
      () => new Promise(() => {}),
    ),
  },
});
const { paths, coverage } = modelPaths(sandboxAtmMachine, sandboxAtmModel);
const same = sandboxAtmModel.serializeState ?? JSON.stringify;

describe('the sandbox ATM chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it('keeps 9 national digits of a phone typed with +994, and 8 digits of a code', () => {
    const actor = createActor(chart).start();
    actor.send({ type: 'PHONE.CHANGE', value: '+994 50 123 45 67' });
    actor.send({ type: 'CODE.CHANGE', value: '1234 5678 9' });
    expect(actor.getSnapshot().context).toMatchObject({ phone: '501234567', code: '12345678' });
    actor.stop();
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event as SandboxAtmEvent);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      // The bank is asked only for a mobile number and a code of 8 digits.
      if (after.matches('withdrawing') && !before.matches('withdrawing')) {
        expect(atmProblems(after.context)).toEqual({ phone: false, code: false });
      }
      // Another turn keeps the phone and forgets the code and the answer.
      if (step.event.type === 'AGAIN') {
        expect(after.context).toMatchObject({ phone: before.context.phone, code: '' });
      }
    }
    actor.stop();
  });
});
