import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { emailProblem } from '../../domain/email';
import { type ReceiptEmailRequest, receiptEmailMachine } from '../../machines/receiptEmail.machine';
import {
  goodAddress,
  receiptEmailModel,
  refusals,
  transferId,
  wrongAddress,
} from './receiptEmail.model';
import { modelPaths } from './support/model-paths';

/** The chart whose bank never answers by itself, and the requests it was sent. */
function heldChart() {
  const requests: ReceiptEmailRequest[] = [];
  const chart = receiptEmailMachine.provide({
    actors: {
      sendReceipt: fromPromise<void, ReceiptEmailRequest>(({ input }) => {
        requests.push(input);
        return new Promise(() => {});
      }),
    },
  });
  return { actor: createActor(chart, { input: { transferId } }).start(), requests };
}

const { paths, coverage } = modelPaths(receiptEmailMachine, receiptEmailModel);
const same = receiptEmailModel.serializeState ?? JSON.stringify;
const bank = (type: string, payload: object) => ({ type, ...payload }) as never;

describe('the receipt-email chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const { actor, requests } = heldChart();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      // The bank is asked only for an address the shared rule takes, as typed without spaces.
      if (after.matches('sending') && !before.matches('sending')) {
        expect(emailProblem(after.context.email)).toBeUndefined();
        expect(requests.at(-1)).toEqual({ transferId, email: after.context.email.trim() });
      }
    }
    actor.stop();
  });

  it('shows problems only after a send was tried, and sends nothing until the address is good', () => {
    const { actor, requests } = heldChart();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'EMAIL.CHANGE', value: wrongAddress });
    expect(actor.getSnapshot().context.showProblems).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.showProblems).toBe(true);
    expect(requests).toEqual([]);
    actor.send({ type: 'EMAIL.CHANGE', value: `${goodAddress} ` });
    actor.send({ type: 'SUBMIT' });
    expect(requests).toEqual([{ transferId, email: goodAddress }]);
    actor.send(bank('xstate.done.actor.sendReceipt', { output: undefined }));
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    expect(actor.getSnapshot().context.sentTo).toBe(goodAddress);
    actor.stop();
  });

  it('puts a refused address under its field, anything else in an alert with a retry', () => {
    const { actor, requests } = heldChart();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'EMAIL.CHANGE', value: goodAddress });
    actor.send({ type: 'SUBMIT' });
    actor.send(bank('xstate.error.actor.sendReceipt', { error: refusals.address }));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.refusal).toEqual({
      message: refusals.address.message,
      onAddress: true,
    });
    // Typing answers the refusal.
    actor.send({ type: 'EMAIL.CHANGE', value: 'leyla@example.com' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'SUBMIT' });
    actor.send(bank('xstate.error.actor.sendReceipt', { error: refusals.noMail }));
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.refusal).toEqual({
      message: refusals.noMail.message,
      onAddress: false,
    });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(requests.map(({ email }) => email)).toEqual([
      goodAddress,
      'leyla@example.com',
      'leyla@example.com',
    ]);
    // Closing forgets the address; the transfer stays the same.
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context).toMatchObject({ transferId, email: '', refusal: null });
    actor.stop();
  });
});
