/** What every ledger function runs on: the bank's database or a transaction already open on it. */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { BankDb } from '../db/client';

export type LedgerDb = BankDb;
export type LedgerTx = Parameters<Parameters<BankDb['transaction']>[0]>[0];

/**
 * Runs `work` in a database transaction: the caller's, when it passes one (so an idempotency
 * key, a status change and a movement commit together), or a new one. Reusing the caller's
 * transaction instead of opening a savepoint saves two round trips per call.
 */
export function inTransaction<T>(db: LedgerDb, work: (tx: LedgerTx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return work(db as LedgerTx);
  return db.transaction(work);
}

/** Rows of a raw query, whichever driver (node-postgres or PGlite) answered it. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a uuid names nothing; checked here so PostgreSQL never sees it. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
