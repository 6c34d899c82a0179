/**
 * The debt-to-income limit (PRODUCT 5: a per-customer maximum monthly payment) checked once
 * more when a loan is booked. Acceptance checked it against the offer's limit, computed when the
 * offers were made; several applications accepted one after another each fit alone, so the
 * final approval counts the loans the customer has at that moment.
 *
 * Two approvals for one customer at once must not both count the loans before either is
 * booked: the check takes a per-customer advisory lock held to commit, so the second waits and
 * counts the first's loan. Nothing else takes this lock, so it cannot deadlock with the ledger's
 * or the application's row locks (taken in that order by every approval).
 */
import { sql } from 'drizzle-orm';
import type { LoanApplicationRow } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { LedgerTx } from '../ledger';
import { amount as major } from '../openapi/json';
import { maximumMonthlyPayment } from './offers';
import { financesOf } from './store';

/** The advisory lock's first key: a fixed number naming "loan approvals" in this database. */
const approvalLockSpace = 1_305_202_613;

/**
 * Takes the customer's approval lock, then refuses with 409 a monthly payment above what the
 * limit leaves after the customer's running loans here and elsewhere. The loans a refinancing
 * pays off no longer count, as when its offer was made (offers.ts).
 */
export async function assertWithinDebtToIncome(
  tx: LedgerTx,
  application: LoanApplicationRow,
  payment: bigint,
): Promise<void> {
  const { customerId } = application;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${approvalLockSpace}, hashtext(${customerId}::text))`,
  );
  const { finances, refinanceable } = await financesOf(tx, customerId);
  const paidOff = new Set(application.refinancedLoans.map((loan) => loan.refLiabilityId));
  const freed = refinanceable
    .filter((loan) => paidOff.has(loan.id))
    .reduce((sum, loan) => sum + loan.monthlyPayment, 0);
  const limit = BigInt(
    maximumMonthlyPayment({
      ...finances,
      monthlyInstalments: finances.monthlyInstalments - freed,
    }),
  );
  if (payment <= limit) return;
  throw new BankError('DEBT_TO_INCOME_EXCEEDED', 409, {
    payment: major(payment, application.currency),
    limit: major(limit, application.currency),
  });
}
