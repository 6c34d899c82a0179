/** Ledger fixtures for server tests: a migrated database, customers and funded accounts. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fixedClock } from '../../../server/clock';
import type { BankDb } from '../../../server/db/client';
import { type Currency, customers, ledgerHolds, ledgerPostings } from '../../../server/db/schema';
import {
  bankAccountId,
  ensureBankAccounts,
  openLedgerAccount,
  postLedgerTransaction,
} from '../../../server/ledger';
import { openTestDatabase, type TestDatabase } from './bank';

export interface TestLedger extends TestDatabase {
  db: BankDb;
  clock: ReturnType<typeof fixedClock>;
}

export async function openTestLedger(): Promise<TestLedger> {
  const testDb = await openTestDatabase('migrated');
  const clock = fixedClock('2026-03-02T08:00:00Z');
  await ensureBankAccounts(testDb.database.db, clock);
  return { ...testDb, db: testDb.database.db, clock };
}

export async function createCustomer(db: BankDb, name = 'Test'): Promise<string> {
  const [row] = await db
    .insert(customers)
    .values({
      identifierType: 'PIN',
      identifierValue: randomUUID().slice(0, 7).toUpperCase(),
      firstName: name,
      lastName: 'Customer',
      phone: '994501234567',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

let accountSeq = 0;

/** A customer's current account, funded from the bank's cash when `opening` is given. */
export async function openFundedAccount(
  ledger: TestLedger,
  customerId: string,
  opening: bigint,
  currency: Currency = 'AZN',
): Promise<string> {
  accountSeq += 1;
  const account = await openLedgerAccount(ledger.db, ledger.clock, {
    number: `TEST${String(accountSeq).padStart(8, '0')}${randomUUID().slice(0, 6)}`,
    kind: 'CURRENT',
    currency,
    customerId,
  });
  if (opening > 0n) {
    const cash = await bankAccountId(ledger.db, 'CASH', currency);
    await postLedgerTransaction(ledger.db, ledger.clock, {
      kind: 'CASH_DEPOSIT',
      description: 'Opening deposit',
      postings: [
        { accountId: cash, amount: -opening, currency },
        { accountId: account.id, amount: opening, currency },
      ],
    });
  }
  return account.id;
}

/** Everything that money lives in, to compare before and after a refused call. */
export async function ledgerSnapshot(db: BankDb) {
  const accounts = await db.execute(
    sql`select id, balance::text, held::text from ledger_accounts order by id`,
  );
  const postings = await db.select().from(ledgerPostings).orderBy(ledgerPostings.id);
  const holds = await db.select().from(ledgerHolds).orderBy(ledgerHolds.id);
  const transactions = await db.execute(sql`select count(*)::int as n from ledger_transactions`);
  return {
    accounts: (accounts as unknown as { rows: unknown[] }).rows,
    postings,
    holds,
    transactions: (transactions as unknown as { rows: unknown[] }).rows,
  };
}

/** Transactions whose postings do not sum to zero in some currency (should be none). */
export async function unbalancedTransactions(db: BankDb): Promise<unknown[]> {
  const result = await db.execute(sql`
    select transaction_id, currency, sum(amount)::text as total from ledger_postings
    group by transaction_id, currency having sum(amount) <> 0`);
  return (result as unknown as { rows: unknown[] }).rows;
}
