/**
 * What the customer spent in a period, by currency and category (GET /api/v1/operations/spending).
 * Spending is money that left a current account for someone else: a debit of the account in a
 * ledger transaction that credits none of the customer's own accounts except a loan. So card
 * purchases, payments, fees and loan instalments count, while funding a deposit, moving money
 * between one's own accounts or exchanging it between them do not.
 */
import { type SQL, sql } from 'drizzle-orm';
import { currencies } from '../../../domain/money';
import type { Currency } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import { rowsOf } from '../../ledger/db';
import { amount, type Schemas } from '../../openapi/json';
import { productNotFound } from '../json';
import { periodConditions, productScope } from './queries';

export interface SpendingQuery {
  customerId: string;
  from: string;
  to: string;
  /** A current account or a card of the customer's. */
  productId?: string;
}

interface SpendingRow {
  currency: Currency;
  category: string;
  spent: string;
  count: number;
}

/** Which debits count: the customer's current accounts, or one of them, or one card's. */
async function spendingScope(db: LedgerDb, query: SpendingQuery): Promise<SQL[]> {
  if (!query.productId) {
    return [
      sql`p.account_id in (select ledger_account_id from current_accounts
        where customer_id = ${query.customerId}::uuid)`,
    ];
  }
  const scope = await productScope(db, query.customerId, query.productId);
  const [ledgerAccountId] = scope.ledgerAccountIds;
  // A deposit or a loan is not something one spends from.
  if ((scope.kind !== 'ACCOUNT' && scope.kind !== 'CARD') || !ledgerAccountId) {
    throw productNotFound();
  }
  const conditions = [sql`p.account_id = ${ledgerAccountId}::uuid`];
  if (scope.cardId) conditions.push(sql`t.metadata->>'cardId' = ${scope.cardId}`);
  return conditions;
}

/** One query for the breakdown (two with a product), grouped in SQL, shaped here. */
export async function readSpending(
  db: LedgerDb,
  query: SpendingQuery,
): Promise<Schemas['SpendingBreakdown']> {
  const conditions = [
    ...periodConditions(query.from, query.to),
    ...(await spendingScope(db, query)),
  ];
  const rows = rowsOf<SpendingRow>(
    await db.execute(sql`
      select p.currency, coalesce(nullif(t.metadata->>'category', ''), 'OTHER') as category,
        (-sum(p.amount))::text as spent, count(*)::int as count
      from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      where p.amount < 0 and ${sql.join(conditions, sql` and `)}
        and not exists (
          select 1 from ledger_postings own
          join ledger_accounts o on o.id = own.account_id
          where own.transaction_id = p.transaction_id and own.amount > 0
            and o.customer_id = ${query.customerId}::uuid and o.kind <> 'LOAN')
      group by 1, 2
      order by sum(p.amount), 2`),
  );
  return { from: query.from, to: query.to, currencies: byCurrency(rows) };
}

/** Categories stay largest first (the SQL order); currencies in the bank's usual order. */
function byCurrency(rows: SpendingRow[]): Schemas['CurrencySpending'][] {
  return currencies.flatMap((currency) => {
    const own = rows.filter((row) => row.currency === currency);
    if (own.length === 0) return [];
    const total = own.reduce((sum, row) => sum + BigInt(row.spent), 0n);
    return [
      {
        currency,
        total: amount(total, currency),
        categories: own.map((row) => ({
          category: row.category,
          amount: amount(BigInt(row.spent), currency),
          count: row.count,
        })),
      },
    ];
  });
}
