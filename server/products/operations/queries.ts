/**
 * The operations history: postings on the customer's products joined to their transactions,
 * newest first, paged by posting id (ids only grow, so a cursor never skips or repeats a line
 * when new operations arrive between pages).
 */
import { type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { bankTimeZone } from '../../../domain/calendar';
import type { Currency } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import { rowsOf } from '../../ledger/db';
import { checkProductId, productNotFound } from '../json';
import { type PageValues, preparedPage, productAccounts } from './page';

/** Which postings a history shows. */
export interface Scope {
  kind: 'ACCOUNT' | 'CARD' | 'DEPOSIT' | 'LOAN';
  ledgerAccountIds: string[];
  /** Only what this card did on its account. */
  cardId?: string;
}

/** The ledger accounts behind one product of the customer's, whatever kind it is: one query. */
export async function productScope(
  db: LedgerDb,
  customerId: string,
  productId: string,
): Promise<Scope> {
  const id = checkProductId(productId);
  const rows = rowsOf<{ kind: Scope['kind']; ledger_account_id: string }>(
    await db.execute(
      sql`select kind, ledger_account_id from (${productAccounts(customerId, id)}) as own`,
    ),
  );
  const [row] = rows;
  if (!row) throw productNotFound();
  const ledgerAccountIds = rows.map((account) => account.ledger_account_id);
  const { kind } = row;
  return kind === 'CARD' ? { kind, ledgerAccountIds, cardId: id } : { kind, ledgerAccountIds };
}

export interface OperationsQuery {
  customerId: string;
  from?: string;
  to?: string;
  productId?: string;
  cursor?: string;
  /** Counterparty, description or amount (the contract's `search`). */
  search?: string;
  limit: number;
}

export interface OperationRow {
  id: string;
  booked_at: Date | string;
  kind: string;
  description: string;
  metadata: Record<string, unknown>;
  amount: string;
  currency: Currency;
  balance_after: string;
  product_id: string;
}

/** Baku's start of a day: history periods are calendar days where the customer lives. */
export function startOfDay(date: string): string {
  return Temporal.PlainDate.from(date).toZonedDateTime(bankTimeZone).toInstant().toString();
}

/** The instant a period's last day ends: the start of the next day in Baku. */
export function endOfDay(date: string): string {
  return startOfDay(Temporal.PlainDate.from(date).add({ days: 1 }).toString());
}

/** A period that ends before it starts is refused (400 PERIOD_INVALID). */
export function checkPeriod(from: string | undefined, to: string | undefined): void {
  if (from && to && Temporal.PlainDate.compare(from, to) > 0) {
    throw new BankError('VALIDATION_FAILED', 400, {}, 'PERIOD_INVALID');
  }
}

/** The conditions on `t.booked_at` (t: ledger_transactions) for a period, both days included. */
export function periodConditions(from: string | undefined, to: string | undefined): SQL[] {
  checkPeriod(from, to);
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`t.booked_at >= ${startOfDay(from)}::timestamptz`);
  if (to) conditions.push(sql`t.booked_at < ${endOfDay(to)}::timestamptz`);
  return conditions;
}

/** LIKE's wildcards and its escape character, taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * What a search finds: the text within a description or a counterparty, and when it is a
 * number, the amounts it starts: "45" is 45.00–45.99, "45.3" 45.30–45.39, "45,30" exactly.
 * Every currency of the bank has two decimals.
 */
export function searchValues(
  search: string | undefined,
): Pick<PageValues, 'search' | 'amountLow' | 'amountHigh'> {
  const text = search?.trim() ?? '';
  if (text === '') return { search: null, amountLow: null, amountHigh: null };
  const number = /^(\d{1,13})(?:[.,](\d{0,2}))?$/.exec(text);
  if (!number) return { search: `%${escapeLike(text)}%`, amountLow: null, amountHigh: null };
  const [, whole = '0', decimals = ''] = number;
  const low = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
  const span = 10n ** BigInt(2 - decimals.length) - 1n;
  return {
    search: `%${escapeLike(text)}%`,
    amountLow: String(low),
    amountHigh: String(low + span),
  };
}

/** One page and whether there is more: one round trip, a prepared statement (page.ts). */
export async function readOperations(db: LedgerDb, query: OperationsQuery) {
  checkPeriod(query.from, query.to);
  const productId = query.productId ? checkProductId(query.productId) : null;
  const values: PageValues = {
    customerId: query.customerId,
    productId,
    before: query.cursor || null,
    from: query.from ? startOfDay(query.from) : null,
    to: query.to ? endOfDay(query.to) : null,
    ...searchValues(query.search),
    rows: query.limit + 1,
  };
  const statement = preparedPage(db, productId ? 'product' : 'everyday');
  const rows = rowsOf<OperationRow | { id: null }>(await statement.execute({ ...values }));
  // Not one row: the product is not the customer's (its accounts each give at least one).
  if (productId && rows.length === 0) throw productNotFound();
  const lines = rows.filter((row): row is OperationRow => row.id !== null);
  const page = lines.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: lines.length > query.limit && last ? last.id : null };
}
