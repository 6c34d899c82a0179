/**
 * What the bank's application documents are made from, as plain data: read from the database
 * on the event loop and handed to a render worker, so only structured-cloneable values. Money is
 * integer minor units; dates are yyyy-MM-dd on the bank's calendar.
 */
import type { DepositType } from '../../domain/deposit';
import type { ApplicationDocumentType, Currency } from '../db/schema';
import type { Locale } from '../i18n';

/** Each paper of a package; the customer accepts them in the order of `papersFor`. */
export const paperKinds = [
  'STANDARD_FORM',
  'LOAN_CONTRACT',
  'PAYOFF_INSTRUCTION',
  'INSURANCE_APPLICATION',
  'ACCOUNT_AGREEMENT',
  'ACCOUNT_TERMS',
  'DEPOSIT_AGREEMENT',
  'DEPOSIT_INSURANCE_SHEET',
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

/** What every paper prints about itself and its two parties. */
export interface PaperBasics {
  /** Printed on every paper: the application's reference. */
  reference: string;
  locale: Locale;
  /** The bank clock when the documents were prepared, epoch milliseconds. */
  preparedAt: number;
  /** The bank's date then: schedules and payout plans assume the product starts on it. */
  startDate: string;
  bank: { name: string; bic: string };
  customer: { name: string; identifier: string; phone: string };
}

export interface LoanFacts extends PaperBasics {
  product: 'LOAN' | 'REFIN';
  currency: 'AZN';
  amountMinor: number;
  months: number;
  /** Percent a year, as stored ('18.0000'). */
  annualRatePercent: string;
  monthlyPaymentMinor: number;
  insurance: { insurerName: string; premiumMinor: number } | null;
  refinanced: RefinancedLoanFacts[];
}

export interface AccountFacts extends PaperBasics {
  product: 'ACCOUNT';
  currency: Currency;
}

export interface DepositFacts extends PaperBasics {
  product: 'DEPOSIT';
  currency: Currency;
  depositType: DepositType;
  amountMinor: number;
  termMonths: number;
  /** Percent a year, as fixed at the application ('9.5'). */
  annualRatePercent: string;
  /** MON pays interest monthly, YEAR at the end of the term. */
  payout: 'MON' | 'YEAR';
  sourceAccount: { iban: string; name: string };
}

export type DocumentFacts = LoanFacts | AccountFacts | DepositFacts;

export interface Paper {
  kind: PaperKind;
  documentType: ApplicationDocumentType;
  position: number;
}

function packageOf(kinds: PaperKind[]): Paper[] {
  return kinds.map((kind, position) => ({
    kind,
    documentType: position === 0 ? 'MAIN' : 'OTHER',
    position,
  }));
}

/**
 * A loan: the standard form first (MAIN), then the contract and what this loan adds to it
 * (OTHER). An account or a deposit: its agreement (MAIN), then the bank's information sheet.
 */
export function papersFor(facts: DocumentFacts): Paper[] {
  if (facts.product === 'ACCOUNT') return packageOf(['ACCOUNT_AGREEMENT', 'ACCOUNT_TERMS']);
  if (facts.product === 'DEPOSIT') {
    return packageOf(['DEPOSIT_AGREEMENT', 'DEPOSIT_INSURANCE_SHEET']);
  }
  const kinds: PaperKind[] = ['STANDARD_FORM', 'LOAN_CONTRACT'];
  if (facts.product === 'REFIN' && facts.refinanced.length > 0) kinds.push('PAYOFF_INSTRUCTION');
  if (facts.insurance) kinds.push('INSURANCE_APPLICATION');
  return packageOf(kinds);
}

/** One paper to draw: what a render worker is given. */
export interface PaperInput {
  kind: PaperKind;
  facts: DocumentFacts;
}

export function isPaperKind(value: string): value is PaperKind {
  return (paperKinds as readonly string[]).includes(value);
}

/** The facts of a product's paper; a paper handed another product's facts is a bug. */
export function factsOf<P extends DocumentFacts['product']>(
  { kind, facts }: PaperInput,
  ...products: P[]
): Extract<DocumentFacts, { product: P }> {
  if (!(products as string[]).includes(facts.product)) {
    throw new Error(`the paper ${kind} is not drawn for a ${facts.product} application`);
  }
  return facts as Extract<DocumentFacts, { product: P }>;
}
