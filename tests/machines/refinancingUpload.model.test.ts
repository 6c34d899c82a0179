import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type RefinancingDocument,
  refinancingUploadMachine,
  type StatementRemoval,
  type StatementUpload,
} from '../../machines/refinancingUpload.machine';
import { files, refinancingUploadModel, storedStatement } from './refinancingUpload.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const never = () => new Promise<never>(() => {});
const chart = refinancingUploadMachine.provide({
  actors: {
    uploadStatement: fromPromise<RefinancingDocument, StatementUpload>(never),
    removeStatement: fromPromise<void, StatementRemoval>(never),
  },
});
const { paths, coverage } = modelPaths(refinancingUploadMachine, refinancingUploadModel);
const same = refinancingUploadModel.serializeState ?? JSON.stringify;
const input = { applicationId: 'application-1', refLiabilityId: 'liability-kapital' };

describe('the statement upload chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart, { input }).start();
    const emitted: string[] = [];
    actor.on('uploaded', ({ document }) => emitted.push(`uploaded:${document.id}`));
    actor.on('removed', ({ documentId }) => emitted.push(`removed:${documentId}`));
    for (const step of path.steps.slice(1)) {
      const before = emitted.length;
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      const type = step.event.type as string;
      const expected =
        type === 'xstate.done.actor.uploadStatement'
          ? [`uploaded:${storedStatement.id}`]
          : type === 'xstate.done.actor.removeStatement'
            ? [`removed:${storedStatement.id}`]
            : [];
      expect(emitted.slice(before)).toEqual(expected);
    }
    actor.stop();
  });
});

describe('the statement upload', () => {
  it('refuses a wrong file without calling the bank', () => {
    const sent: StatementUpload[] = [];
    const actor = createActor(
      refinancingUploadMachine.provide({
        actors: {
          uploadStatement: fromPromise<RefinancingDocument, StatementUpload>(
            ({ input: upload }) => {
              sent.push(upload);
              return never();
            },
          ),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'FILE.CHOOSE', file: files.wrongType });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'rejected',
      context: { problem: 'FILE_TYPE_NOT_ALLOWED' },
    });
    actor.send({ type: 'FILE.CHOOSE', file: files.tooLarge });
    expect(actor.getSnapshot().context.problem).toBe('FILE_TOO_LARGE');
    expect(sent).toEqual([]);
    actor.send({ type: 'FILE.CHOOSE', file: files.good });
    expect(actor.getSnapshot()).toMatchObject({ value: 'uploading', context: { problem: null } });
    expect(sent).toEqual([{ ...input, file: files.good }]);
  });

  it('sends the same file again after a failure, and removes the statement it is told', async () => {
    const uploads: string[] = [];
    const removals: StatementRemoval[] = [];
    let fail = true;
    const actor = createActor(
      refinancingUploadMachine.provide({
        actors: {
          uploadStatement: fromPromise<RefinancingDocument, StatementUpload>(
            async ({ input: upload }) => {
              uploads.push(upload.file.name);
              if (fail) throw new Error('Xəta');
              return storedStatement;
            },
          ),
          removeStatement: fromPromise<void, StatementRemoval>(async ({ input: removal }) => {
            removals.push(removal);
          }),
        },
      }),
      { input },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'FILE.CHOOSE', file: files.good });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { message: 'Xəta' } });
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'uploaded', context: { message: '' } });
    actor.send({ type: 'REMOVE', documentId: 'statement-1' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { removing: null } });
    expect(uploads).toEqual(['statement.pdf', 'statement.pdf']);
    expect(removals).toEqual([{ applicationId: 'application-1', documentId: 'statement-1' }]);
  });
});
