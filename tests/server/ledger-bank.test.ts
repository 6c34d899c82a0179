/**
 * The bank test: random transfers between customer accounts, through the ledger's service
 * functions, and then the books must still add up. On real PostgreSQL the transfers come from
 * 20 workers at once, each on its own connection, as from 20 server processes; on PGlite (one
 * connection) the same invariants are checked on fewer transfers made one after another.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankDb, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { BankError } from '../../server/errors/bank-error';
import { postLedgerTransaction, withIdempotency } from '../../server/ledger';
import { rowsOf } from '../../server/ledger/db';
import {
  createCustomer,
  openFundedAccount,
  openTestLedger,
  type TestLedger,
  unbalancedTransactions,
} from './support/ledger';

const onPostgres = Boolean(process.env.DATABASE_URL);
const workers = onPostgres ? 20 : 1;
const transfersPerWorker = onPostgres ? 100 : 200;
const accountCount = 20;
const openingBalance = 50_000n;

let ledger: TestLedger;
let accounts: Array<{ id: string; customerId: string }>;
let connections: Array<{ db: BankDb; close(): Promise<void> }>;

beforeAll(async () => {
  ledger = await openTestLedger();
  accounts = [];
  for (let i = 0; i < accountCount; i += 1) {
    const customerId = await createCustomer(ledger.db, `Worker${i}`);
    accounts.push({ id: await openFundedAccount(ledger, customerId, openingBalance), customerId });
  }
  connections = ledger.url
    ? await Promise.all(Array.from({ length: workers }, () => connectOwn(ledger.url as string)))
    : [];
});
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
  await ledger.dispose();
});

/** Connections of its own, opened as another server process opens them. */
function connectOwn(url: string) {
  return openDatabase({ dataDir: '', databaseUrl: url });
}

interface Acknowledged {
  reference: string;
  from: string;
  to: string;
  amount: bigint;
}

/** One random transfer through the idempotent path; a refusal for lack of funds is expected. */
async function randomTransfer(db: BankDb, random: () => number): Promise<Acknowledged | null> {
  const fromIndex = Math.floor(random() * accountCount);
  const toIndex = (fromIndex + 1 + Math.floor(random() * (accountCount - 1))) % accountCount;
  const from = accounts[fromIndex] as { id: string; customerId: string };
  const to = accounts[toIndex] as { id: string; customerId: string };
  const amount = BigInt(1 + Math.floor(random() * 20_000));
  const key = randomUUID();
  try {
    const { body } = await withIdempotency(
      db,
      ledger.clock,
      { scope: from.customerId, key, fingerprint: { to: to.id, amount } },
      async (tx, { reference }) => {
        await postLedgerTransaction(tx, ledger.clock, {
          kind: 'TRANSFER',
          description: 'Bank test',
          reference,
          postings: [
            { accountId: from.id, amount: -amount, currency: 'AZN' },
            { accountId: to.id, amount, currency: 'AZN' },
          ],
        });
        return { status: 201, body: { reference } };
      },
    );
    return { reference: body.reference, from: from.id, to: to.id, amount };
  } catch (error) {
    if (error instanceof BankError && error.code === 'INSUFFICIENT_FUNDS') return null;
    throw error;
  }
}

/** A small seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function runWorker(db: BankDb, seed: number): Promise<Acknowledged[]> {
  const random = seeded(seed);
  const acknowledged: Acknowledged[] = [];
  for (let i = 0; i < transfersPerWorker; i += 1) {
    const result = await randomTransfer(db, random);
    if (result) acknowledged.push(result);
  }
  return acknowledged;
}

async function expectBooksBalance(acknowledged: Acknowledged[]) {
  const ids = accounts.map((account) => account.id);
  const balances = await ledger.db
    .select({ balance: schema.ledgerAccounts.balance })
    .from(schema.ledgerAccounts)
    .where(inArray(schema.ledgerAccounts.id, ids));
  const total = balances.reduce((sum, row) => sum + row.balance, 0n);
  expect(total).toBe(openingBalance * BigInt(accountCount));
  const overdrawn = await ledger.db.execute(sql`
    select id from ledger_accounts where not allow_negative and balance < 0`);
  expect(rowsOf(overdrawn)).toEqual([]);
  expect(await unbalancedTransactions(ledger.db)).toEqual([]);
  // Every acknowledged transfer is booked exactly once, with its own amount and accounts.
  const result = await ledger.db.execute(sql`
    select t.reference, count(distinct t.id)::int as transactions, min(p.amount)::text as debit,
      max(p.amount)::text as credit
    from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
    where t.kind = 'TRANSFER' and t.description = 'Bank test'
    group by t.reference`);
  const booked = new Map(
    rowsOf<{ reference: string; transactions: number; debit: string; credit: string }>(result).map(
      (row) => [row.reference, row],
    ),
  );
  expect(booked.size).toBe(acknowledged.length);
  for (const transfer of acknowledged) {
    expect(booked.get(transfer.reference)).toEqual({
      reference: transfer.reference,
      transactions: 1,
      debit: String(-transfer.amount),
      credit: String(transfer.amount),
    });
  }
  // Each account's last balance_after is its balance: the statement needs no recomputation.
  const mismatched = await ledger.db.execute(sql`
    select a.id from ledger_accounts a
    where a.balance <> (select p.balance_after from ledger_postings p where p.account_id = a.id order by p.id desc limit 1)`);
  expect(rowsOf(mismatched)).toEqual([]);
}

describe('the bank test', () => {
  it(`${workers * transfersPerWorker} random transfers between ${accountCount} accounts${onPostgres ? ` from ${workers} workers, each on its own connection` : ', one after another on PGlite'}`, async () => {
    const started = performance.now();
    const results = onPostgres
      ? await Promise.all(
          connections.map((connection, worker) => runWorker(connection.db, worker + 1)),
        )
      : [await runWorker(ledger.db, 1)];
    const acknowledged = results.flat();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.info(
      `bank test: ${acknowledged.length} of ${workers * transfersPerWorker} transfers acknowledged, the rest refused for lack of funds, in ${seconds} s`,
    );
    // The random amounts make some refusals certain, so both paths ran.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(workers * transfersPerWorker);
    await expectBooksBalance(acknowledged);
  }, 60_000);

  it.skipIf(!onPostgres)(
    'the same idempotency key sent 20 times at once, on 20 connections, makes one transfer (PGlite has a single connection: needs DATABASE_URL)',
    async () => {
      const [from, to] = accounts as [
        { id: string; customerId: string },
        { id: string; customerId: string },
      ];
      const key = randomUUID();
      const send = (db: BankDb) =>
        withIdempotency(
          db,
          ledger.clock,
          { scope: from.customerId, key, fingerprint: { to: to.id, amount: 1n } },
          async (tx, { reference }) => {
            const booked = await postLedgerTransaction(tx, ledger.clock, {
              kind: 'TRANSFER',
              description: 'Parallel retry',
              reference,
              postings: [
                { accountId: from.id, amount: -1n, currency: 'AZN' },
                { accountId: to.id, amount: 1n, currency: 'AZN' },
              ],
            });
            return { status: 201, body: { id: booked.id } };
          },
        );
      const results = await Promise.all(connections.map((connection) => send(connection.db)));
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(new Set(results.map((result) => result.body.id)).size).toBe(1);
      const booked = await ledger.db
        .select()
        .from(schema.ledgerTransactions)
        .where(eq(schema.ledgerTransactions.reference, `${from.customerId}:${key}`));
      expect(booked).toHaveLength(1);
    },
  );
});
