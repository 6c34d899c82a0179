import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formProblems, ownDestinationsFor, sourcesFor } from '../../machines/transferForm.draft';
import {
  type NewTransfer,
  type TransferFormEvent,
  transferFormMachine,
} from '../../machines/transferForm.machine';
import {
  exchangeQuote,
  internalAwaitingCode,
  receivers,
  requotedExchange,
  transferProducts,
} from '../fake-bank/fixtures/transfers';
import { modelPaths } from './support/model-paths';
import { refusals, transferFormModel } from './transferForm.model';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = transferFormMachine.provide({
  actors: {
    quoteTransfer: pending(),
    createTransfer: pending(),
    confirmTransfer: pending(),
    resendOtp: pending(),
    fetchReceipt: pending(),
    cancelTransfer: pending(),
  },
});
const { paths, coverage } = modelPaths(transferFormMachine, transferFormModel);
const same = transferFormModel.serializeState ?? JSON.stringify;
const start = () => createActor(chart, { input: transferProducts }).start();
type Actor = ReturnType<typeof start>;

const field = (name: string, value: string) =>
  ({ type: 'FIELD.CHANGE', field: name, value }) as TransferFormEvent;
const settle = (actor: Actor, type: string, payload: object) =>
  actor.send({ type, ...payload } as unknown as TransferFormEvent);

