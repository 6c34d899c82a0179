import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type OperationDetails,
  type OperationReceiptFile,
  operationDetailsMachine,
} from '../../machines/operationDetails.machine';
import { details, operationDetailsModel, receiptFile } from './operationDetails.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const requests: { call: string; input: unknown }[] = [];
const chart = operationDetailsMachine.provide({
  actors: {
    fetchOperation: fromPromise<OperationDetails, { id: string }>(({ input }) => {
      requests.push({ call: 'fetchOperation', input });
      return new Promise(() => {});
    }),
    fetchReceipt: fromPromise<OperationReceiptFile, { id: string; reference: string }>(
      ({ input }) => {
        requests.push({ call: 'fetchReceipt', input });
        return new Promise(() => {});
      },
    ),
  },
});
const { paths, coverage } = modelPaths(operationDetailsMachine, operationDetailsModel);
const same = operationDetailsModel.serializeState ?? JSON.stringify;

describe('the operation-details chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const saved: OperationReceiptFile[] = [];
    actor.on('save', ({ file }) => saved.push(file));
    for (const step of path.steps.slice(1)) {
      requests.length = 0;
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      // Every call asks about the operation the dialog shows, the receipt by its reference.
      for (const request of requests) {
        expect(request.input).toMatchObject({ id: after.context.id });
        if (request.call === 'fetchReceipt') {
          expect(request.input).toEqual({ id: details.id, reference: details.reference });
        }
      }
      // Every receipt the bank sends is handed to the app to save.
      if ((step.event.type as string) === 'xstate.done.actor.fetchReceipt') {
        expect(saved.at(-1)).toBe(receiptFile);
      }
    }
    actor.stop();
  });
});
