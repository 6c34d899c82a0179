import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { statementPeriodProblems } from '../../domain/statement-period';
import {
  type StatementFile,
  type StatementRequest,
  statementDownloadMachine,
} from '../../machines/statementDownload.machine';
import { accountId, statementDownloadModel, statementFile, today } from './statementDownload.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when the download succeeds or fails.
const chart = statementDownloadMachine.provide({
  actors: {
    fetchStatement: fromPromise<StatementFile, StatementRequest>(() => new Promise(() => {})),
  },
});
const { paths, coverage } = modelPaths(statementDownloadMachine, statementDownloadModel);
const same = statementDownloadModel.serializeState ?? JSON.stringify;

describe('the statement-download chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const saved: StatementFile[] = [];
    actor.on('save', ({ file }) => saved.push(file));
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      // A download starts only for an account and a period the bank accepts.
      if (after.matches('downloading') && !before.matches('downloading')) {
        expect(after.context.accountId).not.toBe('');
        expect(statementPeriodProblems(after.context)).toEqual({});
      }
      // Every file the bank sends, and every "download again", is handed to the app to save.
      const type: string = step.event.type;
      const savesFile =
        type === 'xstate.done.actor.fetchStatement' || (type === 'SAVE' && before.matches('done'));
      if (savesFile) expect(saved.at(-1)).toBe(statementFile);
    }
    actor.stop();
  });

  it('opens on the past month of the chosen account and asks the bank for exactly that', () => {
    const requests: StatementRequest[] = [];
    const actor = createActor(
      statementDownloadMachine.provide({
        actors: {
          fetchStatement: fromPromise<StatementFile, StatementRequest>(({ input }) => {
            requests.push(input);
            return new Promise(() => {});
          }),
        },
      }),
    ).start();
    actor.send({ type: 'OPEN', today: '2026-03-31', accountId });
    expect(actor.getSnapshot().context).toMatchObject({ from: '2026-02-28', to: '2026-03-31' });
    actor.send({ type: 'FIELD.CHANGE', field: 'from', value: '2026-01-01' });
    actor.send({ type: 'SUBMIT' });
    expect(requests).toEqual([{ accountId, from: '2026-01-01', to: '2026-03-31' }]);
    actor.stop();
  });

  it('shows the problems only after a refused download and keeps the bank message on failure', () => {
    const actor = createActor(chart).start();
    actor.send({ type: 'OPEN', today });
    expect(actor.getSnapshot().context.showProblems).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.showProblems).toBe(true);
    actor.send({ type: 'FIELD.CHANGE', field: 'accountId', value: accountId });
    actor.send({ type: 'SUBMIT' });
    actor.send({
      type: 'xstate.error.actor.fetchStatement',
      error: new Error('Too long'),
    } as never);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Too long');
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'xstate.error.actor.fetchStatement', error: 'offline' } as never);
    expect(actor.getSnapshot().context.error).toBe('');
    actor.stop();
  });
});
