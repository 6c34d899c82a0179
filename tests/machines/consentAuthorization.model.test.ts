import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ConsentAuthorizationEmitted,
  consentAuthorizationMachine,
} from '../../machines/consentAuthorization.machine';
import { receivedConsent } from '../fake-bank/fixtures/consents';
import { answered, consentAuthorizationModel } from './consentAuthorization.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = consentAuthorizationMachine.provide({
  actors: {
    getAccountConsent: pending(),
    authorizeAccountConsent: pending(),
    confirmAccountConsent: pending(),
    rejectAccountConsent: pending(),
    resendOtp: pending(),
  },
});
const { paths, coverage } = modelPaths(consentAuthorizationMachine, consentAuthorizationModel);
const same = consentAuthorizationModel.serializeState ?? JSON.stringify;
const input = { consentId: receivedConsent.id };

describe('the consent authorisation chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart, { input }).start();
    const emitted: ConsentAuthorizationEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      const settled = step.event as unknown as { type: string; output?: { redirectUri?: string } };
      if (/done\.actor\.(confirm|reject)AccountConsent/.test(settled.type)) {
        expect(emitted.at(-1)).toMatchObject({
          type: 'answered',
          redirectUri: settled.output?.redirectUri,
        });
      }
    }
    actor.stop();
  });

  it('grants only what was ticked, with the code under the session the bank gave', () => {
    const calls: unknown[] = [];
    const record = <Output, Input>(name: string) =>
      fromPromise<Output, Input>(({ input }) => {
        calls.push({ [name]: input });
        return new Promise<Output>(() => {});
      });
    const actor = createActor(
      consentAuthorizationMachine.provide({
        actors: {
          getAccountConsent: record('getAccountConsent'),
          authorizeAccountConsent: record('authorizeAccountConsent'),
          confirmAccountConsent: record('confirmAccountConsent'),
          rejectAccountConsent: record('rejectAccountConsent'),
          resendOtp: record('resendOtp'),
        },
      }),
      { input },
    ).start();
    const [a, b, c] = receivedConsent.grantable.map((account) => account.id);
    actor.send({ type: 'xstate.done.actor.getAccountConsent', output: receivedConsent } as never);
    expect(actor.getSnapshot().can({ type: 'AUTHORIZE' })).toBe(false);
    for (const id of [c, a, b, c]) actor.send({ type: 'TOGGLE', accountId: id ?? '' });
    actor.send({ type: 'AUTHORIZE' });
    actor.send({
      type: 'xstate.done.actor.authorizeAccountConsent',
      output: { sessionId: 's-1', expiresAt: '2026-11-23T09:05:00Z' },
    } as never);
    actor.send({ type: 'OTP.CHANGE', value: '12 34 56' });
    actor.send({ type: 'OTP.SUBMIT' });
    expect(calls).toEqual([
      { getAccountConsent: { consentId: receivedConsent.id } },
      { authorizeAccountConsent: { consentId: receivedConsent.id, accountIds: [a, b] } },
      {
        confirmAccountConsent: {
          consentId: receivedConsent.id,
          accountIds: [a, b],
          sessionId: 's-1',
          otp: '123456',
        },
      },
    ]);
    actor.send({ type: 'xstate.done.actor.confirmAccountConsent', output: answered } as never);
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });
});
