/**
 * The bank's offer rule for a loan application, pure: from the customer's monthly income and
 * existing instalments comes the largest monthly payment the bank lends against (debt to
 * income), and from that the offers — the amount the customer asked for (offer index 999,
 * PRODUCT 9: always listed, so the customer sees it, flagged over the limit when it does not fit),
 * the most the customer can afford, a smaller one, and for refinancing one offer per eligible
 * loan at another bank and one for all of them together. Money is integer minor units.
 */
import { annuityPaymentMinor } from '../../domain/loan';
import {
  combinationKeyOf,
  type DurationBracket,
  loanDefaults,
  rateForTerm,
  requestedAmountOfferIndex,
} from '../../domain/loan-offer';

const minorPerManat = 100;

export const offerRules = {
  /** Instalments may take at most this share of the monthly net income. */
  debtToIncomeLimitPercent: 40,
  /** The bank's largest consumer loan, in manat. */
  maximumAmountManat: 50_000,
  durations: [
    { minTerm: 3, maxTerm: 12, interest: 18 },
    { minTerm: 13, maxTerm: 24, interest: 19.5 },
    { minTerm: 25, maxTerm: 48, interest: 21 },
  ] as const satisfies readonly DurationBracket[],
} as const;

export interface CustomerFinances {
  monthlyNetIncome: number;
  /** Every monthly instalment the customer already pays, here and at other banks. */
  monthlyInstalments: number;
}

export interface RefinanceableLoan {
  id: string;
  remainingAmount: number;
  monthlyPayment: number;
}

export interface OfferDraft {
  amount: number;
  minimumAmount: number;
  term: number;
  interest: number;
  monthlyPayment: number;
  /** The customer's maximum monthly payment for this offer. */
  debtToIncomeRatio: number;
  refinancingKey: string;
  durations: DurationBracket[];
  position: number;
}

export function maximumMonthlyPayment({
  monthlyNetIncome,
  monthlyInstalments,
}: CustomerFinances): number {
  const limit = Math.floor((monthlyNetIncome * offerRules.debtToIncomeLimitPercent) / 100);
  return Math.max(0, limit - monthlyInstalments);
}

const terms = Array.from(
  { length: loanDefaults.maximumTermMonths - loanDefaults.minimumTermMonths + 1 },
  (_, index) => loanDefaults.minimumTermMonths + index,
);

function paymentAt(amount: number, term: number): { interest: number; payment: number } {
  const interest = rateForTerm(offerRules.durations, term) ?? 0;
  return { interest, payment: annuityPaymentMinor(amount, interest, term) };
}

/** The shortest term whose payment fits; the longest term when none does (over the limit). */
function termFor(amount: number, maximumPayment: number) {
  const fitting = terms.find((term) => paymentAt(amount, term).payment <= maximumPayment);
  const term = fitting ?? loanDefaults.maximumTermMonths;
  const { interest, payment } = paymentAt(amount, term);
  return { term, interest, monthlyPayment: payment };
}

/** The most whole manat whose payment over the longest term fits, capped by the bank's limit. */
export function affordableAmount(maximumPayment: number): number {
  const term = loanDefaults.maximumTermMonths;
  const fits = (manat: number) =>
    manat > 0 && paymentAt(manat * minorPerManat, term).payment <= maximumPayment;
  const monthly = (rateForTerm(offerRules.durations, term) ?? 0) / 1200;
  // The annuity's present value gives the answer to within a manat; the loops make it exact.
  const estimate = (maximumPayment * (1 - (1 + monthly) ** -term)) / monthly / minorPerManat;
  let manat = Math.min(Math.floor(estimate), offerRules.maximumAmountManat);
  while (manat > 0 && !fits(manat)) manat -= 1;
  while (manat < offerRules.maximumAmountManat && fits(manat + 1)) manat += 1;
  return manat * minorPerManat;
}

function draft(amount: number, maximumPayment: number, position: number, key = ''): OfferDraft {
  return {
    amount,
    minimumAmount: key === '' ? loanDefaults.minimumAmount * minorPerManat : amount,
    ...termFor(amount, maximumPayment),
    debtToIncomeRatio: maximumPayment,
    refinancingKey: key,
    durations: offerRules.durations.map((bracket) => ({ ...bracket })),
    position,
  };
}

/** Plain credit offers: the requested amount (999), the most affordable, and a smaller one. */
function creditOffers(requestedManat: number, finances: CustomerFinances): OfferDraft[] {
  const maximumPayment = maximumMonthlyPayment(finances);
  const requested = requestedManat * minorPerManat;
  const highest = affordableAmount(maximumPayment);
  const smaller = Math.floor(Math.min(requested, highest) / 2 / minorPerManat) * minorPerManat;
  const minimum = loanDefaults.minimumAmount * minorPerManat;
  const others = [...new Set([highest, smaller])]
    .filter((amount) => amount >= minimum && amount !== requested)
    .sort((a, b) => b - a);
  return [
    draft(requested, maximumPayment, requestedAmountOfferIndex),
    ...others.map((amount, index) => draft(amount, maximumPayment, index)),
  ];
}

/** Each eligible loan alone, then all of them together when there are several. */
function combinationsOf(loans: readonly RefinanceableLoan[]): RefinanceableLoan[][] {
  const singles = loans.map((loan) => [loan]);
  return loans.length > 1 ? [...singles, [...loans]] : singles;
}

/**
 * Refinancing offers: the amount pays the chosen loans off in full (rounded up to a whole
 * manat), and their instalments no longer count against the customer's limit.
 */
function refinancingOffers(
  finances: CustomerFinances,
  loans: readonly RefinanceableLoan[],
  firstPosition: number,
): OfferDraft[] {
  return combinationsOf(loans).map((combination, index) => {
    const sum = (pick: (loan: RefinanceableLoan) => number) =>
      combination.reduce((total, loan) => total + pick(loan), 0);
    const maximumPayment = maximumMonthlyPayment({
      ...finances,
      monthlyInstalments: finances.monthlyInstalments - sum((loan) => loan.monthlyPayment),
    });
    const amount = Math.ceil(sum((loan) => loan.remainingAmount) / minorPerManat) * minorPerManat;
    const key = combinationKeyOf(combination.map((loan) => loan.id));
    return draft(amount, maximumPayment, firstPosition + index, key);
  });
}

export interface OfferRequest {
  product: 'LOAN' | 'REFIN';
  requestedManat: number;
  finances: CustomerFinances;
  /** The customer's loans at other banks that may be refinanced (REFIN only). */
  refinanceable: readonly RefinanceableLoan[];
}

/** Every offer for an application, largest amount first (PRODUCT 9), ties in position order. */
export function offersFor({
  product,
  requestedManat,
  finances,
  refinanceable,
}: OfferRequest): OfferDraft[] {
  const credit = creditOffers(requestedManat, finances);
  const refinancing =
    product === 'REFIN' ? refinancingOffers(finances, refinanceable, credit.length - 1) : [];
  return [...credit, ...refinancing].sort((a, b) => b.amount - a.amount || a.position - b.position);
}
