/**
 * What the database says after the run, read with plain SQL on its own connection: the totals
 * per currency, negative customer accounts, each transfer against its booking (reference
 * transfer:<id>) and its hold, each cash code and order (cash-audit.ts), unbalanced ledger
 * transactions, and each customer account's balance against the transfers and cash that moved it.
 */
import pg from 'pg';
import { auditCash } from './cash-audit';

type Row = Record<string, string | null>;

export interface TransferRow {
  id: string;
  status: string;
  rail: string;
  ledgerTransactionId: string | null;
  holdId: string | null;
  holdActive: boolean;
  bookings: number;
  /** What the booking took from the source (minus), or null without one. */
  sourcePosting: bigint | null;
  totalMinor: bigint;
}

export async function withDatabase<T>(
  url: string,
  read: (query: (sql: string) => Promise<Row[]>) => Promise<T>,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await read(async (sql) => (await client.query(sql)).rows as Row[]);
  } finally {
    await client.end();
  }
}

/** Sum of every ledger account's balance per currency, the bank's accounts included. */
export const totalsSql =
  'select currency, sum(balance)::text as total from ledger_accounts group by currency order by currency';

/** Balances per holder (customers, or the bank's account by kind) and currency, for the figures. */
export const balancesByHolderSql = `
  select case when customer_id is null then kind else 'customers' end as holder, currency,
    sum(balance)::text as total
  from ledger_accounts group by 1, 2 having sum(balance) <> 0 order by 1, 2`;

export function holdingsOf(rows: Row[]): string {
  return rows.map((row) => `${row.holder} ${row.currency} ${row.total}`).join(', ');
}

export function totalsOf(rows: Row[]): Record<string, bigint> {
  return Object.fromEntries(rows.map((row) => [row.currency, BigInt(row.total ?? '0')]));
}

export const negativeCustomerAccountsSql = `
  select id, balance::text, held::text from ledger_accounts
  where customer_id is not null and (balance < 0 or balance - held < 0)`;

export const unbalancedTransactionsSql = `
  select transaction_id, currency, sum(amount)::text as total from ledger_postings
  group by transaction_id, currency having sum(amount) <> 0`;

/** Holds still blocking money whose transfer is not waiting for its day any more (or none). */
export const outlivingHoldsSql = `
  select h.id, t.status from ledger_holds h left join transfers t on t.hold_id = h.id
  where h.released_at is null and h.captured_at is null and (t.id is null or t.status <> 'SCHEDULED')`;

/** Accounts whose held amount is not the sum of their active holds. */
export const heldMismatchSql = `
  select a.id, a.held::text, coalesce(h.active, 0)::text as active from ledger_accounts a
  left join (select account_id, sum(amount) as active from ledger_holds
             where released_at is null and captured_at is null group by account_id) h
    on h.account_id = a.id
  where a.held <> coalesce(h.active, 0)`;

export const transfersSql = `
  select t.id, t.status, t.rail, t.ledger_transaction_id, t.hold_id, t.total_minor::text,
    (h.id is not null and h.released_at is null and h.captured_at is null)::text as hold_active,
    (select count(*) from ledger_transactions l where l.reference = 'transfer:' || t.id)::text as bookings,
    (select p.amount::text from ledger_postings p
      where p.transaction_id = t.ledger_transaction_id and p.account_id = t.source_account_id) as source_posting
  from transfers t left join ledger_holds h on h.id = t.hold_id`;

export function transferRowsOf(rows: Row[]): TransferRow[] {
  return rows.map((row) => ({
    id: row.id as string,
    status: row.status as string,
    rail: row.rail as string,
    ledgerTransactionId: row.ledger_transaction_id ?? null,
    holdId: row.hold_id ?? null,
    holdActive: row.hold_active === 'true',
    bookings: Number(row.bookings),
    sourcePosting: row.source_posting === null ? null : BigInt(row.source_posting as string),
    totalMinor: BigInt(row.total_minor as string),
  }));
}

/** What is wrong with one transfer: booked exactly once in full when executed, else never. */
export function transferProblem(transfer: TransferRow): string | null {
  const { id, status } = transfer;
  if (status === 'EXECUTED') {
    if (transfer.bookings !== 1) return `${id} EXECUTED with ${transfer.bookings} bookings`;
    if (transfer.sourcePosting !== -transfer.totalMinor)
      return `${id} booked ${transfer.sourcePosting}, not -${transfer.totalMinor}`;
    return null;
  }
  if (transfer.bookings !== 0 || transfer.ledgerTransactionId) return `${id} ${status} but booked`;
  if (status === 'SCHEDULED' && !transfer.holdActive) return `${id} SCHEDULED without its hold`;
  return null;
}

/**
 * Each customer account's balance against its opening balance, the executed transfers that
 * took from it (their total) or paid into it (their credit), and the cash taken from it by code
 * (the codes an ATM cashed, and the commission of each confirmed order): nothing else moves
 * these accounts.
 */
export const reconciliationSql = (opening: Record<string, bigint>) => `
  select a.id, a.currency, a.balance::text,
    (case a.currency ${Object.entries(opening)
      .map(([currency, amount]) => `when '${currency}' then ${amount}`)
      .join(' ')} end
     + coalesce((select sum(credit_minor) from transfers where status = 'EXECUTED' and destination_account_id = a.id), 0)
     - coalesce((select sum(total_minor) from transfers where status = 'EXECUTED' and source_account_id = a.id), 0)
     - coalesce((select sum(c.amount_minor) from cash_codes c join cash_orders o on o.id = c.order_id
                 where c.status = 'USED' and o.source_account_id = a.id), 0)
     - coalesce((select sum(commission_minor) from cash_orders where status = 'CONFIRMED' and source_account_id = a.id), 0)
    )::text as expected
  from ledger_accounts a where a.customer_id is not null`;

/** Everything the checks read, in one go, from a database at rest. */
export async function auditDatabase(url: string, opening: Record<string, bigint>) {
  const cash = await auditCash(url);
  return withDatabase(url, async (query) => {
    const transfers = transferRowsOf(await query(transfersSql));
    return {
      cash,
      totals: totalsOf(await query(totalsSql)),
      holdings: holdingsOf(await query(balancesByHolderSql)),
      negative: await query(negativeCustomerAccountsSql),
      unbalanced: await query(unbalancedTransactionsSql),
      outlivingHolds: await query(outlivingHoldsSql),
      heldMismatch: await query(heldMismatchSql),
      transfers,
      transferProblems: transfers.map(transferProblem).filter((problem) => problem !== null),
      unreconciled: (await query(reconciliationSql(opening))).filter(
        (row) => row.balance !== row.expected,
      ),
    };
  });
}

export type Audit = Awaited<ReturnType<typeof auditDatabase>>;

/** The totals and holdings before the run. */
export function snapshot(url: string) {
  return withDatabase(url, async (query) => ({
    totals: totalsOf(await query(totalsSql)),
    holdings: holdingsOf(await query(balancesByHolderSql)),
  }));
}
