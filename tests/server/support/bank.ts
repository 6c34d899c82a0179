/**
 * Builds a bank for server tests: an in-memory PGlite by default, or, when DATABASE_URL is set, a
 * uniquely named database created on that PostgreSQL server and dropped afterwards, so test files
 * running side by side never see each other's data. A migrated or seeded bank is a copy of the
 * run's template (bank-templates.ts); without one (another project's run) it is built here.
 */

import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { fixedClock } from '../../../server/clock';
import { type Config, defaultBankDetails } from '../../../server/config';
import { type Database, openDatabase, openMemoryDatabase } from '../../../server/db/client';
import { type SmsSender, smsSenderFor } from '../../../server/sms';
import { type BankStart, prepareBank, testBankStart } from './bank-templates';
import { adminQuery, databaseUrl } from './postgres-admin';

export const fakeIndexHtml =
  '<!doctype html><html><head><title>Bank (test)</title></head><body><div id="root"></div></body></html>';

export interface TestDatabase {
  database: Database;
  /** Set on real PostgreSQL: lets a test open a second connection pool, as another process would. */
  url: string | undefined;
  dispose(): Promise<void>;
}

/** An empty database by default: migrations' own tests start there. */
export async function openTestDatabase(start: BankStart = 'empty'): Promise<TestDatabase> {
  const template = inject('bankTemplates')?.[start];
  const testDb = await openCopyOf(template);
  if (!template) await prepareBank(testDb.database, start);
  return testDb;
}

/** A new database: a copy of the template when there is one, else empty. */
async function openCopyOf(template: string | undefined): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openMemoryDatabase(template ? await openAsBlob(template) : undefined);
    return { database, url: undefined, dispose: () => database.close() };
  }
  const name = `bank_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ dataDir: '', databaseUrl: url });
  return {
    database,
    url,
    async dispose() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
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
    bank: defaultBankDetails,
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

/**
 * A migrated bank with responses checked against the contract: empty, or with the sandbox demo
 * data as server/seed makes it at the test clock's start.
 */
export async function startTestBank(
  config: Partial<Config> = {},
  { demoData = false } = {},
): Promise<TestBank> {
  const testDb = await openTestDatabase(demoData ? 'seeded' : 'migrated');
  const webDist = config.webDist ?? (await makeWebDist());
  const clock = fixedClock(testBankStart);
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
