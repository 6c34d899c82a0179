/** Statements about whole databases on the PostgreSQL server of DATABASE_URL, for test set-up. */
import pg from 'pg';

/** Runs one statement on its own connection, closed before this returns. */
export async function adminQuery(serverUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** The server's URL with another database in it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * Waits until no session is connected to the database: PostgreSQL copies a template only then,
 * and a closed pool's server processes may still be exiting when the pool says it is closed.
 */
export async function untilNobodyConnected(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await adminQuery(
      serverUrl,
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.sessions === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`sessions still connected to ${name} after 5 s`);
}
