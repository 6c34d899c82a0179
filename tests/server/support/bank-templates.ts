/**
 * The banks server test files start from, built once per test run (global-setup.ts) rather than
 * once per file: a migrated empty bank, and the same with the sandbox demo data seeded. On PGlite
 * each is a dump of the data directory in a temporary file, which every test file loads into its
 * own database in memory; on PostgreSQL (DATABASE_URL) each is a template database, copied by
 * `create database … template`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixedClock } from '../../../server/clock';
import { type Database, openDatabase, openMemoryDatabase } from '../../../server/db/client';
import { ensureBankAccounts } from '../../../server/ledger';
import { seedDemoData } from '../../../server/seed';
import { adminQuery, databaseUrl, untilNobodyConnected } from './postgres-admin';

/** What a test bank holds when its test file starts; 'empty' is for the migrations' own tests. */
export type BankStart = 'empty' | 'migrated' | 'seeded';

/**
 * Per start: the dump's file on PGlite, the template database's name on PostgreSQL. PostgreSQL
 * has no empty one: `create database` copies its own empty template1 as fast.
 */
export type BankTemplates = Partial<Record<BankStart, string>>;

declare module 'vitest' {
  export interface ProvidedContext {
    bankTemplates: BankTemplates;
  }
}

/** Where every test bank's clock starts; the seeded data is stamped with it. */
export const testBankStart = '2026-03-02T08:00:00Z';

/** Brings an empty or migrated database to `start`. */
export async function prepareBank(database: Database, start: BankStart): Promise<void> {
  if (start === 'empty') return;
  await database.migrate();
  if (start === 'migrated') return;
  const clock = fixedClock(testBankStart);
  // In this order, as when each test file seeded: the app made the bank's own accounts first.
  await ensureBankAccounts(database.db, clock);
  await seedDemoData(database.db, clock);
}

export interface BuiltTemplates {
  templates: BankTemplates;
  remove(): Promise<void>;
}

export function buildBankTemplates(serverUrl: string | undefined): Promise<BuiltTemplates> {
  return serverUrl ? buildTemplateDatabases(serverUrl) : buildDumps();
}

async function buildDumps(): Promise<BuiltTemplates> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bank-templates-'));
  const starts = ['empty', 'migrated', 'seeded'] as const;
  const templates: BankTemplates = {};
  const database = await openMemoryDatabase();
  try {
    // Even an empty PGlite takes seconds to create (initdb); loading a dump, under one.
    for (const start of starts) {
      await prepareBank(database, start);
      const dump = await database.dump();
      templates[start] = path.join(dir, `${start}.tar`);
      await writeFile(templates[start], new Uint8Array(await dump.arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  return { templates, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function buildTemplateDatabases(serverUrl: string): Promise<BuiltTemplates> {
  const run = randomUUID().replaceAll('-', '').slice(0, 12);
  const templates = {
    migrated: `bank_template_${run}_migrated`,
    seeded: `bank_template_${run}_seeded`,
  };
  const remove = async () => {
    for (const name of Object.values(templates)) {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    }
  };
  try {
    await adminQuery(serverUrl, `create database ${templates.migrated}`);
    await prepareDatabase(serverUrl, templates.migrated, 'migrated');
    await adminQuery(
      serverUrl,
      `create database ${templates.seeded} template ${templates.migrated}`,
    );
    await prepareDatabase(serverUrl, templates.seeded, 'seeded');
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

/** Prepares the database, then closes it to connections: a template copies only when unused. */
async function prepareDatabase(serverUrl: string, name: string, start: BankStart) {
  const database = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(serverUrl, name) });
  try {
    await prepareBank(database, start);
  } finally {
    await database.close();
  }
  await adminQuery(serverUrl, `alter database ${name} allow_connections false`);
  await untilNobodyConnected(serverUrl, name);
}
