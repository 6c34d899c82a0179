/** The bank's answers for step 1 (offers, refinanceable loans, banks) in stories and tests. */
import type { OffersData } from '../../machines/loanCalculator.machine';
import type { RefinancingDocument } from '../../machines/refinancingUpload.machine';
import type { CalculatorOffer } from '../../src/domain/loan-calculator';

const durations = [
  { minTerm: 3, maxTerm: 12, interest: 18 },
  { minTerm: 13, maxTerm: 24, interest: 19.5 },
  { minTerm: 25, maxTerm: 48, interest: 21 },
];

function offer(
  id: string,
  amount: number,
  term: number,
  fields: Partial<CalculatorOffer> & { monthlyPayment: number; interest: number },
) {
  return {
    id,
    amount,
    minimumAmount: 300,
    term,
    debtToIncomeRatio: 300,
    refinancingLoansCombinationKey: '',
    durations,
    ...fields,
  };
}

/** Nigar asked for 5 000 ₼; the bank lends against a 300 ₼ monthly payment. */
export const creditOffers = [
  offer('offer-5000', 5000, 24, { interest: 19.5, monthlyPayment: 253.26 }),
  offer('offer-3000', 3000, 12, { interest: 18, monthlyPayment: 275.04 }),
  offer('offer-1500', 1500, 12, { interest: 18, monthlyPayment: 137.52 }),
];

/** Each loan at another bank alone; there is no offer for both together. */
export const refinancingOffers = [
  offer('offer-refin-kapital', 3200, 18, {
    interest: 19.5,
    monthlyPayment: 206.47,
    minimumAmount: 3200,
    debtToIncomeRatio: 480,
    refinancingLoansCombinationKey: 'liability-kapital',
  }),
  offer('offer-refin-respublika', 1850, 12, {
    interest: 18,
    monthlyPayment: 169.61,
    minimumAmount: 1850,
    debtToIncomeRatio: 420,
    refinancingLoansCombinationKey: 'liability-respublika',
  }),
];

export const eligibleLoans = [
  {
    refLiabilityId: 'liability-kapital',
    loanAccount: 'AZ12AIIB38090019441234567801',
    bankName: 'Kapital Bank',
    outstandingAmount: 3200,
  },
  {
    refLiabilityId: 'liability-respublika',
    loanAccount: 'AZ65BRES40060019440987654321',
    bankName: 'Bank Respublika',
    outstandingAmount: 1850,
  },
];

export const banks = [
  { id: 'kapital-bank', bic: 'AIIBAZ2X', name: 'Kapital Bank' },
  { id: 'pasha-bank', bic: 'PAHAAZ22', name: 'PAŞA Bank' },
  { id: 'bank-respublika', bic: 'BRESAZ22', name: 'Bank Respublika' },
];

export const creditData: OffersData = {
  offers: creditOffers,
  eligibleLoans: [],
  banks: [],
  statements: [],
};

/** A refinancing application: offers sorted by amount, largest first (SPEC 9). */
export const refinancingData: OffersData = {
  offers: [...creditOffers, ...refinancingOffers].sort((a, b) => b.amount - a.amount),
  eligibleLoans,
  banks,
  statements: [],
};

/** The Kapital Bank loan's statement, as uploadRefinancingDocument answers. */
export const kapitalStatement: RefinancingDocument = {
  id: 'statement-kapital',
  refLiabilityId: 'liability-kapital',
  fileName: 'kapital-statement.pdf',
  mediaType: 'application/pdf',
  size: 184_320,
  uploadedAt: '2026-11-21T09:15:00Z',
};
