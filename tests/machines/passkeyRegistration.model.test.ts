import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passkeyRegistrationMachine } from '../../machines/passkeyRegistration.machine';
import {
  addedPasskey,
  passkeyRegistrationModel,
  pendingPasskey,
} from './passkeyRegistration.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = passkeyRegistrationMachine.provide({
  actors: { createPasskey: pending(), confirmPasskey: pending(), resendOtp: pending() },
});
const { paths, coverage } = modelPaths(passkeyRegistrationMachine, passkeyRegistrationModel);
const same = passkeyRegistrationModel.serializeState ?? JSON.stringify;

describe('the passkey registration chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const added: unknown[] = [];
    actor.on('added', ({ passkey }) => added.push(passkey));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      if ((step.event.type as string) === 'xstate.done.actor.confirmPasskey') {
        expect(added.at(-1)).toEqual(addedPasskey);
      }
    }
    actor.stop();
  });

  it('confirms the credential the device created with the code typed', () => {
    const calls: unknown[] = [];
    const actor = createActor(
      passkeyRegistrationMachine.provide({
        actors: {
          createPasskey: fromPromise(async () => pendingPasskey),
          confirmPasskey: fromPromise(({ input }) => {
            calls.push(input);
            return new Promise(() => {});
          }),
          resendOtp: pending(),
        },
      }),
    ).start();
    actor.send({ type: 'ADD' });
    return new Promise<void>((resolve) => {
      setTimeout(() => {
        actor.send({ type: 'OTP.CHANGE', value: '123456' });
        actor.send({ type: 'OTP.SUBMIT' });
        expect(calls).toEqual([
          {
            challengeId: pendingPasskey.challengeId,
            credential: pendingPasskey.credential,
            sessionId: pendingPasskey.sessionId,
            otp: '123456',
          },
        ]);
        actor.stop();
        resolve();
      }, 0);
    });
  });
});
