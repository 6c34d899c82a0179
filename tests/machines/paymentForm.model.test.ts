import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formProblems, type PaymentFormInput } from '../../machines/paymentForm.draft';
import { type PaymentFormEvent, paymentFormMachine } from '../../machines/paymentForm.machine';
import { paymentFormModel } from './paymentForm.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = paymentFormMachine.provide({
  actors: {
    findSubscriber: pending(),
    quotePayment: pending(),
    createPayment: pending(),
    confirmPayment: pending(),
    resendOtp: pending(),
    fetchReceipt: pending(),
    cancelPayment: pending(),
  },
});
const { paths, coverage } = modelPaths(paymentFormMachine, paymentFormModel);
const same = paymentFormModel.serializeState ?? JSON.stringify;

// Paths come model by model, in the order of the model's inputs.
const models = [...new Set(paths.map((p) => p.model))];
const inputOf = (model: unknown) =>
  paymentFormModel.inputs?.[models.indexOf(model as never)] as PaymentFormInput;

describe('the payment-form chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path, model }) => {
    const actor = createActor(chart, { input: inputOf(model) }).start();
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    expect(same(actor.getSnapshot())).toBe(same(path.steps[0]?.state as never));
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event as PaymentFormEvent);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      const { context } = after;
      // The bank prices only a form with nothing wrong.
      if (after.matches('quoting') && !before.matches('quoting')) {
        expect(formProblems(context.provider, context.methods, context.form)).toEqual({});
      }
      // A refusal keeps every field the customer filled in.
      if (step.event.type.startsWith('xstate.error.actor')) {
        expect(context.form).toEqual(before.context.form);
      }
      // A retry of the same attempt sends the same key; confirming anew makes another.
      if (step.event.type === 'RETRY') {
        expect(context.idempotencyKey).toBe(before.context.idempotencyKey);
      }
      if (step.event.type === 'CONFIRM') {
        expect(context.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
        expect(context.idempotencyKey).not.toBe(before.context.idempotencyKey);
      }
      if (after.matches('done') && !before.matches('done')) expect(emitted).toContain('moved');
    }
    actor.stop();
  });
});
