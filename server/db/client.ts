/**
 * Opens the bank's database: the embedded PGlite on disk by default, or a PostgreSQL server or
 * formation through DATABASE_URL (postgres.ts). Same schema, same SQL migrations either way.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Config } from '../config';
import type { Database } from './database';
import { migrationLockKey, migrationsFolder } from './migrating';
import { openPostgres } from './postgres';
import * as schema from './schema';

export type { BankDb, Database } from './database';

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
    replica: db,
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
