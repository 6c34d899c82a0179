/**
 * Scratch databases on the bench's PostgreSQL server: created with a random suffix, dropped
 * (with force, so no leftover connection keeps them) when the run ends however it ends.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup';
import { settings } from './settings';

/** The URL of database `name` on the bench's server. */
export function databaseUrl(name: string): string {
  const url = new URL(settings.adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** One statement (or several, unparameterised) on one connection of `url`'s database. */
export async function query<Row extends pg.QueryResultRow>(
  url: string,
  statement: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** A new empty database named after `purpose`; returns its URL. */
export async function createScratchDatabase(purpose: string): Promise<string> {
  const name = `bench_${purpose}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await query(settings.adminUrl, `create database ${name}`);
  onCleanup(`drop database ${name}`, async () => {
    await query(settings.adminUrl, `drop database if exists ${name} with (force)`);
  });
  return databaseUrl(name);
}

/** The server's own description of itself, for the report. */
export async function postgresVersion(): Promise<string> {
  const [row] = await query<{ version: string }>(settings.adminUrl, 'select version()');
  return row?.version ?? 'unknown';
}
