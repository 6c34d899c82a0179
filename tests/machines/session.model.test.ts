import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { modelPaths } from './support/model-paths';
import { renewedTokens, serializeSession, sessionModelOptions } from './support/session-model';

const { paths, coverage } = modelPaths(sessionMachine, sessionModelOptions);
const serializeState = serializeSession;
const tokens = renewedTokens;

const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));

describe('the session chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name || '(start)', p] as const))('walks %s', (_, { path }) => {
    const stored: string[] = [];
    const chart = sessionMachine.provide({
      actors: { refreshTokens: pending(), logout: pending() },
      actions: {
        store: ({ context }) => stored.push(`store ${context.accessToken}`),
        forget: () => stored.push('forget'),
      },
    });
    const [first, ...steps] = path.steps;
    const input = first?.state.context;
    const actor = createActor(chart, { input }).start();
    const lost: string[] = [];
    actor.on('*', (event) => lost.push(event.type));
    for (const step of steps) {
      const before = actor.getSnapshot();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(serializeState(after), step.event.type).toBe(serializeState(step.state));
      // Whatever ends the session also empties the storage, and says why it ended.
      if (before.matches('authenticated') && after.matches('anonymous')) {
        expect(stored.at(-1)).toBe('forget');
        expect(['lost', 'loggedOut']).toContain(lost.at(-1));
      }
      if (after.matches('authenticated') && step.event.type === 'SIGNED_IN') {
        expect(stored.at(-1)).toBe(`store ${tokens.accessToken}`);
      }
    }
    actor.stop();
  });
});
