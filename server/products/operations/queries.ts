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
  const rows = rowsOf<{ kind: Scope['kind']; first: string; second: string | null }>(
    await db.execute(sql`
      select 'ACCOUNT' as kind, ledger_account_id as first, null::uuid as second
        from current_accounts where id = ${id}::uuid and customer_id = ${customerId}::uuid
      union all
      select 'CARD', a.ledger_account_id, null from cards c
        join current_accounts a on a.id = c.account_id
        where c.id = ${id}::uuid and c.customer_id = ${customerId}::uuid
      union all
      select 'DEPOSIT', principal_account_id, interest_account_id
        from deposits where id = ${id}::uuid and customer_id = ${customerId}::uuid
      union all
      select 'LOAN', loan_account_id, null
        from loans where id = ${id}::uuid and customer_id = ${customerId}::uuid`),
  );
  const [row] = rows;
  if (!row) throw productNotFound();
  const ledgerAccountIds = [row.first, ...(row.second ? [row.second] : [])];
  const { kind } = row;
  return kind === 'CARD' ? { kind, ledgerAccountIds, cardId: id } : { kind, ledgerAccountIds };
}

export interface OperationsQuery {
  customerId: string;
  from?: string;
  to?: string;
  productId?: string;
  cursor?: string;
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

/** One page and whether there is more: one round trip, two with a product filter. */
export async function readOperations(db: LedgerDb, query: OperationsQuery) {
  const conditions = periodConditions(query.from, query.to);
  if (query.productId) {
    const scope = await productScope(db, query.customerId, query.productId);
    const ids = sql.join(
      scope.ledgerAccountIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    conditions.push(sql`p.account_id in (${ids})`);
    if (scope.cardId) conditions.push(sql`t.metadata->>'cardId' = ${scope.cardId}`);
  } else {
    // The everyday view: money in and out of the current accounts the cards spend from.
    conditions.push(sql`p.account_id in (select ledger_account_id from current_accounts
      where customer_id = ${query.customerId}::uuid)`);
  }
  if (query.cursor) conditions.push(sql`p.id < ${query.cursor}::bigint`);
  const rows = rowsOf<OperationRow>(
    await db.execute(sql`
      select p.id::text as id, t.booked_at, t.kind, t.description, t.metadata,
        p.amount::text as amount, p.currency, p.balance_after::text as balance_after,
        coalesce(a.id, d.id, l.id) as product_id
      from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      left join current_accounts a on a.ledger_account_id = p.account_id
      left join deposits d on p.account_id in (d.principal_account_id, d.interest_account_id)
      left join loans l on l.loan_account_id = p.account_id
      where ${sql.join(conditions, sql` and `)}
      order by p.id desc
      limit ${query.limit + 1}`),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > query.limit && last ? last.id : null };
}
