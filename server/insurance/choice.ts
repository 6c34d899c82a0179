/**
 * The customer's insurance step (step 3): the offers for the accepted loan, choosing an insurer
 * (POST when none is chosen yet, PATCH to change it) or going on without insurance. Each choice
 * moves the application on through the lifecycle chart in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { applyEvent, statusAfter } from '../applications/lifecycle';
import { customerApplication } from '../applications/store';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type LoanApplicationRow, loanInsurances } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import type { LedgerTx } from '../ledger';
import { insuranceOffersFor, smallestInsuredAmount } from './insurers';

function storedInsurance(db: BankDb | LedgerTx, applicationId: string) {
  return db
    .select()
    .from(loanInsurances)
    .where(eq(loanInsurances.applicationId, applicationId))
    .then(([row]) => row);
}

/** No accepted offer yet means nothing to insure: no offers. */
function offersOf(application: LoanApplicationRow) {
  const { acceptedAmount, acceptedTerm } = application;
  if (acceptedAmount === null || acceptedTerm === null) return [];
  return insuranceOffersFor(acceptedAmount, acceptedTerm);
}

/**
 * Why no insurer covers an accepted loan (PRODUCT 2.2's "health insurance is unavailable"), or
 * null when one does or nothing is accepted yet: the customer is told, and may go on without it.
 */
function unavailability(application: LoanApplicationRow) {
  const { acceptedAmount } = application;
  if (acceptedAmount === null || acceptedAmount >= smallestInsuredAmount) return null;
  return { reason: 'LOAN_BELOW_INSURERS_MINIMUM' as const, insuredFrom: smallestInsuredAmount };
}

export async function insuranceOffers(db: BankDb, customerId: string, applicationId: string) {
  const application = await customerApplication(db, customerId, applicationId);
  const existing = await storedInsurance(db, application.id);
  return {
    offers: offersOf(application),
    hasExistingInsurance: existing !== undefined,
    unavailable: unavailability(application),
  };
}

export type InsuranceChoice = 'SELECT' | 'UPDATE';

export async function chooseInsurance(
  db: BankDb,
  clock: Clock,
  customerId: string,
  { applicationId, insurerId }: { applicationId: string; insurerId: string },
  choice: InsuranceChoice,
  /** The customer's language now: the documents prepared next are written in it. */
  language: Locale,
): Promise<LoanApplicationRow> {
  return db.transaction(async (tx) => {
    const application = await customerApplication(tx, customerId, applicationId, {
      forUpdate: true,
    });
    const existing = await storedInsurance(tx, application.id);
    if (choice === 'SELECT' && existing) {
      throw new BankError('INSURANCE_ALREADY_CHOSEN', 409);
    }
    if (choice === 'UPDATE' && !existing) {
      throw new BankError('INSURANCE_NOT_CHOSEN', 409);
    }
    // The status before the insurer: from a wrong status the answer is 409 whatever was chosen.
    statusAfter(application, 'INSURANCE_CHOSEN');
    const offer = offersOf(application).find((candidate) => candidate.insurer.id === insurerId);
    if (!offer) throw new BankError('VALIDATION_FAILED', 400, {}, 'INSURER_NOT_OFFERED');
    const row = { insurerId, premium: offer.premium, chosenAt: toDate(clock.now()) };
    if (existing) {
      await tx.update(loanInsurances).set(row).where(eq(loanInsurances.id, existing.id));
    } else {
      await tx.insert(loanInsurances).values({ applicationId: application.id, ...row });
    }
    return applyEvent(tx, clock, application, 'INSURANCE_CHOSEN', { language });
  });
}

export async function skipInsurance(
  db: BankDb,
  clock: Clock,
  customerId: string,
  applicationId: string,
  language: Locale,
): Promise<LoanApplicationRow> {
  return db.transaction(async (tx) => {
    const application = await customerApplication(tx, customerId, applicationId, {
      forUpdate: true,
    });
    statusAfter(application, 'INSURANCE_SKIPPED');
    // An insurer chosen before fresh offers must not be charged at approval.
    await tx.delete(loanInsurances).where(eq(loanInsurances.applicationId, application.id));
    return applyEvent(tx, clock, application, 'INSURANCE_SKIPPED', { language });
  });
}
