import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type AcceptedOffer,
  canAccept,
  chosenFigures,
  loanCalculatorMachine,
  loansWithoutStatement,
  type OffersData,
} from '../../machines/loanCalculator.machine';
import {
  askedLessData,
  askedLessOffers,
  creditData,
  kapitalStatement,
  refinancingData,
} from '../fake-bank/fixtures/offers';
import { loanCalculatorModel } from './loanCalculator.model';
import { modelPaths } from './support/model-paths';

// The bank never answers by itself: each path says when a call succeeds or fails.
const never = () => new Promise<never>(() => {});
const chart = loanCalculatorMachine.provide({
  actors: {
    loadOffers: fromPromise<OffersData, string>(never),
    acceptOffer: fromPromise<void, AcceptedOffer>(never),
  },
});
const { paths, coverage } = modelPaths(loanCalculatorMachine, loanCalculatorModel);
const same = loanCalculatorModel.serializeState ?? JSON.stringify;
const input = { applicationId: 'application-1', today: '2026-11-27' };

/** A chart whose bank answers with `data` and records what is accepted. */
function answering(data: OffersData, sent: AcceptedOffer[] = []) {
  const actor = createActor(
    loanCalculatorMachine.provide({
      actors: {
        loadOffers: fromPromise<OffersData, string>(async () => data),
        acceptOffer: fromPromise<void, AcceptedOffer>(({ input: accepted }) => {
          sent.push(accepted);
          return never();
        }),
      },
    }),
    { input },
  ).start();
  return actor;
}

const loaded = async (actor: ReturnType<typeof answering>) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(actor.getSnapshot().value).toBe('choosing');
};

describe('the loan calculator chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const actor = createActor(chart, { input }).start();
    const emitted: string[] = [];
    actor.on('error', ({ message }) => emitted.push(`error:${message}`));
    actor.on('accepted', () => emitted.push('accepted'));
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
      if (step.event.type.startsWith('xstate.error.actor')) {
        const { error } = step.event as unknown as { error: Error };
        expect(emitted.at(-1)).toBe(`error:${error.message}`);
      }
      if ((step.event.type as string) === 'xstate.done.actor.acceptOffer') {
        expect(emitted.at(-1)).toBe('accepted');
      }
    }
    actor.stop();
  });
});

