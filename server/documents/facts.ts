/**
 * Gathers what the papers say about one application: for a loan the accepted offer, the chosen
 * insurance and, for refinancing, each loan paid off with its remaining amount; accounts and
 * deposits in product-facts.ts. Read again under the application's lock before the papers are
 * stored, so papers drawn from figures that changed meanwhile are never kept.
 */
import { eq, inArray } from 'drizzle-orm';
import { bankById } from '../applications/banks';
import type { Clock } from '../clock';
import { externalLiabilities, type LoanApplicationRow, loanInsurances } from '../db/schema';
import { insurers } from '../insurance/insurers';
import { paperBasics, type Reader } from './basics';
import type { DocumentFacts, LoanFacts, RefinancedLoanFacts } from './model';
import { accountFacts, depositFacts } from './product-facts';

async function refinancedLoans(
  db: Reader,
  application: LoanApplicationRow,
): Promise<RefinancedLoanFacts[]> {
  const chosen = application.refinancedLoans;
  if (chosen.length === 0) return [];
  const rows = await db
    .select()
    .from(externalLiabilities)
    .where(
      inArray(
        externalLiabilities.id,
        chosen.map((loan) => loan.refLiabilityId),
      ),
    );
  return chosen.map((loan) => {
    const liability = rows.find((row) => row.id === loan.refLiabilityId);
    const bank = bankById(loan.bankId);
    if (!liability || !bank) throw new Error(`refinanced loan ${loan.refLiabilityId} is unknown`);
    return {
      bankName: bank.name,
      bic: bank.bic,
      loanAccount: liability.loanAccount,
      iban: loan.iban,
      amountMinor: Number(liability.remainingAmount),
    };
  });
}

async function insuranceOf(db: Reader, applicationId: string) {
  const [row] = await db
    .select()
    .from(loanInsurances)
    .where(eq(loanInsurances.applicationId, applicationId));
  if (!row) return null;
  const insurer = insurers.find((candidate) => candidate.id === row.insurerId);
  return { insurerName: insurer?.name ?? row.insurerId, premiumMinor: Number(row.premium) };
}

/** A loan's facts, or undefined when it has no accepted offer to write up. */
async function loanFacts(
  db: Reader,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<LoanFacts | undefined> {
  const { product, acceptedAmount, acceptedTerm, acceptedInterest, acceptedMonthlyPayment } =
    application;
  if (
    (product !== 'LOAN' && product !== 'REFIN') ||
    acceptedAmount === null ||
    acceptedTerm === null ||
    acceptedInterest === null ||
    acceptedMonthlyPayment === null
  ) {
    return undefined;
  }
  return {
    ...(await paperBasics(db, clock, application)),
    product,
    currency: 'AZN',
    amountMinor: Number(acceptedAmount),
    months: acceptedTerm,
    annualRatePercent: acceptedInterest,
    monthlyPaymentMinor: Number(acceptedMonthlyPayment),
    insurance: await insuranceOf(db, application.id),
    refinanced: product === 'REFIN' ? await refinancedLoans(db, application) : [],
  };
}

/** The facts of the application's papers, or undefined when there is nothing to write up yet. */
export function documentFacts(
  db: Reader,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<DocumentFacts | undefined> {
  if (application.product === 'ACCOUNT') return accountFacts(db, clock, application);
  if (application.product === 'DEPOSIT') return depositFacts(db, clock, application);
  return loanFacts(db, clock, application);
}
