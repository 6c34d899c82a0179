/**
 * The loans' collection job: every active loan with an unpaid instalment due by the bank's date
 * is found in one query, then collected from in its own transaction.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../clock';
import type { BankDb } from '../../db/client';
import { currentAccounts, loanInstalments, loans } from '../../db/schema';
import type { JobLog } from '../../jobs';
import type { LedgerTx } from '../../ledger';
import { forEachProduct } from '../../shared/each-product';
import { collectDueInstalments } from '../loans/collect';

export async function collectDueLoans(
  db: BankDb,
  clock: Clock,
  today: Temporal.PlainDate,
  { log, signal }: { log: JobLog; signal: AbortSignal },
): Promise<void> {
  const due = await db
    .selectDistinct({ id: loans.id })
    .from(loanInstalments)
    .innerJoin(loans, eq(loans.id, loanInstalments.loanId))
    .where(
      and(
        eq(loanInstalments.status, 'DUE'),
        lte(loanInstalments.dueDate, today.toString()),
        eq(loans.status, 'ACTIVE'),
      ),
    )
    .orderBy(loans.id);
  await forEachProduct(
    db,
    due.map((row) => row.id),
    log,
    signal,
    {
      what: 'instalment collection',
      lock: lockLoan,
      work: async (tx, { loan, repayment }) => {
        const outcome = await collectDueInstalments(tx, clock, loan, repayment, today);
        if (outcome.unpaid > 0) {
          log.info({ loan: loan.id, unpaid: outcome.unpaid }, 'instalment waits for funds');
        }
      },
    },
  );
}

/** The loan's row, locked, with its repayment account's ledger account. */
async function lockLoan(tx: LedgerTx, id: string) {
  const [row] = await tx
    .select({ loan: loans, repayment: currentAccounts.ledgerAccountId })
    .from(loans)
    .innerJoin(currentAccounts, eq(currentAccounts.id, loans.repaymentAccountId))
    .where(and(eq(loans.id, id), eq(loans.status, 'ACTIVE')))
    .for('update', { of: loans, skipLocked: true });
  return row;
}
