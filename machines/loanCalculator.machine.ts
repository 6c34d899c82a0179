/**
 * Step 1 of a loan request (issue 5, SPEC 3, 5, 9): the bank's offers with the calculator. The
 * customer picks an offer, slides the amount and month (the rate follows the month's bracket),
 * ticks the loans to refinance (the offer whose key holds exactly those loans is chosen) with
 * each loan's bank and a statement of it from that bank, and accepts. The bank calls are actors
 * the app supplies with provide(); each statement is uploaded by its own chart
 * (refinancingUpload.machine.ts), which reports it here.
 */
import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  fromPromise,
  setup,
} from 'xstate';
import {
  bankOfAccount,
  type CalculatorOffer,
  calculatorFigures,
  figuresAcceptable,
  isRefinancingOffer,
  offerAmount,
  offerMonth,
} from '../src/domain/loan-calculator';
import { liabilityIdsOfKey, offerForLiabilities } from '../src/domain/loan-offer';
import { errorText, notProvided } from './bank-calls';
import type { RefinancingDocument } from './refinancingUpload.machine';

export interface EligibleLoan {
  refLiabilityId: string;
  /** The loan's account at the other bank, an IBAN. */
  loanAccount: string;
  bankName?: string;
  outstandingAmount?: number;
}

export interface RefinancingBank {
  id: string;
  bic: string;
  name?: string;
}

/**
 * What step 1 reads from the bank: offers largest first, the refinanceable loans, the banks, and
 * the statements of those loans uploaded so far.
 */
export interface OffersData {
  offers: CalculatorOffer[];
  eligibleLoans: EligibleLoan[];
  banks: RefinancingBank[];
  statements: RefinancingDocument[];
}

export interface AcceptedOffer {
  applicationId: string;
  offerId: string;
  amount: number;
  term: number;
  refinancedLoans?: { refLiabilityId: string; bankId: string; iban: string }[];
}

export interface LoanCalculatorContext extends OffersData {
  applicationId: string;
  offerId: string | null;
  amount: number;
  month: number;
  /** The ticked refinanceable loans, in the order they are listed. */
  ticked: string[];
  /** The bank chosen for each ticked loan. */
  bankIds: Record<string, string>;
}

export type LoanCalculatorEvent =
  | { type: 'OFFER.PICK'; offerId: string }
  | { type: 'AMOUNT.CHANGE'; value: number | string }
  | { type: 'MONTH.CHANGE'; value: number }
  | { type: 'LIABILITY.TOGGLE'; liabilityId: string }
  | { type: 'BANK.CHOOSE'; liabilityId: string; bankId: string }
  | { type: 'STATEMENT.ADDED'; document: RefinancingDocument }
  | { type: 'STATEMENT.REMOVED'; documentId: string }
  | { type: 'ACCEPT' }
  | { type: 'RETRY' };

export interface LoanCalculatorServices {
  loadOffers: (applicationId: string) => Promise<OffersData>;
  acceptOffer: (accepted: AcceptedOffer) => Promise<void>;
}

/** The offer the context has chosen, if any. */
export function chosenOffer(context: LoanCalculatorContext): CalculatorOffer | undefined {
  return context.offers.find((offer) => offer.id === context.offerId);
}

/** The chosen offer's rate, payment and over-limit flag at the chosen amount and month. */
export function chosenFigures(context: LoanCalculatorContext) {
  const offer = chosenOffer(context);
  return offer && calculatorFigures(offer, context.amount, context.month);
}

/** The ticked loans with no statement uploaded yet: the bank needs one for each. */
export function loansWithoutStatement(context: LoanCalculatorContext): string[] {
  return context.ticked.filter(
    (id) => !context.statements.some((statement) => statement.refLiabilityId === id),
  );
}

/**
 * Whether ACCEPT may go to the bank: figures within the limit, each refinanced loan with its
 * bank and a statement.
 */
export function canAccept(context: LoanCalculatorContext): boolean {
  const offer = chosenOffer(context);
  if (!offer || !figuresAcceptable(calculatorFigures(offer, context.amount, context.month))) {
    return false;
  }
  return (
    context.ticked.every((id) => context.bankIds[id] !== undefined) &&
    loansWithoutStatement(context).length === 0
  );
}

/** The context with `offer` chosen at its own amount and term; undefined leaves none chosen. */
function choose(context: LoanCalculatorContext, offer: CalculatorOffer | undefined) {
  if (!offer) return { ...context, offerId: null };
  return {
    ...context,
    offerId: offer.id,
    amount: offerAmount(offer, offer.amount),
    month: offerMonth(offer, offer.term),
  };
}

