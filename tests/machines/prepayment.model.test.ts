import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type NewPrepayment,
  type Prepayment,
  type PrepaymentQuote,
  type PrepaymentRequest,
  prepaymentMachine,
  prepaymentRequest,
} from '../../machines/prepayment.machine';
import { prepaymentLoan, prepaymentLoans, secondLoan } from '../fake-bank/fixtures/prepayments';
import { inReview, partialQuote, prepaymentModel, refused } from './prepayment.model';
import { modelPaths } from './support/model-paths';

const never = () => new Promise<never>(() => {});
// The bank never answers by itself: each path says when a call succeeds or fails.
const chart = prepaymentMachine.provide({
  actors: {
    quotePrepayment: fromPromise<PrepaymentQuote, PrepaymentRequest>(never),
    createPrepayment: fromPromise<Prepayment, NewPrepayment>(never),
    getPrepayment: fromPromise<Prepayment, { id: string }>(never),
    cancelPrepayment: fromPromise<Prepayment, { id: string }>(never),
  },
});
const { paths, coverage } = modelPaths(prepaymentMachine, prepaymentModel);
const same = prepaymentModel.serializeState ?? JSON.stringify;
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('the early-repayment chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const input = path.steps[0]?.state.context.prepaymentId
      ? { loans: prepaymentLoans, prepaymentId: inReview.id }
      : { loans: prepaymentLoans, loanId: prepaymentLoan.id };
    const actor = createActor(chart, { input }).start();
    const changed: string[] = [];
    actor.on('changed', ({ prepayment }) => changed.push(prepayment.status));
    let key: string | null = null;
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      // The bank is asked only with a complete request.
      if (after.matches('quoting')) expect(prepaymentRequest(after.context)).toBeDefined();
      // A new attempt has a new key; a retry of the same attempt keeps it.
      if (after.matches('creating') && !before.matches('creating')) {
        const fresh = step.event.type === 'CONFIRM';
        if (fresh) expect(after.context.idempotencyKey).not.toBe(key);
        else expect(after.context.idempotencyKey).toBe(key);
        key = after.context.idempotencyKey;
      }
      // A refusal keeps what the customer typed.
      if (step.event.type.startsWith('xstate.error.actor')) {
        expect(after.context.amount).toBe(before.context.amount);
      }
      const type: string = step.event.type;
      if (
        type === 'xstate.done.actor.createPrepayment' ||
        type === 'xstate.done.actor.cancelPrepayment'
      ) {
        expect(changed.length).toBeGreaterThan(0);
      }
    }
    actor.stop();
  });

  it('offers only running loans, preselects the linked one, and quotes FM_2 with its amount', async () => {
    const asked: PrepaymentRequest[] = [];
    const actor = createActor(
      prepaymentMachine.provide({
        actors: {
          quotePrepayment: fromPromise<PrepaymentQuote, PrepaymentRequest>(async ({ input }) => {
            asked.push(input);
            return partialQuote;
          }),
        },
      }),
      { input: { loans: prepaymentLoans, loanId: secondLoan.id } },
    ).start();
    expect(actor.getSnapshot().context.loans.map(({ id }) => id)).toEqual([
      prepaymentLoan.id,
      secondLoan.id,
    ]);
    expect(actor.getSnapshot().context.loanId).toBe(secondLoan.id);
    actor.send({ type: 'OPTION.SELECT', value: 'FM_2' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.showProblems).toBe(true);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'AMOUNT.CHANGE', value: '1 250,5' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(asked).toEqual([{ loanId: secondLoan.id, option: 'FM_2', amount: 1250.5 }]);
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    actor.stop();
  });

  it('puts the amount refusals at the field and the others over the page', async () => {
    const answers = [
      refused('PREPAYMENT_AMOUNT_BELOW_MIN'),
      refused('PREPAYMENT_OVERDUE_DEBT'),
      refused('PREPAYMENT_INVALID_LOAN'),
    ];
    const actor = createActor(
      prepaymentMachine.provide({
        actors: {
          quotePrepayment: fromPromise<PrepaymentQuote, PrepaymentRequest>(async () => {
            throw answers.shift();
          }),
        },
      }),
      { input: { loans: prepaymentLoans, loanId: prepaymentLoan.id } },
    ).start();
    actor.send({ type: 'OPTION.SELECT', value: 'FM_1' });
    actor.send({ type: 'AMOUNT.CHANGE', value: '10' });
    const fields: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      actor.send({ type: 'SUBMIT' });
      await settle();
      fields.push(actor.getSnapshot().context.refusal?.field);
    }
    expect(fields).toEqual(['amount', null, null]);
    expect(actor.getSnapshot().context.refusal?.code).toBe('PREPAYMENT_INVALID_LOAN');
    actor.stop();
  });

  it('follows the loans query: a loan closed meanwhile is no longer offered or chosen', () => {
    const actor = createActor(chart, {
      input: { loans: prepaymentLoans, loanId: secondLoan.id },
    }).start();
    const closed = { ...secondLoan, nextPayment: null, remainingAmount: 0 };
    actor.send({ type: 'LOANS', loans: [prepaymentLoan, closed] });
    expect(actor.getSnapshot().context.loans).toEqual([prepaymentLoan]);
    // The one running loan left is the customer's choice.
    expect(actor.getSnapshot().context.loanId).toBe(prepaymentLoan.id);
    actor.stop();
  });

  it('does not choose a first loan for a link to a loan that is not running', () => {
    const actor = createActor(chart, {
      input: { loans: prepaymentLoans, loanId: 'repaid-or-unknown' },
    }).start();
    expect(actor.getSnapshot().context.loanId).toBeNull();
    actor.stop();
  });
});