describe('the loan calculator', () => {
  it('opens on the offer of the amount asked for (index 999), at its own term', async () => {
    const actor = answering(creditData);
    await loaded(actor);
    const { context } = actor.getSnapshot();
    expect([context.offerId, context.amount, context.month]).toEqual(['offer-5000', 5000, 24]);
    expect(chosenFigures(context)).toMatchObject({
      rate: 19.5,
      payment: '253.26',
      overLimit: false,
    });
  });

  it('never opens on more than was asked, though the bank would lend more', async () => {
    const actor = answering(askedLessData);
    await loaded(actor);
    const { context } = actor.getSnapshot();
    expect([context.offerId, context.amount, context.month]).toEqual([
      'offer-5000-asked',
      5000,
      14,
    ]);
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(true);
    // The larger amount stays the customer's own choice.
    actor.send({ type: 'OFFER.PICK', offerId: 'offer-13072' });
    expect(actor.getSnapshot().context.amount).toBe(13072);
  });

  it('opens within the largest offer that fits when the amount asked for does not', async () => {
    const [largest, asked] = askedLessOffers;
    if (!largest || !asked) throw new Error('fixtures');
    const tooMuch = { ...asked, id: 'asked-20000', amount: 20000, term: 48, monthlyPayment: 619.3 };
    const actor = answering({ ...askedLessData, offers: [tooMuch, largest] });
    await loaded(actor);
    const { context } = actor.getSnapshot();
    expect([context.offerId, context.amount, context.month]).toEqual(['offer-13072', 13072, 48]);
  });

  it('shows the cost of credit at the chosen amount and term', async () => {
    const actor = answering(creditData);
    await loaded(actor);
    const before = chosenFigures(actor.getSnapshot().context)?.cost;
    expect(before?.aprPercent).toBeGreaterThan(19.5);
    actor.send({ type: 'MONTH.CHANGE', value: 48 });
    const after = chosenFigures(actor.getSnapshot().context)?.cost;
    expect(after?.totalInterestMinor).toBeGreaterThan(before?.totalInterestMinor ?? 0);
    expect(after?.totalPayableMinor).toBe(500_000 + (after?.totalInterestMinor ?? 0));
  });

  it('floors and clamps the amount, clamps the month, and follows the bracket', async () => {
    const actor = answering(creditData);
    await loaded(actor);
    actor.send({ type: 'AMOUNT.CHANGE', value: '1500.99' });
    expect(actor.getSnapshot().context.amount).toBe(1500);
    actor.send({ type: 'AMOUNT.CHANGE', value: 120 });
    expect(actor.getSnapshot().context.amount).toBe(300);
    actor.send({ type: 'AMOUNT.CHANGE', value: 9000 });
    expect(actor.getSnapshot().context.amount).toBe(5000);
    actor.send({ type: 'MONTH.CHANGE', value: 60 });
    expect(chosenFigures(actor.getSnapshot().context)).toMatchObject({ rate: 21 });
    expect(actor.getSnapshot().context.month).toBe(48);
    actor.send({ type: 'MONTH.CHANGE', value: 1 });
    expect(actor.getSnapshot().context.month).toBe(3);
    expect(chosenFigures(actor.getSnapshot().context)).toMatchObject({
      rate: 18,
      payment: '1716.91',
      overLimit: true,
    });
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
  });

  it('accepts the chosen amount and term of a plain credit offer', async () => {
    const sent: AcceptedOffer[] = [];
    const actor = answering(creditData, sent);
    await loaded(actor);
    actor.send({ type: 'OFFER.PICK', offerId: 'offer-3000' });
    actor.send({ type: 'MONTH.CHANGE', value: 18 });
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toBe('accepting');
    expect(sent).toEqual([
      { applicationId: 'application-1', offerId: 'offer-3000', amount: 3000, term: 18 },
    ]);
  });

  it('matches the refinancing offer of exactly the ticked loans, with their banks', async () => {
    const sent: AcceptedOffer[] = [];
    const actor = answering(refinancingData, sent);
    await loaded(actor);
    actor.send({ type: 'LIABILITY.TOGGLE', liabilityId: 'liability-respublika' });
    expect(actor.getSnapshot().context).toMatchObject({
      offerId: 'offer-refin-respublika',
      amount: 1850,
      bankIds: { 'liability-respublika': 'bank-respublika' },
    });
    actor.send({ type: 'LIABILITY.TOGGLE', liabilityId: 'liability-kapital' });
    expect(actor.getSnapshot().context.offerId).toBeNull();
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
    actor.send({ type: 'LIABILITY.TOGGLE', liabilityId: 'liability-respublika' });
    actor.send({ type: 'AMOUNT.CHANGE', value: 300 });
    expect(actor.getSnapshot().context).toMatchObject({
      offerId: 'offer-refin-kapital',
      amount: 3200,
    });
    actor.send({ type: 'STATEMENT.ADDED', document: kapitalStatement });
    actor.send({ type: 'ACCEPT' });
    expect(sent[0]?.refinancedLoans).toEqual([
      {
        refLiabilityId: 'liability-kapital',
        bankId: 'kapital-bank',
        iban: 'AZ12AIIB38090019441234567801',
      },
    ]);
  });

  it('needs a statement of every ticked loan, uploaded now or before', async () => {
    const actor = answering(refinancingData);
    await loaded(actor);
    actor.send({ type: 'LIABILITY.TOGGLE', liabilityId: 'liability-kapital' });
    expect(loansWithoutStatement(actor.getSnapshot().context)).toEqual(['liability-kapital']);
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
    actor.send({ type: 'STATEMENT.ADDED', document: kapitalStatement });
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(true);
    actor.send({ type: 'STATEMENT.REMOVED', documentId: kapitalStatement.id });
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
  });

  it('reopens with the loans whose statement the bank holds ticked, ready to accept', async () => {
    const resumed = answering({ ...refinancingData, statements: [kapitalStatement] });
    await loaded(resumed);
    expect(resumed.getSnapshot().context).toMatchObject({
      ticked: ['liability-kapital'],
      offerId: 'offer-refin-kapital',
      bankIds: { 'liability-kapital': 'kapital-bank' },
    });
    expect(resumed.getSnapshot().can({ type: 'ACCEPT' })).toBe(true);
  });

  it('chooses no offer for refinancing until a loan is ticked, and cannot accept', async () => {
    const actor = answering(refinancingData);
    await loaded(actor);
    expect(actor.getSnapshot().context).toMatchObject({ offerId: null, ticked: [] });
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
    actor.send({ type: 'OFFER.PICK', offerId: 'offer-5000' });
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
  });

  it('needs a bank for every ticked loan its account does not name', async () => {
    const actor = answering({ ...refinancingData, banks: [], statements: [kapitalStatement] });
    await loaded(actor);
    expect(actor.getSnapshot().context.ticked).toEqual(['liability-kapital']);
    expect(canAccept(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'BANK.CHOOSE', liabilityId: 'liability-kapital', bankId: 'kapital-bank' });
    expect(canAccept(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'LIABILITY.TOGGLE', liabilityId: 'liability-kapital' });
    expect(actor.getSnapshot().context).toMatchObject({ offerId: null, bankIds: {} });
  });
});
