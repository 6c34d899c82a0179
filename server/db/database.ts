/** What the bank's code holds of its database, whichever engine opened it (client.ts). */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type BankDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: BankDb;
  /**
   * For reads where a moment's staleness is harmless (the operations history): a standby of the
   * formation when there is one, else the same as db. Never for a balance that decides a payment.
   */
  replica: BankDb;
  /** Applies the committed SQL migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
