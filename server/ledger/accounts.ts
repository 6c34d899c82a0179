/** Opening ledger accounts, the bank's own accounts, and reading a balance. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Clock, toDate } from '../clock';
import {
  bankAccountKinds,
  type Currency,
  currencies,
  type customerAccountKinds,
  type LedgerAccount,
  ledgerAccounts,
} from '../db/schema';
import { BankError } from '../errors/bank-error';
import { isUuid, type LedgerDb } from './db';
import { available } from './posting';

export type BankAccountKind = (typeof bankAccountKinds)[number];
export type CustomerAccountKind = (typeof customerAccountKinds)[number];

export interface OpenAccountInput {
  number: string;
  kind: CustomerAccountKind;
  currency: Currency;
  customerId: string;
  /** Minor units the holder may go below zero (an overdraft); 0 by default. */
  overdraftLimit?: bigint;
}

/**
 * Opens a customer's account with a zero balance. A loan account may go negative (it records
 * what the customer owes, see the sign convention in server/db/ledger-schema.ts); current, card
 * and deposit accounts only down to their overdraft limit.
 */
export async function openLedgerAccount(
  db: LedgerDb,
  clock: Clock,
  input: OpenAccountInput,
): Promise<LedgerAccount> {
  const [account] = await db
    .insert(ledgerAccounts)
    .values({
      ...input,
      overdraftLimit: input.overdraftLimit ?? 0n,
      allowNegative: input.kind === 'LOAN',
      createdAt: toDate(clock.now()),
    })
    .returning();
  if (!account) throw new Error('opening a ledger account returned no row');
  return account;
}

/** The bank's own account numbers are fixed, e.g. BANK-CASH-AZN. */
export function bankAccountNumber(kind: BankAccountKind, currency: Currency): string {
  return `BANK-${kind}-${currency}`;
}

/** Creates whichever of the bank's own accounts are missing; safe to run from every process. */
export async function ensureBankAccounts(db: LedgerDb, clock: Clock): Promise<void> {
  const createdAt = toDate(clock.now());
  const rows = bankAccountKinds.flatMap((kind) =>
    currencies.map((currency) => ({
      number: bankAccountNumber(kind, currency),
      kind,
      currency,
      allowNegative: true,
      createdAt,
    })),
  );
  await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
}

/** The id of one of the bank's own accounts (ensureBankAccounts must have run). */
export async function bankAccountId(
  db: LedgerDb,
  kind: BankAccountKind,
  currency: Currency,
): Promise<string> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.number, bankAccountNumber(kind, currency)));
  if (!row) throw new BankError('LEDGER_ACCOUNT_NOT_FOUND', 404);
  return row.id;
}

export interface AccountBalance {
  accountId: string;
  currency: Currency;
  balance: bigint;
  held: bigint;
  /** balance − held + overdraft limit: what a debit may take. */
  available: bigint;
}

/** Balances of the given accounts, optionally only those of one customer (404 otherwise). */
export async function readBalances(
  db: LedgerDb,
  accountIds: readonly string[],
  customerId?: string,
): Promise<AccountBalance[]> {
  if (accountIds.length === 0) return [];
  if (!accountIds.every(isUuid)) throw new BankError('LEDGER_ACCOUNT_NOT_FOUND', 404);
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.id, [...accountIds]),
        customerId === undefined ? undefined : eq(ledgerAccounts.customerId, customerId),
      ),
    );
  if (rows.length !== new Set(accountIds).size)
    throw new BankError('LEDGER_ACCOUNT_NOT_FOUND', 404);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return accountIds.map((id) => {
    const row = byId.get(id) as LedgerAccount;
    return {
      accountId: row.id,
      currency: row.currency,
      balance: row.balance,
      held: row.held,
      available: available(row),
    };
  });
}

export async function readBalance(
  db: LedgerDb,
  accountId: string,
  customerId?: string,
): Promise<AccountBalance> {
  const [balance] = await readBalances(db, [accountId], customerId);
  return balance as AccountBalance;
}

/** Sum of every balance per currency: zero for a consistent ledger (each posting pair nets out). */
export async function ledgerTotals(db: LedgerDb): Promise<Map<Currency, bigint>> {
  const rows = await db
    .select({
      currency: ledgerAccounts.currency,
      total: sql<string>`sum(${ledgerAccounts.balance})::text`,
    })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.currency);
  return new Map(rows.map((row) => [row.currency, BigInt(row.total)]));
}