/** The first plain credit offer whose own terms fit the limit, else the first plain one. */
function defaultOffer(offers: readonly CalculatorOffer[]): CalculatorOffer | undefined {
  const plain = offers.filter((offer) => !isRefinancingOffer(offer));
  const fits = (offer: CalculatorOffer) =>
    figuresAcceptable(calculatorFigures(offer, offer.amount, offerMonth(offer, offer.term)));
  return plain.find(fits) ?? plain[0];
}

/** Ticked loans keep their chosen bank; a new one starts with the bank its IBAN names. */
function withTicked(context: LoanCalculatorContext, ticked: string[]): LoanCalculatorContext {
  const bankIds: Record<string, string> = {};
  for (const id of ticked) {
    const loan = context.eligibleLoans.find((each) => each.refLiabilityId === id);
    const known =
      context.bankIds[id] ?? (loan && bankOfAccount(loan.loanAccount, context.banks)?.id);
    if (known) bankIds[id] = known;
  }
  const offer =
    ticked.length > 0 ? offerForLiabilities(context.offers, ticked) : defaultOffer(context.offers);
  return choose({ ...context, ticked, bankIds }, offer);
}

function toggled(context: LoanCalculatorContext, liabilityId: string): string[] {
  const on = new Set(context.ticked);
  if (on.has(liabilityId)) on.delete(liabilityId);
  else on.add(liabilityId);
  return context.eligibleLoans.map((loan) => loan.refLiabilityId).filter((id) => on.has(id));
}

function acceptedOffer(context: LoanCalculatorContext): AcceptedOffer {
  const accepted = {
    applicationId: context.applicationId,
    offerId: context.offerId ?? '',
    amount: context.amount,
    term: context.month,
  };
  if (context.ticked.length === 0) return accepted;
  const refinancedLoans = context.ticked.map((id) => ({
    refLiabilityId: id,
    bankId: context.bankIds[id] ?? '',
    iban: context.eligibleLoans.find((loan) => loan.refLiabilityId === id)?.loanAccount ?? '',
  }));
  return { ...accepted, refinancedLoans };
}

type Ctx = LoanCalculatorContext;
type Ev = LoanCalculatorEvent;

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

export const loanCalculatorMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as Ev,
    input: {} as { applicationId: string },
    emitted: {} as { type: 'error'; message: string } | { type: 'accepted' },
    tags: {} as 'busy',
  },
  actors: {
    loadOffers: fromPromise<OffersData, string>(notProvided),
    acceptOffer: fromPromise<void, AcceptedOffer>(notProvided),
  },
  guards: { acceptable: ({ context }) => canAccept(context) },
  actions: {
    keepOffers: assign(({ context }, data: OffersData) =>
      choose({ ...context, ...data, ticked: [], bankIds: {} }, defaultOffer(data.offers)),
    ),
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
    addStatement: assign(({ context, event }) =>
      event.type === 'STATEMENT.ADDED'
        ? { statements: [...context.statements, event.document] }
        : {},
    ),
    removeStatement: assign(({ context, event }) =>
      event.type === 'STATEMENT.REMOVED'
        ? { statements: context.statements.filter((each) => each.id !== event.documentId) }
        : {},
    ),
    notifyError: emit((_, message: string) => ({ type: 'error' as const, message })),
    notifyAccepted: emit({ type: 'accepted' as const }),
  },
}).createMachine({
  id: 'loanCalculator',
  initial: 'loading',
  context: ({ input }) => ({
    applicationId: input.applicationId,
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
      invoke: {
        id: 'loadOffers',
        src: 'loadOffers',
        input: ({ context }) => context.applicationId,
        onDone: {
          target: 'choosing',
          actions: {
            type: 'keepOffers',
            params: ({ event }: { event: DoneActorEvent<OffersData> }) => event.output,
          },
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'notifyError',
            params: ({ event }: { event: ErrorActorEvent }) => errorText(event.error),
          },
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    choosing: { on: editing },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'acceptOffer',
        src: 'acceptOffer',
        input: ({ context }) => acceptedOffer(context),
        onDone: { target: 'accepted' },
        onError: {
          target: 'failed',
          actions: {
            type: 'notifyError',
            params: ({ event }: { event: ErrorActorEvent }) => errorText(event.error),
          },
        },
      },
    },
    // The choice stays as it was so the customer can change it or try again.
    failed: { on: editing },
    accepted: { type: 'final', entry: 'notifyAccepted' },
  },
});
