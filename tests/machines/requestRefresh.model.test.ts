import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { requestRefreshMachine } from '../../machines/requestRefresh.machine';
import { requestRefreshModel } from './requestRefresh.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when the call succeeds or fails.
const chart = requestRefreshMachine.provide({
  actors: { refreshApplication: fromPromise<void, string>(() => new Promise(() => {})) },
});
const { paths, coverage } = modelPaths(requestRefreshMachine, requestRefreshModel);
const same = requestRefreshModel.serializeState ?? JSON.stringify;
const input = { applicationId: 'application-1' };

describe('the request refresh chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart, { input }).start();
    const emitted: string[] = [];
    actor.on('refreshed', () => emitted.push('refreshed'));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      const settled = step.event.type as string;
      expect(emitted).toEqual(
        settled === 'xstate.done.actor.refreshApplication' ? ['refreshed'] : [],
      );
    }
    actor.stop();
  });
});

describe('the request refresh', () => {
  it('asks the bank to refresh this request, and again after a refusal', async () => {
    const asked: string[] = [];
    let answer: () => Promise<void> = () => Promise.reject(new Error('Xəta'));
    const actor = createActor(
      requestRefreshMachine.provide({
        actors: {
          refreshApplication: fromPromise<void, string>(({ input: id }) => {
            asked.push(id);
            return answer();
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'REFRESH' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { message: 'Xəta' } });
    answer = () => Promise.resolve();
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('done');
    expect(asked).toEqual(['application-1', 'application-1']);
  });
});
