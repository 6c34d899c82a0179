/**
 * Writing a prepayment's consequences onto the loan, in the booking's transaction and under the
 * loan's row lock: the unpaid instalments are replaced by domain/prepayment.ts's new ones (FM_1,
 * FM_2), or by one PAID line for the payoff and the loan CLOSED (FM_3). Paid lines never change.
 */
import { and, eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Instalment } from '../../domain/loan';
import { toDate } from '../clock';
import { type Loan, loanInstalments, loans } from '../db/schema';
import type { BookedTransaction, LedgerTx } from '../ledger';
import type { Assessment } from './assess';

async function dropUnpaid(tx: LedgerTx, loanId: string) {
  await tx
    .delete(loanInstalments)
    .where(and(eq(loanInstalments.loanId, loanId), eq(loanInstalments.status, 'DUE')));
}

const rowOf = (loanId: string, row: Instalment) => ({
  loanId,
  number: row.number,
  dueDate: row.dueDate,
  principal: BigInt(row.principalMinor),
  interest: BigInt(row.interestMinor),
  balanceAfter: BigInt(row.balanceAfterMinor),
});

/** FM_1 and FM_2: the new remaining schedule, the new payment, and the term it ends on. */
export async function replaceUnpaidSchedule(tx: LedgerTx, loan: Loan, assessment: Assessment) {
  const { remaining } = assessment;
  await dropUnpaid(tx, loan.id);
  if (remaining.length > 0) {
    await tx.insert(loanInstalments).values(remaining.map((row) => rowOf(loan.id, row)));
  }
  const last = remaining.at(-1);
  await tx
    .update(loans)
    .set({
      monthlyPayment: BigInt(assessment.monthlyPaymentMinor),
      ...(last ? { termMonths: last.number } : {}),
    })
    .where(eq(loans.id, loan.id));
}

/** FM_3: the payoff is the loan's last instalment, paid today, and the loan is closed. */
export async function settleLoan(
  tx: LedgerTx,
  loan: Loan,
  paidInstalments: number,
  assessment: Assessment,
  { booked, today }: { booked: BookedTransaction; today: Temporal.PlainDate },
) {
  await dropUnpaid(tx, loan.id);
  const paidAt = toDate(booked.bookedAt);
  await tx.insert(loanInstalments).values({
    ...rowOf(loan.id, {
      number: paidInstalments + 1,
      dueDate: today.toString(),
      paymentMinor: assessment.paidNowMinor,
      principalMinor: assessment.principalRepaidMinor,
      interestMinor: assessment.accruedInterestMinor,
      balanceAfterMinor: 0,
    }),
    status: 'PAID',
    paidAt,
    transactionId: booked.id,
  });
  await tx.update(loans).set({ status: 'CLOSED', closedAt: paidAt }).where(eq(loans.id, loan.id));
}
