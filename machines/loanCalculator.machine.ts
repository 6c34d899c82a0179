/**
 * Step 1 of a loan request (issue 5, PRODUCT 3, 5, 9): the bank's offers with the calculator,
 * opened on the amount the customer asked for (choice.ts). The customer picks an offer, slides
 * the amount and month (the rate and the cost of credit follow the month's bracket),
 * ticks the loans to refinance (the offer whose key holds exactly those loans is chosen) with
 * each loan's bank and a statement of it from that bank, and accepts. The bank calls are actors
 * the app supplies with provide(); each statement is uploaded by its own chart
 * (refinancingUpload.machine.ts), which reports it here.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { offerAmount, offerMonth } from '../domain/loan-calculator';
import { liabilityIdsOfKey } from '../domain/loan-offer';
import { bankCalls, bankError, notProvided } from './bank-calls';
import {
  acceptedOffer,
  canAccept,
  choose,
  chosenOffer,
  loadedChoice,
  toggled,
  withTicked,
} from './loanCalculator/choice';
import type {
  AcceptedOffer,
  LoanCalculatorContext,
  LoanCalculatorEvent,
  LoanCalculatorInput,
  OffersData,
} from './loanCalculator/types';

export {
  canAccept,
  chosenFigures,
  chosenOffer,
  isRefinancingApplication,
  loansWithoutStatement,
} from './loanCalculator/choice';
export * from './loanCalculator/types';

const editing = {
  'OFFER.PICK': { target: '#loanCalculator.choosing', actions: 'pickOffer' },
  'AMOUNT.CHANGE': { target: '#loanCalculator.choosing', actions: 'changeAmount' },
  'MONTH.CHANGE': { target: '#loanCalculator.choosing', actions: 'changeMonth' },
  'LIABILITY.TOGGLE': { target: '#loanCalculator.choosing', actions: 'toggleLiability' },
  'BANK.CHOOSE': { target: '#loanCalculator.choosing', actions: 'chooseBank' },
  'STATEMENT.ADDED': { target: '#loanCalculator.choosing', actions: 'addStatement' },
  'STATEMENT.REMOVED': { target: '#loanCalculator.choosing', actions: 'removeStatement' },
  ACCEPT: { guard: 'acceptable', target: '#loanCalculator.accepting' },
} as const;

const actors = {
  loadOffers: fromPromise<OffersData, string>(notProvided),
  acceptOffer: fromPromise<void, AcceptedOffer>(notProvided),
};
const bankCall = bankCalls<LoanCalculatorContext, typeof actors>();

export const loanCalculatorMachine = setup({
  types: {
    context: {} as LoanCalculatorContext,
    events: {} as LoanCalculatorEvent,
    input: {} as LoanCalculatorInput,
    emitted: {} as { type: 'error'; message: string } | { type: 'accepted' },
    tags: {} as 'busy',
  },
  actors,
  guards: { acceptable: ({ context }) => canAccept(context) },
  actions: {
    keepOffers: assign(({ context }, data: OffersData) => loadedChoice({ ...context, ...data })),
    pickOffer: assign(({ context, event }) => {
      const offer =
        event.type === 'OFFER.PICK'
          ? context.offers.find((each) => each.id === event.offerId)
          : undefined;
      if (!offer) return context;
      const ticked = [...liabilityIdsOfKey(offer.refinancingLoansCombinationKey)];
      return choose(withTicked(context, ticked), offer);
    }),
    changeAmount: assign(({ context, event }) => {
      const offer = chosenOffer(context);
      if (!offer || event.type !== 'AMOUNT.CHANGE') return context;
      return { ...context, amount: offerAmount(offer, event.value) };
    }),
    changeMonth: assign(({ context, event }) => {
      const offer = chosenOffer(context);
      if (!offer || event.type !== 'MONTH.CHANGE') return context;
      return { ...context, month: offerMonth(offer, event.value) };
    }),
    toggleLiability: assign(({ context, event }) =>
      event.type === 'LIABILITY.TOGGLE'
        ? withTicked(context, toggled(context, event.liabilityId))
        : context,
    ),
    chooseBank: assign(({ context, event }) =>
      event.type === 'BANK.CHOOSE' && context.ticked.includes(event.liabilityId)
        ? { ...context, bankIds: { ...context.bankIds, [event.liabilityId]: event.bankId } }
        : context,
    ),
    // One statement a loan: the bank replaces the old one with a new upload.
    addStatement: assign(({ context, event }) =>
      event.type === 'STATEMENT.ADDED'
        ? {
            statements: [
              ...context.statements.filter(
                (each) => each.refLiabilityId !== event.document.refLiabilityId,
              ),
              event.document,
            ],
          }
        : {},
    ),
    removeStatement: assign(({ context, event }) =>
      event.type === 'STATEMENT.REMOVED'
        ? { statements: context.statements.filter((each) => each.id !== event.documentId) }
        : {},
    ),
    notifyError: emit(bankError),
    notifyAccepted: emit({ type: 'accepted' as const }),
  },
}).createMachine({
  id: 'loanCalculator',
  initial: 'loading',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    today: input.today,
    offers: [],
    eligibleLoans: [],
    banks: [],
    statements: [],
    offerId: null,
    amount: 0,
    month: 0,
    ticked: [],
    bankIds: {},
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: bankCall('loadOffers', {
        input: ({ context }) => context.applicationId,
        onDone: { target: 'choosing', actions: 'keepOffers' },
        onError: { target: 'loadFailed', actions: 'notifyError' },
      }),
    },
    loadFailed: { on: { RETRY: 'loading' } },
    choosing: { on: editing },
    accepting: {
      tags: ['busy'],
      invoke: bankCall('acceptOffer', {
        input: ({ context }) => acceptedOffer(context),
        onDone: 'accepted',
        onError: { target: 'failed', actions: 'notifyError' },
      }),
    },
    // The choice stays as it was so the customer can change it or try again.
    failed: { on: editing },
    accepted: { type: 'final', entry: 'notifyAccepted' },
  },
});
