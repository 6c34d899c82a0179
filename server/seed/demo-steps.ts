/**
 * The dated steps of a demo customer's past: each books through the ledger with a clock stopped
 * at the step's moment, so a posting's date is the day it "happened". Steps are run in date
 * order across products, which keeps every balance-after in the history true.
 */
import { Temporal } from 'temporal-polyfill';
import { bankTimeZone } from '../../domain/calendar';
import { payoutDates } from '../../domain/deposit';
import { repaymentSchedule } from '../../domain/loan';
import type { Clock } from '../clock';
import type { Currency, CurrentAccount, Deposit, Loan } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { bankAccountId, type LedgerDb, postLedgerTransaction } from '../ledger';
import { type OpenDepositInput, openDeposit } from '../products/deposits/open';
import { settleDeposit } from '../products/deposits/settle';
import { collectInstalment, type GrantLoanInput, grantLoan } from '../products/loans/grant';
import type { PlannedOperation } from './demo-operations';

export interface Step {
  at: Temporal.Instant;
  run: (clock: Clock) => Promise<void>;
}

export const at = (date: Temporal.PlainDate, hour: number, minute = 0) =>
  date.toZonedDateTime({ timeZone: bankTimeZone, plainTime: { hour, minute } }).toInstant();

export const stoppedAt = (instant: Temporal.Instant): Clock => ({ now: () => instant });

/** The loan paid out on its start date and every instalment due by today collected. */
export function loanSteps(db: LedgerDb, terms: GrantLoanInput, today: Temporal.PlainDate): Step[] {
  let loan: Loan | undefined;
  const schedule = repaymentSchedule({
    amountMinor: Number(terms.principal),
    annualRatePercent: terms.ratePercent,
    months: terms.termMonths,
    startDate: terms.startDate,
  });
  const collect = schedule
    .filter((row) => Temporal.PlainDate.compare(row.dueDate, today) <= 0)
    .map((row) => ({
      at: at(Temporal.PlainDate.from(row.dueDate), 8),
      run: async (clock: Clock) => {
        if (!loan) throw new Error('an instalment before its loan');
        await collectInstalment(db, clock, loan, terms.repaymentAccount.ledgerAccountId, {
          number: row.number,
          principal: BigInt(row.principalMinor),
          interest: BigInt(row.interestMinor),
        });
      },
    }));
  const grant = {
    at: at(terms.startDate, 11),
    run: async (clock: Clock) => {
      loan = await grantLoan(db, clock, terms);
    },
  };
  return [grant, ...collect];
}

/**
 * The deposit placed, then brought up to date on each past payout date and last night, as the
 * daily job (server/products/jobs) would have done: the job then finds nothing left to book.
 */
export function depositSteps(
  db: LedgerDb,
  terms: OpenDepositInput,
  today: Temporal.PlainDate,
): Step[] {
  let deposit: Deposit | undefined;
  const open = {
    at: at(terms.startDate, 12),
    run: async (clock: Clock) => {
      deposit = await openDeposit(db, clock, terms);
    },
  };
  const settle = (date: Temporal.PlainDate, hour: number, minute: number) => ({
    at: at(date, hour, minute),
    run: async (clock: Clock) => {
      if (!deposit) throw new Error('interest before its deposit');
      deposit = await settleDeposit(db, clock, deposit, terms.source.ledgerAccountId, date);
    },
  });
  const payouts = payoutDates(terms.startDate, terms.termMonths, terms.payoutFrequency)
    .filter((date) => Temporal.PlainDate.compare(date, today) <= 0)
    .map((date) => settle(date, 0, 30));
  // Up to today at midnight, when the day before is over: a bank seeded in the first minutes of
  // a day (before the deposits' job time) still shows the interest accrued so far.
  return [open, ...payouts, settle(today, 0, 0)];
}

/** The bank's clearing accounts by currency, looked up once per seed. */
export function clearingAccounts(db: LedgerDb) {
  const ids = new Map<Currency, Promise<string>>();
  return (currency: Currency) => {
    let id = ids.get(currency);
    if (!id) {
      id = bankAccountId(db, 'CLEARING', currency);
      ids.set(currency, id);
    }
    return id;
  };
}

/**
 * Salary comes in from another bank through clearing; purchases and payments go out through it
 * to the card network and the providers. A purchase the account cannot bear is skipped, as a
 * terminal would decline it (the ledger refuses before writing, so the transaction stays usable).
 */
export async function bookOperation(
  db: LedgerDb,
  clock: Clock,
  operation: PlannedOperation,
  account: CurrentAccount,
  clearing: string,
  cardId: string | undefined,
): Promise<void> {
  const { currency, category, merchant } = operation;
  const amount = operation.kind === 'SALARY' ? operation.amount : -operation.amount;
  try {
    await postLedgerTransaction(db, clock, {
      kind: operation.kind,
      description: operation.description,
      metadata: { category, merchant, ...(cardId ? { cardId } : {}) },
      postings: [
        { accountId: account.ledgerAccountId, amount, currency },
        { accountId: clearing, amount: -amount, currency },
      ],
    });
  } catch (error) {
    if (!(error instanceof BankError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
  }
}
