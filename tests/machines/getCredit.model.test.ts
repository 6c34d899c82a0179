import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getCreditMachine, type NewApplication } from '../../machines/getCredit.machine';
import { getCreditModel } from './getCredit.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when the call succeeds or fails.
const chart = getCreditMachine.provide({
  actors: { createApplication: fromPromise<string, NewApplication>(() => new Promise(() => {})) },
});
const { paths, coverage } = modelPaths(getCreditMachine, getCreditModel);
const same = getCreditModel.serializeState ?? JSON.stringify;

describe('the get-credit chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart).start();
    const emitted: string[] = [];
    actor.on('error', ({ message }) => emitted.push(`error:${message}`));
    actor.on('created', ({ id }) => emitted.push(`created:${id}`));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      if (step.event.type.startsWith('xstate.error.actor')) {
        const { error } = step.event as unknown as { error: Error };
        expect(emitted.at(-1)).toBe(`error:${error.message}`);
      }
      if (step.event.type.startsWith('xstate.done.actor')) {
        expect(emitted.at(-1)).toBe('created:application-1');
      }
    }
    actor.stop();
  });

  it('sends whole manats and the 9 national digits, whatever was typed', () => {
    const sent: NewApplication[] = [];
    const actor = createActor(
      getCreditMachine.provide({
        actors: {
          createApplication: fromPromise<string, NewApplication>(({ input }) => {
            sent.push(input);
            return new Promise(() => {});
          }),
        },
      }),
    ).start();
    actor.send({ type: 'PHONE.OTHER' });
    actor.send({ type: 'FIELD.CHANGE', field: 'phone', value: '+994 70 555 12 34' });
    actor.send({ type: 'TYPE.SELECT', value: 'REFIN' });
    actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '1 250.99' });
    actor.send({ type: 'FIELD.CHANGE', field: 'salary', value: '2 400,5' });
    actor.send({ type: 'FIELD.CHANGE', field: 'officialIncome', value: '1800.25' });
    actor.send({ type: 'SUBMIT' });
    expect(sent).toEqual([
      {
        type: 'REFIN',
        requestedAmount: 1250,
        customerPhoneNumber: '705551234',
        salary: 240_050,
        officialIncome: 180_025,
      },
    ]);
    actor.stop();
  });

  it('uses the registered mobile unless the customer types another (issue 15)', () => {
    const sent: NewApplication[] = [];
    const actor = createActor(
      getCreditMachine.provide({
        actors: {
          createApplication: fromPromise<string, NewApplication>(({ input }) => {
            sent.push(input);
            return new Promise(() => {});
          }),
        },
      }),
    ).start();
    actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '5000' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'salary', value: '1500' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    actor.send({ type: 'PHONE.OTHER' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'phone', value: '701112233' });
    actor.send({ type: 'PHONE.REGISTERED' });
    expect(actor.getSnapshot().context.phone).toBe('');
    actor.send({ type: 'SUBMIT' });
    expect(sent).toEqual([{ type: 'LOAN', requestedAmount: 5000, salary: 150_000 }]);
    actor.stop();
  });

  it('refuses an amount under 300 or a phone of another prefix', () => {
    const actor = createActor(chart).start();
    actor.send({ type: 'PHONE.OTHER' });
    actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '299' });
    actor.send({ type: 'FIELD.CHANGE', field: 'phone', value: '501234567' });
    actor.send({ type: 'FIELD.CHANGE', field: 'salary', value: '900' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '300' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    actor.send({ type: 'FIELD.CHANGE', field: 'phone', value: '551234567' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.stop();
  });

  it('needs a salary and no official income above it, keeping what was typed', () => {
    const actor = createActor(chart).start();
    actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '5000' });
    actor.send({ type: 'FIELD.CHANGE', field: 'officialIncome', value: '1200' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'salary', value: '1000' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'salary', value: '1 000,999' });
    expect(actor.getSnapshot().context).toMatchObject({
      salary: '1000,99',
      officialIncome: '1200',
    });
    actor.send({ type: 'FIELD.CHANGE', field: 'officialIncome', value: '-1000' });
    expect(actor.getSnapshot().context.officialIncome).toBe('1000');
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    actor.stop();
  });
});
