/**
 * A PostgreSQL server, or a formation of them, through node-postgres. A connection string with
 * several hosts or a target_session_attrs goes to a FormationPool, which finds the node with the
 * role asked for and looks again after a failover; a plain one to a plain pool.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isFormation, parseFormationUrl, withSessionAttrs } from './connection-string';
import type { Database } from './database';
import { FormationPool } from './formation-pool';
import { migrationLockKey, migrationsFolder } from './migrating';
import * as schema from './schema';

/** A pool that says when its last connection has really closed, not only been let go. */
function countedPool(connectionString: string) {
  const pool = isFormation(connectionString)
    ? new FormationPool(connectionString)
    : new pg.Pool({ connectionString });
  // An idle connection dropped by the server must not crash the bank; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  // pool.end() resolves once the pool has let go of its connections, before their sockets have
  // closed: count them, so close() returns only when every connection is really gone.
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on('connect', (client) => {
    open += 1;
    // A connection lost while checked out (in a transaction) is an 'error' event on its client,
    // which would end the process unheard. Its query fails with the error anyway (a 503), and
    // the pool drops the client when it comes back.
    client.on('error', () => {});
  });
  pool.on('remove', () => {
    open -= 1;
    if (open === 0) allClosed?.();
  });
  return {
    pool,
    async end() {
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

/**
 * Where reads that may be a moment stale go: with several hosts, a standby when one answers
 * (the primary otherwise); with one host there is nothing to spread.
 */
function standbyUrl(connectionString: string): string | undefined {
  if (!isFormation(connectionString)) return undefined;
  if (parseFormationUrl(connectionString).hosts.length < 2) return undefined;
  return withSessionAttrs(connectionString, 'prefer-standby');
}

export function openPostgres(connectionString: string): Database {
  const primary = countedPool(connectionString);
  const standbyAddress = standbyUrl(connectionString);
  const standby = standbyAddress ? countedPool(standbyAddress) : undefined;
  const db = drizzle({ client: primary.pool, schema });
  return {
    db,
    replica: standby ? drizzle({ client: standby.pool, schema }) : db,
    async migrate() {
      // A session lock lives on one connection, so hold a dedicated one while migrating.
      const lockHolder = await primary.pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrate(db, { migrationsFolder });
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        lockHolder.release();
      }
    },
    async close() {
      await Promise.all([primary.end(), standby?.end()]);
    },
  };
}
