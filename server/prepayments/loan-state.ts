/**
 * A loan as early repayment sees it: the row (locked when it will change), the repayment
 * account's ledger account and what is available on it, and the schedule in domain/loan.ts's
 * form with how many instalments are paid.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Instalment } from '../../domain/loan';
import {
  currentAccounts,
  type Loan,
  type LoanInstalment,
  ledgerAccounts,
  loanInstalments,
  loans,
} from '../db/schema';
import type { LedgerDb } from '../ledger';
import { isUuid } from '../ledger/db';
import { invalidRequest } from './refusals';

export interface LoanState {
  loan: Loan;
  repaymentLedgerAccountId: string;
  /** Balance less holds (plus any overdraft) on the repayment account. */
  availableMinor: bigint;
  schedule: Instalment[];
  /** The stored rows, for their status and due dates. */
  rows: LoanInstalment[];
  paidInstalments: number;
}

/**
 * The running loan `loanId`, of `customerId` when given; 404 PREPAYMENT_VALIDATION when there is
 * no such running loan. `lock` takes the loan's row lock, as everything that changes a loan's
 * instalments does (docs/ARCHITECTURE.md, "Scheduled work").
 */
export async function readLoanState(
  db: LedgerDb,
  loanId: string,
  { customerId, lock }: { customerId?: string; lock: boolean },
): Promise<LoanState> {
  if (!isUuid(loanId)) throw loanNotFound();
  const query = db
    .select({
      loan: loans,
      repaymentLedgerAccountId: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      held: ledgerAccounts.held,
      overdraftLimit: ledgerAccounts.overdraftLimit,
    })
    .from(loans)
    .innerJoin(currentAccounts, eq(currentAccounts.id, loans.repaymentAccountId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, currentAccounts.ledgerAccountId))
    .where(
      and(
        eq(loans.id, loanId),
        eq(loans.status, 'ACTIVE'),
        customerId === undefined ? undefined : eq(loans.customerId, customerId),
      ),
    );
  const [row] = lock ? await query.for('update', { of: loans }) : await query;
  if (!row) throw loanNotFound();
  const rows = await db
    .select()
    .from(loanInstalments)
    .where(eq(loanInstalments.loanId, loanId))
    .orderBy(asc(loanInstalments.number));
  return {
    loan: row.loan,
    repaymentLedgerAccountId: row.repaymentLedgerAccountId,
    availableMinor: row.balance - row.held + row.overdraftLimit,
    schedule: rows.map(instalmentOf),
    rows,
    paidInstalments: rows.filter((each) => each.status === 'PAID').length,
  };
}

function instalmentOf(row: LoanInstalment): Instalment {
  const principalMinor = Number(row.principal);
  const interestMinor = Number(row.interest);
  return {
    number: row.number,
    dueDate: row.dueDate,
    paymentMinor: principalMinor + interestMinor,
    principalMinor,
    interestMinor,
    balanceAfterMinor: Number(row.balanceAfter),
  };
}

const loanNotFound = () => invalidRequest(404, 'PREPAYMENT_LOAN_NOT_FOUND');
