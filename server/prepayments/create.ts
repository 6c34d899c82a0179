/**
 * createPrepayment's work, in the caller's transaction (the idempotency key's): the loan's row
 * lock first, the rules again as the quote ran them, then FM_3 is booked and closes the loan,
 * while FM_1 and FM_2 hold the amount until their business day (PRODUCT 4.5).
 */
import { randomUUID } from 'node:crypto';
import { bakuDate } from '../../domain/calendar';
import { type Clock, toDate } from '../clock';
import { type Prepayment, prepayments } from '../db/schema';
import { type LedgerTx, placeHold } from '../ledger';
import { assessPrepayment, type PrepaymentAsk } from './assess';
import { bookPayoff, prepaymentReference } from './booking';
import { readLoanState } from './loan-state';
import { settleLoan } from './schedule';

export interface CreatePrepaymentInput extends PrepaymentAsk {
  loanId: string;
}

export async function createPrepayment(
  tx: LedgerTx,
  clock: Clock,
  customerId: string,
  input: CreatePrepaymentInput,
): Promise<Prepayment> {
  const state = await readLoanState(tx, input.loanId, { customerId, lock: true });
  const today = bakuDate(clock.now());
  const assessment = await assessPrepayment(tx, state, input, today);
  const { loan } = state;
  const id = randomUUID();
  const row = {
    id,
    customerId,
    loanId: loan.id,
    option: input.option,
    amount: BigInt(assessment.paidNowMinor),
    currency: loan.currency,
    executionDate: assessment.executionDate.toString(),
    createdAt: toDate(clock.now()),
  };
  if (input.option === 'FM_3') {
    const booked = await bookPayoff(tx, clock, state, assessment, id);
    await settleLoan(tx, loan, state.paidInstalments, assessment, { booked, today });
    return insert(tx, {
      ...row,
      status: 'COMPLETED',
      transactionId: booked.id,
      accruedInterest: BigInt(assessment.accruedInterestMinor),
      principalRepaid: BigInt(assessment.principalRepaidMinor),
      completedAt: toDate(booked.bookedAt),
    });
  }
  const hold = await placeHold(tx, clock, {
    accountId: state.repaymentLedgerAccountId,
    amount: row.amount,
    reason: prepaymentReference(id),
  });
  return insert(tx, { ...row, status: 'IN_REVIEW', holdId: hold.id });
}

async function insert(tx: LedgerTx, values: typeof prepayments.$inferInsert): Promise<Prepayment> {
  const [stored] = await tx.insert(prepayments).values(values).returning();
  if (!stored) throw new Error('storing a prepayment returned no row');
  return stored;
}
