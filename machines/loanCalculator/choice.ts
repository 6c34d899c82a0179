/**
 * The customer's choice in step 1 as pure functions of the chart's context: the offer and its
 * figures, the ticked loans with their banks and statements, and what accepting sends.
 */
import {
  bankOfAccount,
  type CalculatorOffer,
  calculatorFigures,
  figuresAcceptable,
  isRefinancingOffer,
  offerAmount,
  offerMonth,
} from '../../domain/loan-calculator';
import { offerForLiabilities } from '../../domain/loan-offer';
import type { AcceptedOffer, LoanCalculatorContext } from './types';

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
export function choose(context: LoanCalculatorContext, offer: CalculatorOffer | undefined) {
  if (!offer) return { ...context, offerId: null };
  return {
    ...context,
    offerId: offer.id,
    amount: offerAmount(offer, offer.amount),
    month: offerMonth(offer, offer.term),
  };
}

/** The first plain credit offer whose own terms fit the limit, else the first plain one. */
export function defaultOffer(offers: readonly CalculatorOffer[]): CalculatorOffer | undefined {
  const plain = offers.filter((offer) => !isRefinancingOffer(offer));
  const fits = (offer: CalculatorOffer) =>
    figuresAcceptable(calculatorFigures(offer, offer.amount, offerMonth(offer, offer.term)));
  return plain.find(fits) ?? plain[0];
}

/** Ticked loans keep their chosen bank; a new one starts with the bank its IBAN names. */
export function withTicked(
  context: LoanCalculatorContext,
  ticked: string[],
): LoanCalculatorContext {
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

/** The ticked loans after one is ticked or unticked, in the order they are listed. */
export function toggled(context: LoanCalculatorContext, liabilityId: string): string[] {
  const on = new Set(context.ticked);
  if (on.has(liabilityId)) on.delete(liabilityId);
  else on.add(liabilityId);
  return context.eligibleLoans.map((loan) => loan.refLiabilityId).filter((id) => on.has(id));
}

/** What accepting sends: the offer at the chosen amount and month, and the refinanced loans. */
export function acceptedOffer(context: LoanCalculatorContext): AcceptedOffer {
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
