/**
 * Collecting a loan's due instalments from its repayment account, oldest first. One the account
 * cannot pay stays DUE (overdue once its date is past) and the ones after it wait too, so money
 * always settles the oldest debt first; the next run tries again. The caller holds the loan's
 * row lock, so no instalment is collected twice.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { type Clock, toDate } from '../../clock';
import { type Loan, loanInstalments, loans } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import { collectInstalment } from './grant';

export interface Collection {
  collected: number;
  /** Due by today and still unpaid: the repayment account could not bear the next one. */
  unpaid: number;
  closed: boolean;
}

export async function collectDueInstalments(
  db: LedgerDb,
  clock: Clock,
  loan: Loan,
  repaymentLedgerAccountId: string,
  today: Temporal.PlainDate,
): Promise<Collection> {
  const due = await db
    .select()
    .from(loanInstalments)
    .where(
      and(
        eq(loanInstalments.loanId, loan.id),
        eq(loanInstalments.status, 'DUE'),
        lte(loanInstalments.dueDate, today.toString()),
      ),
    )
    .orderBy(asc(loanInstalments.number));
  let collected = 0;
  for (const instalment of due) {
    try {
      await collectInstalment(db, clock, loan, repaymentLedgerAccountId, instalment);
    } catch (error) {
      // The ledger refuses before writing anything, so the transaction goes on unharmed.
      if (error instanceof BankError && error.code === 'INSUFFICIENT_FUNDS') break;
      throw error;
    }
    collected += 1;
  }
  const closed = collected > 0 && (await closeIfRepaid(db, clock, loan));
  return { collected, unpaid: due.length - collected, closed };
}

/** Closes the loan once no instalment of its schedule is left unpaid; true when it did. */
async function closeIfRepaid(db: LedgerDb, clock: Clock, loan: Loan): Promise<boolean> {
  const closed = await db
    .update(loans)
    .set({ status: 'CLOSED', closedAt: toDate(clock.now()) })
    .where(
      and(
        eq(loans.id, loan.id),
        eq(loans.status, 'ACTIVE'),
        sql`not exists (select 1 from ${loanInstalments}
          where ${loanInstalments.loanId} = ${loan.id} and ${loanInstalments.status} = 'DUE')`,
      ),
    )
    .returning({ id: loans.id });
  return closed.length > 0;
}
