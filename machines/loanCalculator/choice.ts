/**
 * The customer's choice in step 1 as pure functions of the chart's context: the offer it opens
 * on and the one chosen, its figures, the ticked loans with their banks and statements, and what
 * accepting sends.
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
import { offerForLiabilities, requestedAmountOfferIndex } from '../../domain/loan-offer';
import type { AcceptedOffer, LoanCalculatorContext } from './types';

/** The offer the context has chosen, if any. */
export function chosenOffer(context: LoanCalculatorContext): CalculatorOffer | undefined {
  return context.offers.find((offer) => offer.id === context.offerId);
}

/** The chosen offer's rate, payment, over-limit flag and cost at the chosen amount and month. */
export function chosenFigures(context: LoanCalculatorContext) {
  const offer = chosenOffer(context);
  return offer && calculatorFigures(offer, context.amount, context.month, context.today);
}

/**
 * A refinancing application: the bank listed loans at other banks to pay off. Its offer is the
 * one for the ticked loans, so it needs at least one (the bank refuses it otherwise too).
 */
export function isRefinancingApplication(context: Pick<LoanCalculatorContext, 'eligibleLoans'>) {
  return context.eligibleLoans.length > 0;
}

/** The ticked loans with no statement uploaded yet: the bank needs one for each. */
export function loansWithoutStatement(context: LoanCalculatorContext): string[] {
  return context.ticked.filter(
    (id) => !context.statements.some((statement) => statement.refLiabilityId === id),
  );
}

/**
 * Whether ACCEPT may go to the bank: figures within the limit; for refinancing at least one
 * ticked loan, each with its bank and a statement.
 */
export function canAccept(context: LoanCalculatorContext): boolean {
  const figures = chosenFigures(context);
  if (!figures || !figuresAcceptable(figures)) return false;
  if (isRefinancingApplication(context) && context.ticked.length === 0) return false;
  return (
    context.ticked.every((id) => context.bankIds[id] !== undefined) &&
    loansWithoutStatement(context).length === 0
  );
}

/**
 * The context with `offer` chosen at `amount` (its own amount unless given, kept inside it) and
 * its own term; undefined leaves none chosen.
 */
export function choose(
  context: LoanCalculatorContext,
  offer: CalculatorOffer | undefined,
  amount: number = offer?.amount ?? 0,
) {
  if (!offer) return { ...context, offerId: null };
  return {
    ...context,
    offerId: offer.id,
    amount: offerAmount(offer, amount),
    month: offerMonth(offer, offer.term),
  };
}

/**
 * PRODUCT 9: the calculator opens on the amount the customer asked for (the offer at index 999),
 * never more. Each plain offer is tried at that amount kept inside its limits and at its own
 * term; the one that fits the monthly limit with the most of the asked amount wins, the asked
 * offer itself on a tie. When none fits, the asked offer opens flagged over the limit. A larger
 * amount is only ever the customer's own choice.
 */
export function openingChoice(context: LoanCalculatorContext): LoanCalculatorContext {
  const plain = context.offers.filter((offer) => !isRefinancingOffer(offer));
  const asked = plain.find((offer) => offer.index === requestedAmountOfferIndex);
  // Without the asked amount, the smallest offer: nothing larger is ever chosen for them.
  const target = asked?.amount ?? Math.min(...plain.map((offer) => offer.amount));
  let best: { offer: CalculatorOffer; amount: number } | undefined;
  for (const offer of plain) {
    const amount = offerAmount(offer, target);
    const month = offerMonth(offer, offer.term);
    if (!figuresAcceptable(calculatorFigures(offer, amount, month, context.today))) continue;
    if (!best || amount > best.amount || (amount === best.amount && offer === asked)) {
      best = { offer, amount };
    }
  }
  const fallback = asked ?? plain.find((offer) => offer.amount === target);
  return choose(context, best?.offer ?? fallback, best?.amount ?? target);
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
  const next = { ...context, ticked, bankIds };
  if (ticked.length > 0) return choose(next, offerForLiabilities(context.offers, ticked));
  // Refinancing without a ticked loan has no offer: a plain credit is not what was asked for.
  return isRefinancingApplication(context) ? choose(next, undefined) : openingChoice(next);
}

/**
 * What a (re)loaded step opens on: the loans whose statement the bank holds are the ones the
 * customer ticked, so the ticks and statements survive a reload; with none, the opening offer.
 */
export function loadedChoice(context: LoanCalculatorContext): LoanCalculatorContext {
  const withStatement = new Set(context.statements.map((each) => each.refLiabilityId));
  const ticked = context.eligibleLoans
    .map((loan) => loan.refLiabilityId)
    .filter((id) => withStatement.has(id));
  return withTicked({ ...context, bankIds: {} }, ticked);
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
