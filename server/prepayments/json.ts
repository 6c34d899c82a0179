/** Prepayments, their quotes and their request-list items as the contract shapes them. */
import { type Instalment, scheduleTotals } from '../../domain/loan';
import type { Currency, Prepayment } from '../db/schema';
import { amount, type Schemas } from '../openapi/json';
import type { Assessment } from './assess';
import type { LoanState } from './loan-state';

export function prepaymentJson(row: Prepayment): Schemas['Prepayment'] {
  const money = (minor: bigint) => amount(minor, row.currency);
  return {
    id: row.id,
    loanId: row.loanId,
    option: row.option,
    status: row.status,
    amount: money(row.amount),
    currency: row.currency,
    ...(row.accruedInterest === null ? {} : { accruedInterest: money(row.accruedInterest) }),
    ...(row.principalRepaid === null ? {} : { principalRepaid: money(row.principalRepaid) }),
    executionDate: row.executionDate,
    createdAt: row.createdAt.toISOString(),
    ...(row.completedAt ? { completedAt: row.completedAt.toISOString() } : {}),
    ...(row.canceledAt ? { canceledAt: row.canceledAt.toISOString() } : {}),
  };
}

/** A prepayment in the customer's request list (PRODUCT 3: productType LOAN_PREPAYMENT). */
export function prepaymentOrderJson(row: Prepayment): Schemas['Order'] {
  return {
    id: row.id,
    productType: 'LOAN_PREPAYMENT',
    type: 'LOAN_PREPAYMENT',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    amount: amount(row.amount, row.currency),
    currency: row.currency,
  };
}

export function quoteJson(state: LoanState, assessment: Assessment): Schemas['PrepaymentQuote'] {
  const { loan } = state;
  const money = (minor: number) => amount(BigInt(minor), loan.currency);
  const unpaid = state.schedule.slice(state.paidInstalments);
  const current = summary(unpaid, Number(loan.monthlyPayment), loan.currency);
  const proposed = summary(assessment.remaining, assessment.monthlyPaymentMinor, loan.currency);
  const saved =
    scheduleTotals(unpaid).interestMinor -
    scheduleTotals(assessment.remaining).interestMinor -
    assessment.accruedInterestMinor;
  return {
    loanId: loan.id,
    option: assessment.option,
    currency: loan.currency,
    amount: money(assessment.paidNowMinor),
    accruedInterest: money(assessment.accruedInterestMinor),
    principalRepaid: money(assessment.principalRepaidMinor),
    interestSaved: money(saved),
    executionDate: assessment.executionDate.toString(),
    current,
    proposed,
  };
}

function summary(
  instalments: readonly Instalment[],
  monthlyPaymentMinor: number,
  currency: Currency,
): Schemas['ScheduleSummary'] {
  const money = (minor: number) => amount(BigInt(minor), currency);
  const totals = scheduleTotals(instalments);
  return {
    monthlyPayment: money(monthlyPaymentMinor),
    instalmentsLeft: instalments.length,
    endDate: instalments.at(-1)?.dueDate ?? null,
    totalInterest: money(totals.interestMinor),
    totalPayable: money(totals.paymentMinor),
    instalments: instalments.map((row) => ({
      number: row.number,
      dueDate: row.dueDate,
      amount: money(row.paymentMinor),
      mainAmount: money(row.principalMinor),
      rateAmount: money(row.interestMinor),
      balanceAfter: money(row.balanceAfterMinor),
    })),
  };
}
