/**
 * What the bank's loan documents are made from, as plain data: read from the database on the
 * event loop and handed to a render worker, so only structured-cloneable values. Money is
 * integer minor units; dates are yyyy-MM-dd on the bank's calendar.
 */
import type { ApplicationDocumentType } from '../db/schema';
import type { Locale } from '../i18n';

/** Each paper of the package; the customer accepts them in the order of `papersFor`. */
export const paperKinds = [
  'STANDARD_FORM',
  'LOAN_CONTRACT',
  'PAYOFF_INSTRUCTION',
  'INSURANCE_APPLICATION',
] as const;
export type PaperKind = (typeof paperKinds)[number];

export interface RefinancedLoanFacts {
  bankName: string;
  bic: string;
  /** The loan's account at that bank. */
  loanAccount: string;
  /** Where the payoff is sent. */
  iban: string;
  amountMinor: number;
}

export interface DocumentFacts {
  /** Printed on every paper: the application's reference. */
  reference: string;
  product: 'LOAN' | 'REFIN';
  locale: Locale;
  /** The bank clock when the documents were prepared, epoch milliseconds. */
  preparedAt: number;
  /** The bank's date then: the schedule assumes the loan is paid out on it. */
  startDate: string;
  lender: { name: string; bic: string };
  borrower: { name: string; identifier: string; phone: string };
  currency: 'AZN';
  amountMinor: number;
  months: number;
  /** Percent a year, as stored ('18.0000'). */
  annualRatePercent: string;
  monthlyPaymentMinor: number;
  insurance: { insurerName: string; premiumMinor: number } | null;
  refinanced: RefinancedLoanFacts[];
}

export interface Paper {
  kind: PaperKind;
  documentType: ApplicationDocumentType;
  position: number;
}

/** The standard form first (MAIN), then the contract and what this loan adds to it (OTHER). */
export function papersFor(facts: DocumentFacts): Paper[] {
  const kinds: PaperKind[] = ['STANDARD_FORM', 'LOAN_CONTRACT'];
  if (facts.product === 'REFIN' && facts.refinanced.length > 0) kinds.push('PAYOFF_INSTRUCTION');
  if (facts.insurance) kinds.push('INSURANCE_APPLICATION');
  return kinds.map((kind, position) => ({
    kind,
    documentType: position === 0 ? 'MAIN' : 'OTHER',
    position,
  }));
}

/** One paper to draw: what a render worker is given. */
export interface PaperInput {
  kind: PaperKind;
  facts: DocumentFacts;
}

export function isPaperKind(value: string): value is PaperKind {
  return (paperKinds as readonly string[]).includes(value);
}
