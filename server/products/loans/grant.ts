/**
 * Loans on the ledger. Granting opens the customer's loan account and pays the principal into
 * the repayment account (loan account −P, current account +P: what they owe is the loan
 * account's negative balance). Each instalment moves its principal back to the loan account and
 * its interest to the bank's income, from the repayment account. The schedule is
 * domain/loan.ts's, stored row by row so what was agreed never shifts under a rounding fix.
 */
import { and, eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { annuityPaymentMinor, repaymentSchedule } from '../../../domain/loan';
import { type Clock, toDate } from '../../clock';
import {
  type CurrentAccount,
  type Loan,
  type LoanInstalment,
  loanInstalments,
  loans,
} from '../../db/schema';
import {
  bankAccountId,
  type LedgerDb,
  openLedgerAccount,
  postLedgerTransaction,
} from '../../ledger';
import { allocateAccountNumber } from '../accounts/numbering';
import { type LoanProduct, loanNames, namedAfter, withSuffix } from '../names';

export interface GrantLoanInput {
  customerId: string;
  /** A consumer loan or a refinancing one: what the loan is called (names.ts). */
  product: LoanProduct;
  contractNumber: string;
  principal: bigint;
  ratePercent: string;
  termMonths: number;
  startDate: Temporal.PlainDate;
  repaymentAccount: CurrentAccount;
}

export async function grantLoan(db: LedgerDb, clock: Clock, input: GrantLoanInput): Promise<Loan> {
  const { customerId, repaymentAccount: account } = input;
  const currency = account.currency;
  const names = loanNames[input.product];
  const loanAccount = await openLedgerAccount(db, clock, {
    ...(await allocateAccountNumber(db, 'LOAN', currency)),
    kind: 'LOAN',
    currency,
    customerId,
  });
  await postLedgerTransaction(db, clock, {
    kind: 'LOAN_DISBURSEMENT',
    ...namedAfter(withSuffix(names, input.contractNumber), {
      category: 'LOAN',
      contractNumber: input.contractNumber,
    }),
    postings: [
      { accountId: loanAccount.id, amount: -input.principal, currency },
      { accountId: account.ledgerAccountId, amount: input.principal, currency },
    ],
  });
  const amountMinor = Number(input.principal);
  const [loan] = await db
    .insert(loans)
    .values({
      customerId,
      names,
      contractNumber: input.contractNumber,
      currency,
      principal: input.principal,
      ratePercent: input.ratePercent,
      termMonths: input.termMonths,
      startDate: input.startDate.toString(),
      monthlyPayment: BigInt(annuityPaymentMinor(amountMinor, input.ratePercent, input.termMonths)),
      loanAccountId: loanAccount.id,
      repaymentAccountId: account.id,
    })
    .returning();
  if (!loan) throw new Error('granting a loan returned no row');
  const schedule = repaymentSchedule({
    amountMinor,
    annualRatePercent: input.ratePercent,
    months: input.termMonths,
    startDate: input.startDate,
  });
  await db.insert(loanInstalments).values(
    schedule.map((row) => ({
      loanId: loan.id,
      number: row.number,
      dueDate: row.dueDate,
      principal: BigInt(row.principalMinor),
      interest: BigInt(row.interestMinor),
      balanceAfter: BigInt(row.balanceAfterMinor),
    })),
  );
  return loan;
}

/**
 * Collects one due instalment from the repayment account: 409 INSUFFICIENT_FUNDS (from the
 * ledger) when the money is not there, and then nothing changes.
 */
export async function collectInstalment(
  db: LedgerDb,
  clock: Clock,
  loan: Loan,
  repaymentLedgerAccountId: string,
  instalment: Pick<LoanInstalment, 'number' | 'principal' | 'interest'>,
): Promise<void> {
  const currency = loan.currency;
  const booked = await postLedgerTransaction(db, clock, {
    kind: 'LOAN_REPAYMENT',
    ...namedAfter(withSuffix(loan.names, loan.contractNumber), {
      category: 'LOAN',
      contractNumber: loan.contractNumber,
      instalment: instalment.number,
    }),
    postings: [
      {
        accountId: repaymentLedgerAccountId,
        amount: -(instalment.principal + instalment.interest),
        currency,
      },
      { accountId: loan.loanAccountId, amount: instalment.principal, currency },
      {
        accountId: await bankAccountId(db, 'INTEREST_INCOME', currency),
        amount: instalment.interest,
        currency,
      },
    ],
  });
  await db
    .update(loanInstalments)
    .set({ status: 'PAID', paidAt: toDate(booked.bookedAt), transactionId: booked.id })
    .where(and(eq(loanInstalments.loanId, loan.id), eq(loanInstalments.number, instalment.number)));
}
