/**
 * A prepayment's one ledger transaction (kind LOAN_REPAYMENT, reference `prepayment:<id>`, so it
 * can never book twice): the amount leaves the repayment account, the principal goes back to
 * the loan account and the accrued interest to the bank's income. FM_3 books it at once; FM_1
 * and FM_2 capture the hold placed when the customer asked.
 */

import type { Clock } from '../clock';
import type { Loan } from '../db/schema';
import {
  type BookedTransaction,
  bankAccountId,
  captureHold,
  type LedgerTx,
  type Posting,
  postLedgerTransaction,
} from '../ledger';
import { namedAfter, withSuffix } from '../products/names';
import type { Assessment } from './assess';

export const prepaymentReference = (id: string) => `prepayment:${id}`;

function details(loan: Loan, assessment: Assessment, prepaymentId: string) {
  return {
    kind: 'LOAN_REPAYMENT' as const,
    ...namedAfter(withSuffix(loan.names, loan.contractNumber), {
      category: 'LOAN',
      contractNumber: loan.contractNumber,
      prepayment: assessment.option,
    }),
    reference: prepaymentReference(prepaymentId),
  };
}

/** The loan account's and the income's side: what the repayment account's debit pays for. */
async function loanSide(tx: LedgerTx, loan: Loan, assessment: Assessment): Promise<Posting[]> {
  const { currency } = loan;
  const principal: Posting = {
    accountId: loan.loanAccountId,
    amount: BigInt(assessment.principalRepaidMinor),
    currency,
  };
  if (assessment.accruedInterestMinor === 0) return [principal];
  return [
    principal,
    {
      accountId: await bankAccountId(tx, 'INTEREST_INCOME', currency),
      amount: BigInt(assessment.accruedInterestMinor),
      currency,
    },
  ];
}

export async function bookPayoff(
  tx: LedgerTx,
  clock: Clock,
  { loan, repaymentLedgerAccountId }: { loan: Loan; repaymentLedgerAccountId: string },
  assessment: Assessment,
  prepaymentId: string,
): Promise<BookedTransaction> {
  return postLedgerTransaction(tx, clock, {
    ...details(loan, assessment, prepaymentId),
    postings: [
      {
        accountId: repaymentLedgerAccountId,
        amount: -BigInt(assessment.paidNowMinor),
        currency: loan.currency,
      },
      ...(await loanSide(tx, loan, assessment)),
    ],
  });
}

export async function bookFromHold(
  tx: LedgerTx,
  clock: Clock,
  loan: Loan,
  assessment: Assessment,
  { id, holdId }: { id: string; holdId: string },
): Promise<BookedTransaction> {
  return captureHold(tx, clock, {
    ...details(loan, assessment, id),
    holdId,
    amount: BigInt(assessment.paidNowMinor),
    counterPostings: await loanSide(tx, loan, assessment),
  });
}
