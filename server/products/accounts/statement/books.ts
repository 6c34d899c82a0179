/**
 * What a statement needs from the books, read in one read-only REPEATABLE READ transaction, so
 * the opening balance and the operations are one consistent picture even while money moves:
 * one query for the account and its opening balance, then the period's postings a page at a
 * time (keyset on the posting id), so a long period never becomes one huge result.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '../../../../domain/locale';
import type { Currency } from '../../../db/schema';
import type { LedgerDb, LedgerTx } from '../../../ledger';
import { rowsOf } from '../../../ledger/db';
import { productNotFound } from '../../json';
import { endOfDay, startOfDay } from '../../operations/queries';
import type { StatementLine } from './model';

export interface StatementQuery {
  customerId: string;
  accountId: string;
  /** yyyy-MM-dd in Baku, both included. */
  from: string;
  to: string;
  /** Operations named after a product are described in this language (names.ts). */
  locale: Locale;
}

export interface StatementBooks {
  iban: string;
  currency: Currency;
  openingBalance: bigint;
  lines: StatementLine[];
}

interface AccountRow {
  iban: string;
  currency: Currency;
  ledger_account_id: string;
  opening_balance: string;
}

interface LineRow {
  id: string;
  booked_at: Date | string;
  description: string;
  amount: string;
  balance_after: string;
}

/** The customer's current account and its period; another customer's account is a 404. */
export function readStatementBooks(
  db: LedgerDb,
  query: StatementQuery,
  /** Postings read per round trip. */
  pageSize = 2_000,
): Promise<StatementBooks> {
  return db.transaction(
    async (tx) => {
      const start = startOfDay(query.from);
      const end = endOfDay(query.to);
      // The opening balance is the sum of everything booked before the period, not the
      // balance after the last earlier posting, so it cannot depend on booking order.
      const [account] = rowsOf<AccountRow>(
        await tx.execute(sql`
          select a.iban, a.currency, a.ledger_account_id,
            (select coalesce(sum(p.amount), 0) from ledger_postings p
              join ledger_transactions t on t.id = p.transaction_id
              where p.account_id = a.ledger_account_id
                and t.booked_at < ${start}::timestamptz)::text as opening_balance
          from current_accounts a
          where a.id = ${query.accountId}::uuid and a.customer_id = ${query.customerId}::uuid`),
      );
      if (!account) throw productNotFound();
      const lines = await readLines(tx, account.ledger_account_id, {
        start,
        end,
        pageSize,
        locale: query.locale,
      });
      return {
        iban: account.iban,
        currency: account.currency,
        openingBalance: BigInt(account.opening_balance),
        lines,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every posting of the period in booking order, read page by page. */
async function readLines(
  tx: LedgerTx,
  ledgerAccountId: string,
  {
    start,
    end,
    pageSize,
    locale,
  }: { start: string; end: string; pageSize: number; locale: Locale },
): Promise<StatementLine[]> {
  const lines: StatementLine[] = [];
  let after = '0';
  for (;;) {
    const rows = rowsOf<LineRow>(
      await tx.execute(sql`
        select p.id::text as id, t.booked_at,
          coalesce(t.metadata->'descriptions'->>${locale}::text, t.description) as description,
          p.amount::text as amount, p.balance_after::text as balance_after
        from ledger_postings p
        join ledger_transactions t on t.id = p.transaction_id
        where p.account_id = ${ledgerAccountId}::uuid and p.id > ${after}::bigint
          and t.booked_at >= ${start}::timestamptz and t.booked_at < ${end}::timestamptz
        order by p.id
        limit ${pageSize}`),
    );
    for (const row of rows) {
      lines.push({
        bookedAt: new Date(row.booked_at).getTime(),
        description: row.description,
        amount: BigInt(row.amount),
        balanceAfter: BigInt(row.balance_after),
      });
    }
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return lines;
    after = last.id;
  }
}
