/**
 * Choosing within a loan offer (PRODUCT 3, 5, 9): which duration bracket sets the rate, which offer
 * belongs to the refinancing liabilities the customer ticked, and the calculator's defaults.
 */

/** PRODUCT 9's defaults when an offer does not say otherwise. */
export const loanDefaults = {
  /** Smallest amount, in whole units of the currency (manats). */
  minimumAmount: 300,
  minimumTermMonths: 3,
  maximumTermMonths: 48,
} as const;

/** PRODUCT 9: offer index 999 stands for the amount the customer originally requested. */
export const requestedAmountOfferIndex = 999;

/** A duration bracket of an offer: terms minTerm..maxTerm months (both inclusive) at interest %. */
export interface DurationBracket {
  minTerm: number;
  maxTerm: number;
  interest: number;
}

/**
 * The bracket whose minTerm..maxTerm (inclusive at both ends) contains the month (PRODUCT 5). If
 * brackets overlap the first listed wins, as the bank lists them; undefined when none does.
 */
export function bracketForTerm<B extends DurationBracket>(
  durations: readonly B[],
  months: number,
): B | undefined {
  return durations.find((bracket) => bracket.minTerm <= months && months <= bracket.maxTerm);
}

/** The annual rate (percent) for a term, from its bracket; undefined outside every bracket. */
export function rateForTerm(
  durations: readonly DurationBracket[],
  months: number,
): number | undefined {
  return bracketForTerm(durations, months)?.interest;
}

/**
 * PRODUCT 9: amounts are floored to whole units (a typed 1500.99 becomes 1500). Anything that is
 * not a finite number becomes 0, which the calculator treats as "no amount".
 */
export function floorLoanAmount(amount: number | string): number {
  const value = typeof amount === 'number' ? amount : Number(amount.trim().replace(',', '.'));
  return Number.isFinite(value) ? Math.floor(value) : 0;
}

/** The term kept inside monthMin..monthMax (PRODUCT 3 calculator, defaults 3 and 48). */
export function clampTerm(
  months: number,
  monthMin: number = loanDefaults.minimumTermMonths,
  monthMax: number = loanDefaults.maximumTermMonths,
): number {
  return Math.min(Math.max(Math.round(months), monthMin), monthMax);
}

/** The amount kept inside amountMin..amountMax after flooring (PRODUCT 3, 9). */
export function clampAmount(
  amount: number | string,
  amountMin: number = loanDefaults.minimumAmount,
  amountMax: number = Number.MAX_SAFE_INTEGER,
): number {
  return Math.min(Math.max(floorLoanAmount(amount), amountMin), amountMax);
}

/**
 * PRODUCT 5: a payment above the customer's maximum monthly payment (the offer's
 * debtToIncomeRatio, an amount in the same units as the payment) is over the limit. Equal is
 * allowed. A missing limit flags nothing.
 */
export function isOverMonthlyLimit(
  payment: number,
  maximumMonthlyPayment?: number | null,
): boolean {
  if (maximumMonthlyPayment === undefined || maximumMonthlyPayment === null) return false;
  return payment > maximumMonthlyPayment;
}

/** The liability ids of a refinancingLoansCombinationKey ('12;7' → {'12','7'}); '' → none. */
export function liabilityIdsOfKey(key: string | null | undefined): Set<string> {
  return new Set(
    (key ?? '')
      .split(';')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  );
}

/**
 * The key the bank writes for a set of liabilities: ids sorted (numerically where they are
 * numbers) and joined with ';', so the same set always gives the same key.
 */
export function combinationKeyOf(liabilityIds: Iterable<string | number>): string {
  const ids = [...liabilityIdsOfKey([...liabilityIds].map(String).join(';'))];
  return ids.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).join(';');
}

/**
 * PRODUCT 5: an offer matches when its refinancingLoansCombinationKey holds exactly the ticked
 * liability ids — the same set, no more and no fewer. The key is a combination, so order and
 * repeated separators do not matter ('7;12' matches ticked 12 and 7). Nothing ticked matches
 * the plain credit offer, whose key is empty.
 */
export function offerMatchesLiabilities(
  offer: { refinancingLoansCombinationKey?: string | null },
  tickedLiabilityIds: Iterable<string | number>,
): boolean {
  const offered = liabilityIdsOfKey(offer.refinancingLoansCombinationKey);
  const ticked = new Set([...tickedLiabilityIds].map((id) => String(id).trim()));
  return offered.size === ticked.size && [...ticked].every((id) => offered.has(id));
}

/** The first offer for exactly these ticked liabilities (plain credit when none are ticked). */
export function offerForLiabilities<O extends { refinancingLoansCombinationKey?: string | null }>(
  offers: readonly O[],
  tickedLiabilityIds: Iterable<string | number>,
): O | undefined {
  const ticked = [...tickedLiabilityIds];
  return offers.find((offer) => offerMatchesLiabilities(offer, ticked));
}

/** PRODUCT 9: offers sorted by amount, largest first; a new array, the input is left alone. */
export function sortOffersByAmount<O extends { amount: number }>(offers: readonly O[]): O[] {
  return [...offers].sort((a, b) => b.amount - a.amount);
}
