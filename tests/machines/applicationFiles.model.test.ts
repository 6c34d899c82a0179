import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ApplicationFile,
  type ApplicationFileRemoval,
  type ApplicationFileUpload,
  applicationFilesMachine,
} from '../../machines/applicationFiles.machine';
import {
  applicationFilesModel,
  files,
  fiveFiles,
  salaryCertificate,
} from './applicationFiles.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const never = () => new Promise<never>(() => {});
const chart = applicationFilesMachine.provide({
  actors: {
    listFiles: fromPromise<ApplicationFile[], string>(never),
    uploadFile: fromPromise<ApplicationFile, ApplicationFileUpload>(never),
    removeFile: fromPromise<void, ApplicationFileRemoval>(never),
  },
});
const { paths, coverage } = modelPaths(applicationFilesMachine, applicationFilesModel);
const same = applicationFilesModel.serializeState ?? JSON.stringify;
const input = { applicationId: 'application-1' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the application files chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart, { input }).start();
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
    }
    actor.stop();
  });
});

describe('the application files', () => {
  it('refuses a wrong file, and a sixth, without calling the bank', async () => {
    const sent: ApplicationFileUpload[] = [];
    let listed: ApplicationFile[] = [];
    const actor = createActor(
      applicationFilesMachine.provide({
        actors: {
          listFiles: fromPromise<ApplicationFile[], string>(async () => listed),
          uploadFile: fromPromise<ApplicationFile, ApplicationFileUpload>(({ input: upload }) => {
            sent.push(upload);
            return never();
          }),
        },
      }),
      { input },
    ).start();
    await settle();
    actor.send({ type: 'FILE.CHOOSE', file: files.wrongType });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'rejected',
      context: { problem: 'FILE_TYPE_NOT_ALLOWED' },
    });
    actor.send({ type: 'FILE.CHOOSE', file: files.tooLarge });
    expect(actor.getSnapshot().context.problem).toBe('FILE_TOO_LARGE');
    expect(sent).toEqual([]);
    actor.send({ type: 'FILE.CHOOSE', file: files.good });
    expect(sent).toEqual([{ ...input, file: files.good }]);
    actor.stop();

    listed = fiveFiles;
    const full = createActor(actor.logic, { input }).start();
    await settle();
    full.send({ type: 'FILE.CHOOSE', file: files.good });
    expect(full.getSnapshot()).toMatchObject({
      value: 'rejected',
      context: { problem: 'APPLICATION_FILES_FULL' },
    });
    expect(sent).toHaveLength(1);
  });

  it('lists an uploaded file, sends it again after a failure, and unlists a removed one', async () => {
    const removals: ApplicationFileRemoval[] = [];
    let fail = true;
    const actor = createActor(
      applicationFilesMachine.provide({
        actors: {
          listFiles: fromPromise<ApplicationFile[], string>(async () => []),
          uploadFile: fromPromise<ApplicationFile, ApplicationFileUpload>(async () => {
            if (fail) throw new Error('Xəta');
            return salaryCertificate;
          }),
          removeFile: fromPromise<void, ApplicationFileRemoval>(async ({ input: removal }) => {
            removals.push(removal);
          }),
        },
      }),
      { input },
    ).start();
    await settle();
    actor.send({ type: 'FILE.CHOOSE', file: files.good });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { message: 'Xəta' } });
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'uploaded',
      context: { files: [salaryCertificate] },
    });
    actor.send({ type: 'REMOVE', fileId: 'file-1' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { files: [] } });
    expect(removals).toEqual([{ applicationId: 'application-1', fileId: 'file-1' }]);
  });
});
