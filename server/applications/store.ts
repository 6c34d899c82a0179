/**
 * Reading and writing applications and their offers. Every customer-facing read is scoped to
 * the signed-in customer: another customer's application is answered like an unknown one.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BankDb } from '../db/client';
import {
  customerIncomes,
  externalLiabilities,
  type LoanApplicationRow,
  loanApplications,
  loanOffers,
  loans,
} from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { LedgerTx } from '../ledger';
import { isUuid } from '../ledger/db';
import type { OfferDraft } from './offers';

export function applicationNotFound(): BankError {
  return new BankError('NOT_FOUND', 404, {}, 'APPLICATION_NOT_FOUND');
}

type Reader = BankDb | LedgerTx;

/** The customer's application, locked for update when `forUpdate`; 404 otherwise. */
export async function customerApplication(
  db: Reader,
  customerId: string | undefined,
  id: string,
  { forUpdate = false } = {},
): Promise<LoanApplicationRow> {
  if (!isUuid(id)) throw applicationNotFound();
  const query = db
    .select()
    .from(loanApplications)
    .where(
      customerId === undefined
        ? eq(loanApplications.id, id)
        : and(eq(loanApplications.id, id), eq(loanApplications.customerId, customerId)),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw applicationNotFound();
  return row;
}

export function customerApplications(db: BankDb, customerId: string) {
  return db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.customerId, customerId))
    .orderBy(desc(loanApplications.createdAt), asc(loanApplications.id));
}

export function offersOf(db: Reader, applicationId: string) {
  return db
    .select()
    .from(loanOffers)
    .where(eq(loanOffers.applicationId, applicationId))
    .orderBy(desc(loanOffers.amount), asc(loanOffers.position));
}

export async function replaceOffers(
  tx: LedgerTx,
  applicationId: string,
  drafts: readonly OfferDraft[],
): Promise<void> {
  await tx.delete(loanOffers).where(eq(loanOffers.applicationId, applicationId));
  if (drafts.length === 0) return;
  await tx.insert(loanOffers).values(
    drafts.map((offer) => ({
      applicationId,
      amount: BigInt(offer.amount),
      minimumAmount: BigInt(offer.minimumAmount),
      term: offer.term,
      interest: String(offer.interest),
      monthlyPayment: BigInt(offer.monthlyPayment),
      debtToIncomeRatio: BigInt(offer.debtToIncomeRatio),
      refinancingKey: offer.refinancingKey,
      durations: offer.durations,
      position: offer.position,
    })),
  );
}

export function liabilitiesOf(db: Reader, customerId: string) {
  return db
    .select()
    .from(externalLiabilities)
    .where(eq(externalLiabilities.customerId, customerId))
    .orderBy(asc(externalLiabilities.loanAccount));
}

/** Income, the instalments of the bank's own running loans, and the loans at other banks. */
export async function financesOf(db: Reader, customerId: string) {
  const [income] = await db
    .select({ amount: customerIncomes.monthlyNetIncome })
    .from(customerIncomes)
    .where(eq(customerIncomes.customerId, customerId));
  const [own] = await db
    .select({ total: sql<string>`coalesce(sum(${loans.monthlyPayment}), 0)::text` })
    .from(loans)
    .where(and(eq(loans.customerId, customerId), eq(loans.status, 'ACTIVE')));
  const liabilities = await liabilitiesOf(db, customerId);
  const elsewhere = liabilities.reduce((sum, loan) => sum + Number(loan.monthlyPayment), 0);
  return {
    finances: {
      monthlyNetIncome: Number(income?.amount ?? 0n),
      monthlyInstalments: Number(own?.total ?? '0') + elsewhere,
    },
    refinanceable: liabilities
      .filter((loan) => loan.eligibleForRefinancing)
      .map((loan) => ({
        id: loan.id,
        remainingAmount: Number(loan.remainingAmount),
        monthlyPayment: Number(loan.monthlyPayment),
      })),
  };
}
