/**
 * The insurers the bank works with and what each charges to insure a loan: a yearly rate of the
 * loan amount, for the loan's term, floored to the qəpik. Each covers loans from its own minimum
 * amount, so a small loan may get no offer at all.
 */

export interface Insurer {
  id: string;
  name: string;
  /** Premium per year as a fraction of the loan amount. */
  yearlyRate: number;
  /** The smallest loan it insures, in qəpik. */
  minimumAmount: bigint;
}

export const insurers: readonly Insurer[] = [
  { id: 'PASHA_SIGORTA', name: 'PAŞA Sığorta', yearlyRate: 0.012, minimumAmount: 100_000n },
  { id: 'ATESHGAH', name: 'Atəşgah Sığorta', yearlyRate: 0.01, minimumAmount: 300_000n },
  { id: 'MEGA_SIGORTA', name: 'Meqa Sığorta', yearlyRate: 0.015, minimumAmount: 50_000n },
];

export interface InsuranceOfferDraft {
  insurer: Insurer;
  /** In qəpik. */
  premium: bigint;
}

/** Premium = amount × yearly rate × term / 12, floored to the qəpik. */
export function premiumFor(insurer: Insurer, amount: bigint, termMonths: number): bigint {
  // The rate in millionths keeps the arithmetic in integers.
  const rateMillionths = BigInt(Math.round(insurer.yearlyRate * 1_000_000));
  return (amount * rateMillionths * BigInt(termMonths)) / (12n * 1_000_000n);
}

/** The offers for a loan of `amount` qəpik over `termMonths`, cheapest first. */
export function insuranceOffersFor(amount: bigint, termMonths: number): InsuranceOfferDraft[] {
  return insurers
    .filter((insurer) => amount >= insurer.minimumAmount)
    .map((insurer) => ({ insurer, premium: premiumFor(insurer, amount, termMonths) }))
    .sort((a, b) => (a.premium < b.premium ? -1 : a.premium > b.premium ? 1 : 0));
}

/** The smallest loan any insurer covers, in qəpik: below it health insurance is unavailable. */
export const smallestInsuredAmount = insurers.reduce(
  (smallest, insurer) => (insurer.minimumAmount < smallest ? insurer.minimumAmount : smallest),
  insurers[0]?.minimumAmount ?? 0n,
);
