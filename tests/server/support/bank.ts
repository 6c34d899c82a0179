/**
 * Builds a bank for server tests: a fresh in-memory PGlite by default, or, when DATABASE_URL
 * is set, a uniquely named database created on that PostgreSQL server and dropped afterwards,
 * so test files running side by side never see each other's data.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { fixedClock } from '../../../server/clock';
import type { Config } from '../../../server/config';
import { type Database, openDatabase, openMemoryDatabase } from '../../../server/db/client';
import { type SmsSender, smsSenderFor } from '../../../server/sms';

export const fakeIndexHtml =
  '<!doctype html><html><head><title>Bank (test)</title></head><body><div id="root"></div></body></html>';

export interface TestDatabase {
  database: Database;
  /** Set on real PostgreSQL: lets a test open a second connection pool, as another process would. */
  url: string | undefined;
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openMemoryDatabase();
    return { database, url: undefined, dispose: () => database.close() };
  }
  const name = `bank_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: url.href });
  return {
    database,
    url: url.href,
    async dispose() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A built web app stand-in: index.html, one hashed asset and the service worker. */
export async function makeWebDist(options: { withIndex?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bank-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'index-3f9a1c.js'), 'console.log("bank");\n');
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  if (options.withIndex !== false) await writeFile(path.join(dir, 'index.html'), fakeIndexHtml);
  return dir;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    sandboxPublic: false,
    publicUrl: 'http://localhost',
    dataDir: path.join(tmpdir(), 'bank-unused'),
    databaseUrl: undefined,
    nodeEnv: 'test',
    sandbox: true,
    apiDocs: true,
    logLevel: 'silent',
    webDist: path.join(tmpdir(), 'bank-no-web-dist'),
    authSecret: undefined,
    accessTokenTtlSeconds: 300,
    sessionIdleTimeoutSeconds: 300,
    sessionMaxLifetimeSeconds: 43_200,
    // Every test request comes from one address; the rate-limit tests lower this themselves.
    authRateLimitPerIp: 100_000,
    authRateLimitPerIdentifier: 30,
    authRateLimitWindowSeconds: 900,
    trustProxy: 0,
    // Tests sign the same customers in again and again from one address; the SMS-limit tests
    // (hardening-sms.test.ts) set the real limits themselves.
    codeSmsLimits: {
      perPhone: { hour: 100_000, day: 100_000 },
      perAddress: { hour: 100_000, day: 100_000 },
    },
    // Tests run due jobs themselves with app.jobs.runDueJobs(); nothing polls.
    jobs: false,
    jobsPollSeconds: 5,
    ...overrides,
  };
}

export interface TestBank {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  sms: SmsSender;
  /**
   * The texts as the customers' phones got them, newest last. Outside the sandbox the outbox
   * keeps codes masked, so a test signs in with the code from here, as a customer would.
   */
  phones: Array<{ phone: string; text: string }>;
  /** Set on real PostgreSQL: a second pool on it stands in for another server process. */
  url: string | undefined;
  close(): Promise<void>;
}

/** The sender, each text also handed to the phone it is for (in a transaction: when sent). */
function deliveredTo(phones: TestBank['phones'], sender: SmsSender): SmsSender {
  return {
    async send(phone, text) {
      await sender.send(phone, text);
      phones.push({ phone, text });
    },
    within: (tx) => deliveredTo(phones, sender.within(tx)),
  };
}

/** A migrated, empty bank with responses checked against the contract. */
export async function startTestBank(config: Partial<Config> = {}): Promise<TestBank> {
  const testDb = await openTestDatabase();
  const webDist = config.webDist ?? (await makeWebDist());
  await testDb.database.migrate();
  const clock = fixedClock('2026-03-02T08:00:00Z');
  const { db } = testDb.database;
  const bankConfig = testConfig({ ...config, webDist });
  const phones: TestBank['phones'] = [];
  const sms = deliveredTo(phones, smsSenderFor(bankConfig, db, clock));
  const app = await buildApp({
    config: bankConfig,
    db,
    clock,
    sms,
    logger: false,
    checkResponses: true,
  });
  return {
    app,
    database: testDb.database,
    clock,
    sms,
    phones,
    url: testDb.url,
    async close() {
      await app.close();
      await testDb.dispose();
      if (!config.webDist) await rm(webDist, { recursive: true, force: true });
    },
  };
}
