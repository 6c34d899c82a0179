/**
 * GET /api/v1/loans and /api/v1/loans/{id}: the loans with their ledger and repayment accounts
 * in one query, the instalments of all of them in a second. What is owed comes from the loan's
 * ledger account; what is still to pay, from the schedule's unpaid rows.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import {
  currentAccounts,
  type Loan,
  type LoanInstalment,
  ledgerAccounts,
  loanInstalments,
  loans,
} from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import { amount, type Schemas } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { accountRef, checkProductId, productNotFound } from '../json';

async function readLoans(db: LedgerDb, customerId: string, loanId?: string) {
  const rows = await db
    .select({ loan: loans, owed: ledgerAccounts.balance, account: currentAccounts })
    .from(loans)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, loans.loanAccountId))
    .innerJoin(currentAccounts, eq(currentAccounts.id, loans.repaymentAccountId))
    .where(
      and(
        eq(loans.customerId, customerId),
        // One loan is found whatever its state; the list is of the loans still running.
        loanId ? eq(loans.id, loanId) : eq(loans.status, 'ACTIVE'),
      ),
    )
    .orderBy(desc(loans.startDate));
  const ids = rows.map((row) => row.loan.id);
  const instalments =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(loanInstalments)
          .where(inArray(loanInstalments.loanId, ids))
          .orderBy(asc(loanInstalments.loanId), asc(loanInstalments.number));
  return rows.map((row) => ({
    ...row,
    instalments: instalments.filter((instalment) => instalment.loanId === row.loan.id),
  }));
}

function loanJson(
  loan: Loan,
  owed: bigint,
  account: typeof currentAccounts.$inferSelect,
  instalments: readonly LoanInstalment[],
): Schemas['Loan'] {
  const { currency } = loan;
  const unpaid = instalments.filter((instalment) => instalment.status !== 'PAID');
  const next = unpaid[0];
  const outstanding = unpaid.reduce((sum, row) => sum + row.principal + row.interest, 0n);
  return {
    id: loan.id,
    name: loan.name,
    contractNumber: loan.contractNumber,
    currency,
    amount: amount(loan.principal, currency),
    rate: Number(loan.ratePercent),
    term: loan.termMonths,
    monthlyPayment: amount(loan.monthlyPayment, currency),
    // The loan account is negative by what is owed (ledger sign convention).
    remainingAmount: amount(-owed, currency),
    outstandingBalance: amount(outstanding, currency),
    nextPayment: next
      ? { date: next.dueDate, amount: amount(next.principal + next.interest, currency) }
      : null,
    startDate: loan.startDate,
    endDate: instalments.at(-1)?.dueDate ?? loan.startDate,
    repaymentAccount: accountRef(account),
  };
}

export function registerLoanRoutes(app: FastifyInstance, { db }: BankDependencies) {
  registerOperation(app, 'listLoans', async (request) => {
    const rows = await readLoans(db, signedIn(request).customer.id);
    return rows.map((row) => loanJson(row.loan, row.owed, row.account, row.instalments));
  });

  registerOperation(app, 'getLoan', async (request) => {
    const customerId = signedIn(request).customer.id;
    const [row] = await readLoans(db, customerId, checkProductId(request.params.id));
    if (!row) throw productNotFound();
    const { loan, instalments } = row;
    const money = (minor: bigint) => amount(minor, loan.currency);
    return {
      ...loanJson(loan, row.owed, row.account, instalments),
      schedule: instalments.map((instalment) => ({
        number: instalment.number,
        dueDate: instalment.dueDate,
        amount: money(instalment.principal + instalment.interest),
        mainAmount: money(instalment.principal),
        rateAmount: money(instalment.interest),
        balanceAfter: money(instalment.balanceAfter),
        status: instalment.status,
      })),
      paymentHistory: instalments
        .filter((instalment) => instalment.paidAt !== null)
        .reverse()
        .map((instalment) => ({
          date: (instalment.paidAt as Date).toISOString(),
          amount: money(instalment.principal + instalment.interest),
          mainAmount: money(instalment.principal),
          rateAmount: money(instalment.interest),
        })),
    };
  });
}
