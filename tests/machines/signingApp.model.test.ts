import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  isUnknownLink,
  type SigningSession,
  signingAppMachine,
} from '../../machines/signingApp.machine';
import { sampleSigningSession } from '../fake-bank/fixtures/signing';
import { signingAppModel } from './signingApp.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const never = () => new Promise<never>(() => {});
const chart = signingAppMachine.provide({
  actors: {
    loadSession: fromPromise<SigningSession>(never),
    sign: fromPromise<SigningSession>(never),
  },
});
const { paths, coverage } = modelPaths(signingAppMachine, signingAppModel);
const same = signingAppModel.serializeState ?? JSON.stringify;

describe('the signing app chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
    }
    actor.stop();
  });
});

describe('the signing app', () => {
  it('signs an open session once', async () => {
    let signed = 0;
    const actor = createActor(
      signingAppMachine.provide({
        actors: {
          loadSession: fromPromise<SigningSession>(async () => sampleSigningSession),
          sign: fromPromise<SigningSession>(async () => {
            signed++;
            return { ...sampleSigningSession, status: 'SIGNED' };
          }),
        },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'SIGN' });
    actor.send({ type: 'SIGN' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().value).toBe('signed');
    expect(signed).toBe(1);
    actor.stop();
  });

  it('keeps the bank’s words for a refusal, none for a bank not reached', async () => {
    const failing = (error: Error) =>
      createActor(
        signingAppMachine.provide({
          actors: { loadSession: fromPromise<SigningSession>(() => Promise.reject(error)) },
        }),
      ).start();
    const refused = failing(Object.assign(new Error('Xəta baş verdi'), { status: 500 }));
    const offline = failing(new TypeError('Failed to fetch'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(refused.getSnapshot().context.problem).toBe('Xəta baş verdi');
    expect(offline.getSnapshot().value).toBe('failed');
    expect(offline.getSnapshot().context.problem).toBe('');
  });

  it('tells an unknown link from other failures', () => {
    expect(isUnknownLink(Object.assign(new Error(''), { status: 404 }))).toBe(true);
    expect(isUnknownLink(Object.assign(new Error(''), { status: 400 }))).toBe(true);
    expect(isUnknownLink(Object.assign(new Error(''), { status: 409 }))).toBe(false);
    expect(isUnknownLink(new Error('offline'))).toBe(false);
    expect(isUnknownLink(null)).toBe(false);
  });
});
