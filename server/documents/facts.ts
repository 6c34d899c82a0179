/**
 * Gathers what the papers say about one application: the accepted offer, the borrower, the
 * chosen insurance and, for refinancing, each loan paid off with its remaining amount. Read
 * again under the application's lock before the papers are stored, so papers drawn from
 * figures that changed meanwhile are never kept.
 */
import { eq, inArray } from 'drizzle-orm';
import { isLocale } from '../../src/domain/locale';
import { bankById } from '../applications/banks';
import type { Clock } from '../clock';
import type { BankDb } from '../db/client';
import {
  customers,
  externalLiabilities,
  type LoanApplicationRow,
  loanInsurances,
} from '../db/schema';
import { insurers } from '../insurance/insurers';
import { bankDateOf } from '../jobs';
import type { LedgerTx } from '../ledger';
import { bankRequisites } from '../products/accounts/numbering';
import type { DocumentFacts, RefinancedLoanFacts } from './model';

type Reader = BankDb | LedgerTx;

/** The application's reference as printed: the first block of its id. */
export function referenceOf(applicationId: string): string {
  return applicationId.slice(0, 8).toUpperCase();
}

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

/** The facts, or undefined when the application has no accepted loan offer to write up. */
export async function documentFacts(
  db: Reader,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<DocumentFacts | undefined> {
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
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.id, application.customerId));
  if (!customer) throw new Error(`customer of application ${application.id} is missing`);
  const now = clock.now();
  return {
    reference: referenceOf(application.id),
    product,
    locale: isLocale(application.language) ? application.language : 'az',
    preparedAt: now.epochMilliseconds,
    startDate: bankDateOf(now).toString(),
    lender: { name: bankRequisites.bankName, bic: bankRequisites.bic },
    borrower: {
      name: `${customer.firstName} ${customer.lastName}`,
      identifier: `${customer.identifierType} ${customer.identifierValue}`,
      phone: `+994 ${application.customerPhone}`,
    },
    currency: 'AZN',
    amountMinor: Number(acceptedAmount),
    months: acceptedTerm,
    annualRatePercent: acceptedInterest,
    monthlyPaymentMinor: Number(acceptedMonthlyPayment),
    insurance: await insuranceOf(db, application.id),
    refinanced: product === 'REFIN' ? await refinancedLoans(db, application) : [],
  };
}
