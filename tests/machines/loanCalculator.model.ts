/**
 * The loan calculator chart as a test model: what the customer and the bank can send in each
 * state, and a coarse state identity (state, chosen offer, over the limit, ticked loans, banks,
 * the loans with a statement).
 */

import { amountRange, termRange } from '../../domain/loan-calculator';
import {
  chosenFigures,
  chosenOffer,
  type LoanCalculatorContext,
  type LoanCalculatorEvent,
  type loanCalculatorMachine,
} from '../../machines/loanCalculator.machine';
import { creditData, kapitalStatement, refinancingData } from '../fake-bank/fixtures/offers';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof loanCalculatorMachine>['events']>[0];

function calculatorEvents(snapshot: Snapshot): LoanCalculatorEvent[] {
  const offer = chosenOffer(snapshot.context);
  if (!offer) return [];
  const amounts = amountRange(offer);
  const months = termRange(offer.durations);
  return [
    { type: 'AMOUNT.CHANGE', value: amounts.min },
    { type: 'AMOUNT.CHANGE', value: amounts.max },
    { type: 'MONTH.CHANGE', value: months.min },
    { type: 'MONTH.CHANGE', value: months.max },
  ];
}

function statementEvents(context: LoanCalculatorContext, liabilityId: string) {
  const held = context.statements.filter((each) => each.refLiabilityId === liabilityId).length;
  if (held >= 2) return [];
  const document = {
    ...kapitalStatement,
    id: `statement-${liabilityId}-${held + 1}`,
    refLiabilityId: liabilityId,
  };
  return [{ type: 'STATEMENT.ADDED' as const, document }];
}

// Reloaded with a statement stored: its id is the one the model's own upload gives, so the
// states the model tells apart by their loans are the same states.
const resumedData = {
  ...refinancingData,
  statements: [{ ...kapitalStatement, id: 'statement-liability-kapital-1' }],
};

export const loanCalculatorModel: ModelPathsOptions<typeof loanCalculatorMachine> = {
  inputs: [{ applicationId: 'application-1', today: '2026-11-27' }],
  events: (snapshot: Snapshot): LoanCalculatorEvent[] => {
    const context: LoanCalculatorContext = snapshot.context;
    return [
      ...context.offers.map((offer) => ({ type: 'OFFER.PICK' as const, offerId: offer.id })),
      ...calculatorEvents(snapshot),
      ...context.eligibleLoans.map((loan) => ({
        type: 'LIABILITY.TOGGLE' as const,
        liabilityId: loan.refLiabilityId,
      })),
      ...context.ticked.map((liabilityId) => ({
        type: 'BANK.CHOOSE' as const,
        liabilityId,
        bankId: 'pasha-bank',
      })),
      // A first and a second statement of each ticked loan; more would only grow the model.
      ...context.ticked.flatMap((liabilityId) => statementEvents(context, liabilityId)),
      ...context.statements.map((statement) => ({
        type: 'STATEMENT.REMOVED' as const,
        documentId: statement.id,
      })),
      { type: 'ACCEPT' },
      { type: 'RETRY' },
    ];
  },
  actorResults: {
    loadOffers: {
      outputs: [refinancingData, creditData, resumedData],
      errors: [new Error('Xəta baş verdi')],
    },
    acceptOffer: {
      outputs: [undefined],
      errors: [new Error('Aylıq ödəniş limitinizi keçir')],
    },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      refinancing: context.eligibleLoans.length > 0,
      offerId: context.offerId,
      overLimit: chosenFigures(context)?.overLimit ?? null,
      ticked: context.ticked,
      bankIds: context.bankIds,
      statements: (context as LoanCalculatorContext).statements.map((each) => each.refLiabilityId),
    }),
};
