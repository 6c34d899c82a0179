import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  currentDocument,
  documentReviewMachine,
  nextUnaccepted,
  type ReviewDocument,
  reviewOrder,
} from '../../machines/documentReview.machine';
import { sampleDocuments, sampleSigningLink } from '../fake-bank/fixtures/documents';
import { documentReviewModel } from './documentReview.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const never = () => new Promise<never>(() => {});
const chart = documentReviewMachine.provide({
  actors: {
    loadDocuments: fromPromise<ReviewDocument[]>(never),
    acceptDocument: fromPromise<void, { documentId: string }>(never),
    generateQr: fromPromise<string>(never),
    checkStatus: fromPromise<string>(never),
  },
});
const { paths, coverage } = modelPaths(documentReviewMachine, documentReviewModel);
const same = documentReviewModel.serializeState ?? JSON.stringify;

describe('the document review chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const emitted: string[] = [];
    actor.on('error', ({ message }) => emitted.push(`error:${message}`));
    actor.on('moved', () => emitted.push('moved'));
    for (const step of path.steps.slice(1)) {
      const before = emitted.length;
      actor.send(step.event);
      const type: string = step.event.type;
      expect(same(actor.getSnapshot()), type).toBe(same(step.state));
      // A failed document fetch is the bank preparing them, not an error to show.
      if (type === 'xstate.error.actor.loadDocuments') expect(emitted.length).toBe(before);
      if (/^xstate\.error\.actor\.(acceptDocument|generateQr)$/.test(type)) {
        expect(emitted.at(-1)).toMatch(/^error:.+/);
      }
      if (actor.getSnapshot().matches('moved')) expect(emitted.at(-1)).toBe('moved');
    }
    actor.stop();
  });
});

/** A review whose calls answer at once and are recorded. */
async function recordingReview(documents: ReviewDocument[], statuses: string[] = []) {
  const calls: string[] = [];
  const actor = createActor(
    documentReviewMachine.provide({
      actors: {
        loadDocuments: fromPromise<ReviewDocument[]>(async () => documents),
        acceptDocument: fromPromise<void, { documentId: string }>(async ({ input }) => {
          calls.push(`accept ${input.documentId}`);
        }),
        generateQr: fromPromise<string>(async () => {
          calls.push('qr');
          return sampleSigningLink;
        }),
        checkStatus: fromPromise<string>(async () => statuses.shift() ?? 'READY_FOR_SIGN'),
      },
      delays: { retryDelay: 1, checkDelay: 1 },
    }),
  ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  await settle();
  return { actor, calls, settle };
}

describe('the document review', () => {
  it('accepts MAIN first, then each OTHER one, then makes the QR code', async () => {
    const { actor, calls, settle } = await recordingReview(reviewOrder(sampleDocuments).reverse());
    const shown: (string | undefined)[] = [];
    for (let step = 0; step < 3; step++) {
      expect(actor.getSnapshot().value).toBe('reviewing');
      shown.push(currentDocument(actor.getSnapshot().context)?.id);
      actor.send({ type: 'ACCEPT' });
      await settle();
    }
    expect(shown).toEqual(['doc-main', 'doc-schedule', 'doc-contract']);
    expect(calls).toEqual(['accept doc-main', 'accept doc-schedule', 'accept doc-contract', 'qr']);
    expect(actor.getSnapshot().matches('awaitingSignature')).toBe(true);
    expect(actor.getSnapshot().context.link).toBe(sampleSigningLink);
    actor.stop();
  });

  it('skips the documents accepted before, and says when the status moves on', async () => {
    const documents = sampleDocuments.map((document, index) => ({
      ...document,
      accepted: index < 2,
    }));
    const { actor, settle } = await recordingReview(documents, ['READY_FOR_SIGN', 'SIGNED']);
    expect(currentDocument(actor.getSnapshot().context)?.id).toBe('doc-schedule');
    let moved = 0;
    actor.on('moved', () => moved++);
    actor.send({ type: 'ACCEPT' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    await settle();
    expect(actor.getSnapshot().value).toBe('moved');
    expect(moved).toBe(1);
    actor.stop();
  });

  it('waits while the bank prepares the documents, then reads them again', async () => {
    let reads = 0;
    const actor = createActor(
      documentReviewMachine.provide({
        actors: {
          loadDocuments: fromPromise<ReviewDocument[]>(async () => {
            reads++;
            if (reads < 3) throw new Error('Sənədlər hazırlanır');
            return sampleDocuments;
          }),
        },
        delays: { retryDelay: 1 },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reads).toBe(3);
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.stop();
  });
});

describe('the review order', () => {
  it('puts MAIN first and keeps the bank order of the others', () => {
    const [main, contract, schedule] = sampleDocuments as [ReviewDocument, ...ReviewDocument[]];
    expect(reviewOrder([contract, main, schedule] as ReviewDocument[]).map((d) => d.id)).toEqual([
      'doc-main',
      'doc-contract',
      'doc-schedule',
    ]);
  });

  it('finds the next document not accepted', () => {
    const accepted = (flags: boolean[]) =>
      flags.map((flag, index) => ({ ...sampleDocuments[index], accepted: flag }) as ReviewDocument);
    expect(nextUnaccepted(accepted([true, false, false]))).toBe(1);
    expect(nextUnaccepted(accepted([false, true, false]), 1)).toBe(2);
    expect(nextUnaccepted(accepted([true, true, true]))).toBe(3);
  });
});
