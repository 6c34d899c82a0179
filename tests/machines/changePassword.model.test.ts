import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { changePasswordMachine } from '../../machines/changePassword.machine';
import { changePasswordModel } from './changePassword.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = changePasswordMachine.provide({
  actors: { startChange: pending(), confirmChange: pending(), resendOtp: pending() },
});
const { paths, coverage } = modelPaths(changePasswordMachine, changePasswordModel);
const same = changePasswordModel.serializeState ?? JSON.stringify;

describe('the change-password chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const errors: string[] = [];
    actor.on('error', ({ message }) => errors.push(message));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      if (step.event.type.startsWith('xstate.error.actor')) {
        expect(errors.at(-1)).toBe((step.event as unknown as { error: Error }).error.message);
      }
    }
    actor.stop();
  });

  it('sends the current and new passwords, then the code under the session the bank gave', () => {
    const calls: unknown[] = [];
    const record = <Output, Input>(name: string) =>
      fromPromise<Output, Input>(({ input }) => {
        calls.push({ [name]: input });
        return new Promise<Output>(() => {});
      });
    const actor = createActor(
      changePasswordMachine.provide({
        actors: {
          startChange: record('startChange'),
          confirmChange: record('confirmChange'),
          resendOtp: record('resendOtp'),
        },
      }),
    ).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'FIELD.CHANGE', field: 'currentPassword', value: 'Demo2026!' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Bank2027!' });
    actor.send({ type: 'FIELD.CHANGE', field: 'passwordRepeat', value: 'Bank2027!' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'xstate.done.actor.startChange', output: 'cp-1' } as never);
    actor.send({ type: 'OTP.CHANGE', value: '12 34 56' });
    actor.send({ type: 'OTP.SUBMIT' });
    expect(calls).toEqual([
      {
        startChange: {
          currentPassword: 'Demo2026!',
          password: 'Bank2027!',
          passwordConfirm: 'Bank2027!',
        },
      },
      { confirmChange: { sessionId: 'cp-1', otp: '123456' } },
    ]);
    actor.stop();
  });
});
