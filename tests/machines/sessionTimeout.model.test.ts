import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type SessionTimeoutEmitted,
  type SessionTimeoutEvent,
  sessionTimeoutMachine,
  warningMs,
} from '../../machines/sessionTimeout.machine';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = () => fromPromise<void>(() => new Promise<void>(() => {}));
const chart = sessionTimeoutMachine.provide({ actors: { refresh: pending(), logout: pending() } });

const fiveMinutes = 300_000;
const { paths, coverage } = modelPaths(sessionTimeoutMachine, {
  events: (snapshot): SessionTimeoutEvent[] => [
    // A second ACTIVITY with the same time left would be the same model state: one will do.
    {
      type: 'ACTIVITY',
      expiresInMs: snapshot.context.expiresInMs === fiveMinutes ? 30_000 : fiveMinutes,
    },
    { type: 'STAY' },
    { type: 'SIGN_OUT' },
  ],
  actorResults: {
    refresh: { outputs: [undefined], errors: [new Error('The session is gone')] },
    logout: { outputs: [undefined], errors: [new Error('Already ended')] },
  },
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, expiresInMs: snapshot.context.expiresInMs }),
});
const same = (snapshot: { value: unknown; context: unknown }) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

describe('the session timeout chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name || '(start)', p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const emitted: SessionTimeoutEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    for (const step of path.steps.slice(1)) {
      const from = actor.getSnapshot();
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      // Leaving by the customer's choice or by the clock says which, exactly once.
      if (actor.getSnapshot().matches('ended') && !from.matches('refreshing')) {
        const expected = from.matches('expiring') ? 'expired' : 'signedOut';
        expect(emitted).toEqual([{ type: expected }]);
      }
    }
    if (!actor.getSnapshot().matches('ended')) expect(emitted).toEqual([]);
    actor.stop();
  });
});

describe('the timing', () => {
  afterEach(() => vi.useRealTimers());

  function started() {
    vi.useFakeTimers();
    const calls: string[] = [];
    const call = (name: string) =>
      fromPromise<void>(async () => {
        calls.push(name);
      });
    const actor = createActor(
      sessionTimeoutMachine.provide({
        actors: { refresh: call('refresh'), logout: call('logout') },
      }),
    ).start();
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    const send = (event: SessionTimeoutEvent) => actor.send(event);
    return { actor, calls, emitted, send };
  }

  it('warns a minute before the time the bank gave, then closes the session at the end', async () => {
    const { actor, calls, emitted, send } = started();
    send({ type: 'ACTIVITY', expiresInMs: fiveMinutes });
    await vi.advanceTimersByTimeAsync(fiveMinutes - warningMs - 1);
    expect(actor.getSnapshot().value).toBe('counting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('warning');
    await vi.advanceTimersByTimeAsync(warningMs);
    expect(calls).toEqual(['logout']);
    expect(emitted).toEqual(['expired']);
    expect(actor.getSnapshot().value).toBe('ended');
  });

  it('every answer of the bank starts the count again, even while warning', async () => {
    const { actor, send } = started();
    send({ type: 'ACTIVITY', expiresInMs: fiveMinutes });
    await vi.advanceTimersByTimeAsync(fiveMinutes - 30_000);
    expect(actor.getSnapshot().value).toBe('warning');
    send({ type: 'ACTIVITY', expiresInMs: fiveMinutes });
    expect(actor.getSnapshot().value).toBe('counting');
    await vi.advanceTimersByTimeAsync(fiveMinutes - warningMs - 1);
    expect(actor.getSnapshot().value).toBe('counting');
  });

  it('staying refreshes and counts from the time the refresh gave', async () => {
    const { actor, calls, emitted, send } = started();
    send({ type: 'ACTIVITY', expiresInMs: 90_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().value).toBe('warning');
    send({ type: 'STAY' });
    send({ type: 'ACTIVITY', expiresInMs: fiveMinutes });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['refresh']);
    expect(actor.getSnapshot().value).toBe('counting');
    await vi.advanceTimersByTimeAsync(fiveMinutes - warningMs - 1);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(emitted).toEqual([]);
  });

  it('signing out from the warning ends the session at the bank', async () => {
    const { calls, emitted, send } = started();
    send({ type: 'ACTIVITY', expiresInMs: warningMs });
    await vi.advanceTimersByTimeAsync(0);
    send({ type: 'SIGN_OUT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['logout']);
    expect(emitted).toEqual(['signedOut']);
  });
});
