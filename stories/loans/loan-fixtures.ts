/** Loans as GET /api/v1/loans and /loans/{id} answer, for stories and the web tests. */
import { repaymentSchedule } from '../../src/domain/loan';
import type { Loan, LoanDetails } from '../../src/features/loans/queries';

const major = (minor: number) => minor / 100;

/** The day the stories and tests look at the loans from: the 4th instalment is due today. */
export const fixtureToday = '2026-05-05';

/**
 * A 6 000 ₼ loan at 16.5 % for 24 months from 5 January 2026 (Leyla's in the sandbox), with
 * `paid` instalments collected on their due dates.
 */
export function consumerLoan(paid = 3): LoanDetails {
  const lines = repaymentSchedule({
    amountMinor: 600_000,
    annualRatePercent: '16.5',
    months: 24,
    startDate: '2026-01-05',
  });
  const unpaid = lines.slice(paid);
  const next = unpaid[0];
  const owed = lines[paid - 1]?.balanceAfterMinor ?? 600_000;
  const outstanding = unpaid.reduce((sum, line) => sum + line.paymentMinor, 0);
  return {
    id: '5e0f3c1a-9b8d-4e7f-a6c5-d4e3f2a1b0c9',
    name: 'İstehlak krediti',
    contractNumber: 'KR-2026-000123',
    currency: 'AZN',
    amount: 6000,
    rate: 16.5,
    term: 24,
    monthlyPayment: major(lines[0]?.paymentMinor ?? 0),
    remainingAmount: major(owed),
    outstandingBalance: major(outstanding),
    nextPayment: next ? { date: next.dueDate, amount: major(next.paymentMinor) } : null,
    startDate: '2026-01-05',
    endDate: lines.at(-1)?.dueDate ?? '2026-01-05',
    repaymentAccount: {
      id: '0c8b7d6e-1f2a-4b3c-8d9e-0a1b2c3d4e01',
      name: 'Cari hesab AZN',
      iban: 'AZ31IBNK00000000000000000001',
      currency: 'AZN',
    },
    schedule: lines.map((line) => ({
      number: line.number,
      dueDate: line.dueDate,
      amount: major(line.paymentMinor),
      mainAmount: major(line.principalMinor),
      rateAmount: major(line.interestMinor),
      balanceAfter: major(line.balanceAfterMinor),
      status: line.number <= paid ? 'PAID' : 'DUE',
    })),
    paymentHistory: lines
      .slice(0, paid)
      .reverse()
      .map((line) => ({
        date: `${line.dueDate}T06:00:00.000Z`,
        amount: major(line.paymentMinor),
        mainAmount: major(line.principalMinor),
        rateAmount: major(line.interestMinor),
      })),
  };
}

/** The summary GET /api/v1/loans gives for a loan (no schedule or history). */
export function loanSummary(details: LoanDetails): Loan {
  const { schedule: _schedule, paymentHistory: _history, ...loan } = details;
  return loan;
}
