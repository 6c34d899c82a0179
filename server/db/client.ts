/**
 * Opens the bank's database: the embedded PGlite on disk by default, or any PostgreSQL server
 * through DATABASE_URL. Same schema, same SQL migrations either way.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type BankDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: BankDb;
  /** Applies the committed SQL migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary but fixed: every bank process agrees on it, nothing else uses it. */
const migrationLockKey = 4_771_202_601;

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dataDir = path.join(config.dataDir, 'pglite');
  // PGlite does not create the parents of its data directory.
  await mkdir(dataDir, { recursive: true });
  return openPglite(dataDir);
}

export interface MemoryDatabase extends Database {
  /** The whole data directory as a tarball, which openMemoryDatabase can start from. */
  dump(): Promise<Blob>;
}

/**
 * A throw-away database in memory: for tests that want a fresh bank each time. From a dump of
 * another one, it starts as a copy of that one (loading a dump is much faster than migrating).
 */
export function openMemoryDatabase(dump?: Blob): Promise<MemoryDatabase> {
  return openPglite('memory://', dump);
}

async function openPglite(dataDir: string, dump?: Blob): Promise<MemoryDatabase> {
  const client = await PGlite.create(dataDir, { loadDataDir: dump });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    dump: () => client.dumpDataDir('none'),
    async migrate() {
      // One connection serves everything here, so the lock is held and released on it.
      await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
      try {
        await migratePglite(db, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
      }
    },
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString });
  // An idle connection dropped by the server must not crash the bank; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  // pool.end() resolves once the pool has let go of its connections, before their sockets have
  // closed: count them, so close() returns only when every connection is really gone.
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on('connect', () => {
    open += 1;
  });
  pool.on('remove', () => {
    open -= 1;
    if (open === 0) allClosed?.();
  });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    async migrate() {
      // A session lock lives on one connection, so hold a dedicated one while migrating.
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        lockHolder.release();
      }
    },
    async close() {
      const closed =
        open === 0
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              allClosed = resolve;
            });
      await pool.end();
      await closed;
    },
  };
}
