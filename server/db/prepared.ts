/**
 * Named prepared statements for the few queries every request runs (the access-token check):
 * PostgreSQL parses and plans a named statement once per connection instead of on every call,
 * and the query is written once as SQL instead of being rebuilt by the query builder each time.
 * Both drivers answer with their own type parsers: timestamps as Dates, so cast bigints in the
 * SQL (`::float8` or `::text`) to get the same JavaScript type from each.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { BankDb } from './client';

export type PreparedStatement<Row> = (db: BankDb, values: unknown[]) => Promise<Row[]>;

/** `name` must be unique in the process: node-postgres keys its per-connection cache by it. */
export function preparedStatement<Row>(name: string, text: string): PreparedStatement<Row> {
  return async (db, values) => {
    const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
    if (client instanceof pg.Pool) {
      const result = await client.query({ name, text, values });
      return result.rows as Row[];
    }
    // PGlite has one connection in this process and no per-name cache to fill.
    const result = await client.query<Row>(text, values);
    return result.rows;
  };
}
