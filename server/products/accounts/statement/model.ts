/**
 * A statement as plain data: what the main thread reads from the books and hands to the render
 * worker. Only structured-cloneable values (strings, numbers, bigint), so it crosses the thread
 * boundary as it is. Money is bigint minor units, credit positive, like the ledger's postings.
 */

import type { Locale } from '../../../../domain/locale';
import type { Currency } from '../../../../domain/money';

export interface StatementLine {
  /** When the transaction was booked, epoch milliseconds. */
  bookedAt: number;
  description: string;
  amount: bigint;
  balanceAfter: bigint;
}

export interface StatementData {
  locale: Locale;
  bank: { name: string; bic: string; bankCode: string };
  /** The customer's full name. */
  holder: string;
  iban: string;
  currency: Currency;
  /** First and last day of the period, yyyy-MM-dd in Baku, both included. */
  from: string;
  to: string;
  /** The bank clock's now when the statement was asked for, epoch milliseconds. */
  generatedAt: number;
  /** The balance at the start of the first day of the period. */
  openingBalance: bigint;
  /** Every operation of the period, oldest first. */
  lines: StatementLine[];
}

export interface StatementTotals {
  moneyIn: bigint;
  /** Negative or zero: money out keeps the sign it has in the lines. */
  moneyOut: bigint;
  closingBalance: bigint;
}

/** The turnovers; the closing balance follows from them, so the page always adds up. */
export function totalsOf(data: StatementData): StatementTotals {
  let moneyIn = 0n;
  let moneyOut = 0n;
  for (const line of data.lines) {
    if (line.amount > 0n) moneyIn += line.amount;
    else moneyOut += line.amount;
  }
  return { moneyIn, moneyOut, closingBalance: data.openingBalance + moneyIn + moneyOut };
}
