import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ProductCurrency } from '../../domain/deposit-opening';
import { accountOpeningMachine } from '../../machines/accountOpening.machine';
import { accountOpeningModel, accountRefusal } from './accountOpening.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when the call succeeds or fails.
const chart = accountOpeningMachine.provide({
  actors: {
    createAccount: fromPromise<string, { currency: ProductCurrency }>(() => new Promise(() => {})),
  },
});
const { paths, coverage } = modelPaths(accountOpeningMachine, accountOpeningModel);
const same = accountOpeningModel.serializeState ?? JSON.stringify;

describe('the account-opening chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const created: string[] = [];
    actor.on('created', ({ id }) => created.push(id));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      const snapshot = actor.getSnapshot();
      expect(same(snapshot), step.event.type).toBe(same(step.state));
      const type: string = step.event.type;
      if (type === 'xstate.error.actor.createAccount') {
        expect(snapshot.context.error).toBe(accountRefusal.message);
      }
      if (type === 'xstate.done.actor.createAccount') {
        expect(created).toEqual(['account-application-1']);
      }
    }
    actor.stop();
  });

  it('asks the bank for an account in the chosen currency', async () => {
    const asked: ProductCurrency[] = [];
    const actor = createActor(
      accountOpeningMachine.provide({
        actors: {
          createAccount: fromPromise<string, { currency: ProductCurrency }>(async ({ input }) => {
            asked.push(input.currency);
            return 'account-application-7';
          }),
        },
      }),
    ).start();
    const created = new Promise((resolve) => actor.on('created', ({ id }) => resolve(id)));
    actor.send({ type: 'CURRENCY.SELECT', value: 'USD' });
    actor.send({ type: 'SUBMIT' });
    expect(await created).toBe('account-application-7');
    expect(asked).toEqual(['USD']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
