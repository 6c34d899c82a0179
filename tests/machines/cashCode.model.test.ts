import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formProblems } from '../../machines/cashCode.draft';
import { type CashCodeEvent, cashCodeMachine } from '../../machines/cashCode.machine';
import {
  type CashCodeCancelEvent,
  cashCodeCancelMachine,
} from '../../machines/cashCodeCancel.machine';
import { manatSources } from '../../machines/movement/manat-sources';
import { cashCodeCancelModel, cashCodeModel, cashInput } from './cashCode.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));

describe('the cash-by-code chart, model-based', () => {
  const chart = cashCodeMachine.provide({
    actors: {
      quoteCashCode: pending(),
      createCashCode: pending(),
      confirmCashCode: pending(),
      resendOtp: pending(),
    },
  });
  const { paths, coverage } = modelPaths(cashCodeMachine, cashCodeModel);
  const same = cashCodeModel.serializeState ?? JSON.stringify;

  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it('starts from the default source that may give cash', () => {
    const actor = createActor(chart, { input: cashInput }).start();
    const first = manatSources(cashInput.methods)[0];
    expect(actor.getSnapshot().context.form.from).toBe(first?.productId);
    actor.stop();
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart, { input: cashInput }).start();
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    expect(same(actor.getSnapshot())).toBe(same(path.steps[0]?.state as never));
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event as CashCodeEvent);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      const { context } = after;
      // The bank prices only a form the shared rules accept (a multiple of 5 ₼, at least 10 ₼).
      if (after.matches('quoting') && !before.matches('quoting')) {
        expect(formProblems(context.methods, context.form)).toEqual({});
      }
      // A refusal keeps what the customer typed.
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
      if (after.matches('done') && !before.matches('done')) expect(emitted).toContain('issued');
    }
    actor.stop();
  });
});

describe('the cash-code cancel chart, model-based', () => {
  const chart = cashCodeCancelMachine.provide({ actors: { cancelCashCode: pending() } });
  const { paths, coverage } = modelPaths(cashCodeCancelMachine, cashCodeCancelModel);
  const same = cashCodeCancelModel.serializeState ?? JSON.stringify;

  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event as CashCodeCancelEvent);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      // Only an active code is asked about; the bank is asked only after the customer agrees.
      if (actor.getSnapshot().matches('asking')) {
        expect(actor.getSnapshot().context.code?.status).toBe('ACTIVE');
      }
      if ((step.event.type as string) === 'xstate.done.actor.cancelCashCode') {
        expect(before.matches('canceling')).toBe(true);
        expect(emitted).toContain('canceled');
      }
    }
    actor.stop();
  });
});
