import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type DepositOpeningOptions,
  depositFormProblems,
  type NewDepositApplication,
} from '../../domain/deposit-opening';
import { depositOpeningMachine } from '../../machines/depositOpening.machine';
import { depositOpeningModel, depositOptions, shortBalance } from './depositOpening.model';
import { modelPaths } from './support/model-paths';

const today = '2026-11-21';
// The bank never answers by itself: each path says when a call succeeds or fails.
const chart = depositOpeningMachine.provide({
  actors: {
    loadOptions: fromPromise<DepositOpeningOptions>(() => new Promise(() => {})),
    createDeposit: fromPromise<string, NewDepositApplication>(() => new Promise(() => {})),
  },
});
const { paths, coverage } = modelPaths(depositOpeningMachine, depositOpeningModel);
const same = depositOpeningModel.serializeState ?? JSON.stringify;

describe('the deposit-opening chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart, { input: { today } }).start();
    const created: string[] = [];
    actor.on('created', ({ id }) => created.push(id));
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      // The bank is asked only for a form with nothing wrong.
      if (after.matches('submitting') && !before.matches('submitting')) {
        expect(depositFormProblems(after.context.form, after.context)).toEqual({});
      }
      // A refusal keeps every field the customer filled in.
      if (step.event.type.startsWith('xstate.error.actor.createDeposit')) {
        expect(after.context.form).toEqual(before.context.form);
      }
      const type: string = step.event.type;
      if (type === 'xstate.done.actor.createDeposit') {
        expect(created).toEqual(['deposit-application-1']);
      }
    }
    actor.stop();
  });

  it('sends the chosen deposit and puts a short balance on the amount field', async () => {
    const sent: NewDepositApplication[] = [];
    const actor = createActor(
      depositOpeningMachine.provide({
        actors: {
          loadOptions: fromPromise<DepositOpeningOptions>(async () => depositOptions),
          createDeposit: fromPromise<string, NewDepositApplication>(async ({ input }) => {
            sent.push(input);
            throw shortBalance;
          }),
        },
      }),
      { input: { today } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'TERM.SELECT', value: 12 });
    actor.send({ type: 'PAYOUT.SELECT', value: 'YEAR' });
    actor.send({ type: 'AMOUNT.CHANGE', value: '2500,50' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(sent).toEqual([
      {
        productType: 'PROFIT',
        currency: 'AZN',
        termMonths: 12,
        amount: 2500.5,
        payoutFrequency: 'YEAR',
        sourceAccountId: 'acc-azn',
      },
    ]);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(context.refusal).toEqual({ message: shortBalance.message, field: 'amount' });
    expect(context.form.amount).toBe('2500,50');
    actor.stop();
  });

  it('shows the missing amount only once the customer has tried to send', async () => {
    const actor = createActor(
      depositOpeningMachine.provide({
        actors: { loadOptions: fromPromise<DepositOpeningOptions>(async () => depositOptions) },
      }),
      { input: { today } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().context.showProblems).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.showProblems).toBe(true);
    actor.stop();
  });
});
