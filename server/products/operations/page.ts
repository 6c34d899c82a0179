/**
 * One page of the history in one statement, prepared once per connection. The page is picked
 * before anything is joined to it: for each ledger account in scope, the (account_id, id) index
 * is walked backwards from the cursor and stops after `rows` postings that pass the filters;
 * the accounts' walks are merged and cut to `rows` again. So a page reads about `rows` postings
 * per account and their transactions, however long the history and however large the bank.
 * Each posting's product is its scope row's, so no product table is joined per posting.
 *
 * A period's filter needs the transaction's booked_at, which postings do not carry: when the
 * period runs out before the page is full, the walk reads the account's older postings too.
 * A search (counterparty, description, amount) is one more filter of the same walk, so a rare
 * word reads the account's history until the page is full or the history ends.
 */
import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { LedgerDb } from '../../ledger';

/** The everyday view (the customer's current accounts) or one product of theirs. */
export type PageView = 'everyday' | 'product';

/** What a page statement reads; null means "no such filter". */
export interface PageValues {
  customerId: string;
  productId: string | null;
  /** The cursor: only postings older than this id. */
  before: string | null;
  /** The period as instants, the end excluded. */
  from: string | null;
  to: string | null;
  /** The search as an ILIKE pattern ('%text%', wildcards escaped). */
  search: string | null;
  /** The absolute amounts, in minor units, a numeric search also finds (both included). */
  amountLow: string | null;
  amountHigh: string | null;
  /** The page's size plus one, to tell whether there is more. */
  rows: number;
}

/** How a statement gets a value: a placeholder when prepared, a parameter when explained. */
export type PageValue = (name: keyof PageValues) => SQLChunk;

/**
 * The ledger accounts behind one product of the customer's, one row each, with the product the
 * history shows for them: a card's movements are its account's, filtered by the card's id.
 */
export function productAccounts(customerId: unknown, productId: unknown): SQL {
  return sql`
    select 'ACCOUNT' as kind, ledger_account_id, id as product_id, null::uuid as card_id
      from current_accounts where id = ${productId}::uuid and customer_id = ${customerId}::uuid
    union all
    select 'CARD', a.ledger_account_id, a.id, c.id from cards c
      join current_accounts a on a.id = c.account_id
      where c.id = ${productId}::uuid and c.customer_id = ${customerId}::uuid
    union all
    select 'DEPOSIT', own.ledger_account_id, d.id, null from deposits d
      cross join lateral (values (d.principal_account_id), (d.interest_account_id))
        as own(ledger_account_id)
      where d.id = ${productId}::uuid and d.customer_id = ${customerId}::uuid
    union all
    select 'LOAN', loan_account_id, id, null
      from loans where id = ${productId}::uuid and customer_id = ${customerId}::uuid`;
}

/** The everyday view: money in and out of the current accounts the cards spend from. */
function everydayAccounts(value: PageValue): SQL {
  return sql`
    select ledger_account_id, id as product_id, null::uuid as card_id
      from current_accounts where customer_id = ${value('customerId')}::uuid`;
}

/**
 * The page's SQL. An account with no posting on the page still gives one row, its line all
 * null, so that an empty page of a product the customer has is told apart from a product that
 * is not theirs (no row at all); readOperations drops those rows.
 */
export function operationsPageSql(view: PageView, value: PageValue): SQL {
  const scope =
    view === 'everyday'
      ? everydayAccounts(value)
      : productAccounts(value('customerId'), value('productId'));
  return sql`
    select line.id::text as id, line.booked_at, line.kind, line.description, line.metadata,
      line.amount::text as amount, line.currency, line.balance_after::text as balance_after,
      account.product_id
    from (${scope}) as account
    left join lateral (
      select p.id, p.amount, p.currency, p.balance_after,
        t.booked_at, t.kind, t.description, t.metadata
      from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      where p.account_id = account.ledger_account_id
        and p.id < coalesce(${value('before')}::bigint, 9223372036854775807)
        and t.booked_at >= coalesce(${value('from')}::timestamptz, '-infinity')
        and t.booked_at < coalesce(${value('to')}::timestamptz, 'infinity')
        and (account.card_id is null or t.metadata->>'cardId' = account.card_id::text)
        and (${value('search')}::text is null
          or t.description ilike ${value('search')}
          or (t.metadata->'descriptions')::text ilike ${value('search')}
          or t.metadata->>'merchant' ilike ${value('search')}
          or abs(p.amount) between ${value('amountLow')}::bigint and ${value('amountHigh')}::bigint)
      order by p.id desc
      limit ${value('rows')}
    ) as line on true
    order by line.id desc nulls last
    limit ${value('rows')}`;
}

type Prepared = PgPreparedQuery<PreparedQueryConfig>;

const dialect = new PgDialect();
const prepared = new WeakMap<LedgerDb, Map<PageView, Prepared>>();

/**
 * The view's statement on this database, prepared on first use. On PostgreSQL it is a named
 * statement: each connection parses it once, and after a few runs PostgreSQL keeps one generic
 * plan, so a page costs no planning. PGlite runs the same SQL unnamed.
 */
export function preparedPage(db: LedgerDb, view: PageView): Prepared {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let statement = statements.get(view);
  if (!statement) {
    const query = dialect.sqlToQuery(operationsPageSql(view, (name) => sql.placeholder(name)));
    statement = db._.session.prepareQuery(query, undefined, `operations_${view}_page`, false);
    statements.set(view, statement);
  }
  return statement;
}