describe('the transfer-form chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = start();
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      const { context } = after;
      // The bank prices only a form with nothing wrong.
      if (after.matches('quoting') && !before.matches('quoting') && context.type) {
        expect(formProblems(context.type, context, context.form)).toEqual({});
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

describe('the transfer form', () => {
  it('offers for each type only the own products that may send and receive', () => {
    const ids = (list: { id: string }[]) => list.map(({ id }) => id);
    const [azn, usd] = transferProducts.accounts;
    const [visa, gold] = transferProducts.cards;
    expect(ids(sourcesFor('A2A', transferProducts))).toEqual([azn?.id, usd?.id]);
    // The blocked card neither sends nor receives.
    expect(ids(sourcesFor('C2C', transferProducts))).toEqual([visa?.id, gold?.id]);
    // The source, and anything spending from its account, is no destination.
    expect(ids(ownDestinationsFor('A2A', transferProducts, azn?.id ?? ''))).toEqual([usd?.id]);
    expect(ids(ownDestinationsFor('A2C', transferProducts, azn?.id ?? ''))).toEqual([gold?.id]);
    expect(ids(ownDestinationsFor('C2A', transferProducts, visa?.id ?? ''))).toEqual([usd?.id]);
  });

  it('prices each way of naming the receiver as the contract names it', () => {
    const asked: unknown[] = [];
    const actor = createActor(
      transferFormMachine.provide({
        actors: {
          quoteTransfer: fromPromise(({ input }) => {
            asked.push(input);
            return new Promise(() => {});
          }),
        },
      }),
      { input: transferProducts },
    ).start();
    const send = (...events: TransferFormEvent[]) => {
      for (const event of events) actor.send(event);
    };
    const ask = () => send({ type: 'SUBMIT' }, { type: 'BACK' });
    send({ type: 'TYPE.SELECT', value: 'A2A' }, field('amount', '1 234,5'));
    actor.send({ type: 'SUBMIT' });
    // Still quoting: the form waits, so go back by a refusal before the next one.
    settle(actor, 'xstate.error.actor.quoteTransfer', { error: new TypeError('offline') });
    send({ type: 'RECIPIENT.SELECT', value: 'IBAN' }, field('iban', receivers.otherBankIban));
    expect(actor.getSnapshot().context.showProblems).toBe(false);
    ask();
    expect(actor.getSnapshot().matches('filling')).toBe(true);
    expect(actor.getSnapshot().context.showProblems).toBe(true);
    send(
      field('receiverName', ` ${receivers.otherBankName} `),
      field('taxId', receivers.otherBankTaxId),
      field('comment', 'Rent'),
      { type: 'SUBMIT' },
    );
    settle(actor, 'xstate.error.actor.quoteTransfer', { error: new TypeError('offline') });
    send({ type: 'RECIPIENT.SELECT', value: 'PHONE' }, field('phone', '+994 50 123 45 67'));
    send({ type: 'SUBMIT' });
    settle(actor, 'xstate.error.actor.quoteTransfer', { error: new TypeError('offline') });
    send({ type: 'TYPE.SELECT', value: 'C2C' }, { type: 'RECIPIENT.SELECT', value: 'CARD' });
    send(field('cardNumber', '4169 7300 0000 1231'), { type: 'SUBMIT' });
    const [azn, usd] = transferProducts.accounts;
    const [visa] = transferProducts.cards;
    expect(asked).toEqual([
      { type: 'A2A', from: { productId: azn?.id }, to: { productId: usd?.id }, amount: 1234.5 },
      {
        type: 'A2A',
        from: { productId: azn?.id },
        to: {
          iban: receivers.otherBankIban,
          name: receivers.otherBankName,
          taxId: receivers.otherBankTaxId,
        },
        amount: 1234.5,
        comment: 'Rent',
      },
      {
        type: 'A2A',
        from: { productId: azn?.id },
        to: { phone: receivers.phone },
        amount: 1234.5,
        comment: 'Rent',
      },
      {
        type: 'C2C',
        from: { productId: visa?.id },
        to: { cardNumber: receivers.cardNumber },
        amount: 1234.5,
        comment: 'Rent',
      },
    ]);
    actor.stop();
  });

  it('puts a refusal naming a field under that field, others over the form', () => {
    const actor = start();
    actor.send({ type: 'TYPE.SELECT', value: 'A2A' });
    actor.send(field('amount', '5000'));
    actor.send({ type: 'SUBMIT' });
    // The browser already knows the balance: 5000 is more than the account can spend.
    expect(actor.getSnapshot().matches('filling')).toBe(true);
    actor.send(field('amount', '150'));
    actor.send({ type: 'SUBMIT' });
    settle(actor, 'xstate.error.actor.quoteTransfer', { error: refusals.overBalance });
    expect(actor.getSnapshot().context.refusal).toEqual({
      message: refusals.overBalance.message,
      field: 'amount',
    });
    actor.send(field('amount', '140'));
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'SUBMIT' });
    settle(actor, 'xstate.error.actor.quoteTransfer', { error: refusals.unexplained });
    expect(actor.getSnapshot().context.refusal).toEqual({ message: '' });
    actor.stop();
  });

  it('prices an expired quote again and waits for the customer to confirm the new figures', () => {
    const made: NewTransfer[] = [];
    const actor = createActor(
      transferFormMachine.provide({
        actors: {
          createTransfer: fromPromise(({ input }) => {
            made.push(input);
            return new Promise(() => {});
          }),
        },
      }),
      { input: transferProducts },
    ).start();
    actor.send({ type: 'TYPE.SELECT', value: 'A2A' });
    actor.send(field('amount', '150'));
    actor.send({ type: 'SUBMIT' });
    settle(actor, 'xstate.done.actor.quoteTransfer', { output: exchangeQuote });
    actor.send({ type: 'CONFIRM' });
    settle(actor, 'xstate.error.actor.createTransfer', { error: refusals.quoteExpired });
    expect(actor.getSnapshot().matches('requoting')).toBe(true);
    settle(actor, 'xstate.done.actor.quoteTransfer', { output: requotedExchange });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(context.quote).toEqual(requotedExchange);
    expect(context.requoted).toBe(true);
    // Nothing is made with the new figures until the customer confirms them.
    expect(made.map(({ quoteId }) => quoteId)).toEqual([exchangeQuote.id]);
    actor.send({ type: 'CONFIRM' });
    expect(made.map(({ quoteId }) => quoteId)).toEqual([exchangeQuote.id, requotedExchange.id]);
    expect(made[1]?.idempotencyKey).not.toBe(made[0]?.idempotencyKey);
    actor.stop();
  });

  it('confirms the code under the transfer it was sent for', () => {
    const checked: unknown[] = [];
    const actor = createActor(
      transferFormMachine.provide({
        actors: {
          confirmTransfer: fromPromise(({ input }) => {
            checked.push(input);
            return new Promise(() => {});
          }),
        },
      }),
      { input: transferProducts },
    ).start();
    actor.send({ type: 'TYPE.SELECT', value: 'A2A' });
    actor.send(field('amount', '150'));
    actor.send({ type: 'SUBMIT' });
    settle(actor, 'xstate.done.actor.quoteTransfer', { output: exchangeQuote });
    actor.send({ type: 'CONFIRM' });
    settle(actor, 'xstate.done.actor.createTransfer', { output: internalAwaitingCode });
    actor.send({ type: 'OTP.CHANGE', value: '12 34 56' });
    actor.send({ type: 'OTP.SUBMIT' });
    expect(checked).toEqual([{ sessionId: internalAwaitingCode.id, otp: '123456' }]);
    actor.stop();
  });
});
