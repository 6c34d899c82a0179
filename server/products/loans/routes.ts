/**
 * GET /api/v1/loans and /api/v1/loans/{id}: the loans with their ledger and repayment accounts
 * and their schedules in one query. What is owed comes from the loan's
 * ledger account; what is still to pay, from the schedule's unpaid rows.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../domain/locale';
import { signedIn } from '../../auth';
import {
  currentAccounts,
  type Loan,
  type LoanInstalment,
  ledgerAccounts,
  loanInstalments,
  loans,
} from '../../db/schema';
import { requestLocale } from '../../i18n';
import type { LedgerDb } from '../../ledger';
import { amount, type Schemas } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { accountRef, checkProductId, productNotFound } from '../json';

/** An instalment as the loan query's JSON carries it: money and times as text. */
interface InstalmentJson {
  number: number;
  dueDate: string;
  principal: string;
  interest: string;
  balanceAfter: string;
  status: LoanInstalment['status'];
  paidAt: string | null;
}

/** Each loan's schedule, aggregated beside it so the whole read is one round trip. */
const scheduleOf = sql<InstalmentJson[]>`(
  select coalesce(json_agg(json_build_object(
           'number', i.number, 'dueDate', i.due_date, 'principal', i.principal::text,
           'interest', i.interest::text, 'balanceAfter', i.balance_after::text,
           'status', i.status, 'paidAt', i.paid_at) order by i.number), '[]'::json)
    from ${loanInstalments} i where i.loan_id = ${loans.id})`;

/** The customer's running loans, or one loan whatever its state, as a prepared statement. */
function loansQuery(db: LedgerDb, one: boolean) {
  return db
    .select({
      loan: loans,
      owed: ledgerAccounts.balance,
      account: currentAccounts,
      schedule: scheduleOf,
    })
    .from(loans)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, loans.loanAccountId))
    .innerJoin(currentAccounts, eq(currentAccounts.id, loans.repaymentAccountId))
    .where(
      and(
        eq(loans.customerId, sql.placeholder('customerId')),
        one ? eq(loans.id, sql.placeholder('loanId')) : eq(loans.status, 'ACTIVE'),
      ),
    )
    .orderBy(desc(loans.startDate))
    .prepare(one ? 'bank_loan_of_customer' : 'bank_loans_of_customer');
}

type LoanRow = Awaited<ReturnType<ReturnType<typeof loansQuery>['execute']>>[number];

function withSchedules(rows: LoanRow[]) {
  return rows.map(({ schedule, ...row }) => ({
    ...row,
    instalments: schedule.map(scheduleLineOf),
  }));
}

/** A line of a loan's schedule as the loan calls show it. */
type ScheduleLine = Omit<LoanInstalment, 'loanId' | 'transactionId'>;

function scheduleLineOf(each: InstalmentJson): ScheduleLine {
  return {
    number: each.number,
    dueDate: each.dueDate,
    principal: BigInt(each.principal),
    interest: BigInt(each.interest),
    balanceAfter: BigInt(each.balanceAfter),
    status: each.status,
    paidAt: each.paidAt === null ? null : new Date(each.paidAt),
  };
}

interface LoanWithSchedule {
  loan: Loan;
  owed: bigint;
  account: typeof currentAccounts.$inferSelect;
  instalments: readonly ScheduleLine[];
}

function loanJson(
  { loan, owed, account, instalments }: LoanWithSchedule,
  locale: Locale,
): Schemas['Loan'] {
  const { currency } = loan;
  const unpaid = instalments.filter((instalment) => instalment.status !== 'PAID');
  const next = unpaid[0];
  const outstanding = unpaid.reduce((sum, row) => sum + row.principal + row.interest, 0n);
  return {
    id: loan.id,
    name: loan.names[locale],
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
    repaymentAccount: accountRef(account, locale),
  };
}

export function registerLoanRoutes(app: FastifyInstance, { db }: BankDependencies) {
  const allLoans = loansQuery(db, false);
  const oneLoan = loansQuery(db, true);
  registerOperation(app, 'listLoans', async (request) => {
    const customerId = signedIn(request).customer.id;
    const rows = withSchedules(await allLoans.execute({ customerId }));
    const locale = requestLocale(request);
    return rows.map((row) => loanJson(row, locale));
  });

  registerOperation(app, 'getLoan', async (request) => {
    const customerId = signedIn(request).customer.id;
    const loanId = checkProductId(request.params.id);
    const [row] = withSchedules(await oneLoan.execute({ customerId, loanId }));
    if (!row) throw productNotFound();
    const { loan, instalments } = row;
    const money = (minor: bigint) => amount(minor, loan.currency);
    return {
      ...loanJson(row, requestLocale(request)),
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
