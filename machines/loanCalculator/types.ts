/** The loan calculator chart's types (the chart itself is loanCalculator.machine.ts). */
import type { CalculatorOffer } from '../../domain/loan-calculator';
import type { components } from '../../openapi/generated/schema';
import type { RefinancingDocument } from '../refinancingUpload.machine';

type Schemas = components['schemas'];

/** A loan at another bank the customer may refinance; its account is an IBAN. */
export type EligibleLoan = Schemas['EligibleRefinancingLoan'];

/** A bank a refinanced loan can be at. */
export type RefinancingBank = Schemas['BankDetails'];

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

/** The accept call: the contract's body for the application it accepts. */
export type AcceptedOffer = Schemas['AcceptOfferRequest'] & { applicationId: string };

export interface LoanCalculatorContext extends OffersData {
  applicationId: string;
  /** yyyy-MM-dd, today in Baku: the payout day the cost of credit is counted from. */
  today: string;
  offerId: string | null;
  amount: number;
  month: number;
  /** The ticked refinanceable loans, in the order they are listed. */
  ticked: string[];
  /** The bank chosen for each ticked loan. */
  bankIds: Record<string, string>;
}

export interface LoanCalculatorInput {
  applicationId: string;
  today: string;
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
