import argon2 from 'argon2';
import { asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/clock';
import { type Database, openDatabase } from '../../server/db/client';
import { customers, deposits, ledgerAccounts } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed';
import { demoPassword } from '../../server/seed/demo-customers';
import { openTestDatabase, type TestDatabase } from './support/bank';

const clock = fixedClock('2026-03-02T08:00:00Z');
let opened: TestDatabase | undefined;
let secondProcess: Database | undefined;

afterEach(async () => {
  await secondProcess?.close();
  await opened?.dispose();
  secondProcess = undefined;
  opened = undefined;
});

/** A copy of the run's migrated bank: the migrations' own test below starts from nothing. */
async function migratedDatabase() {
  opened = await openTestDatabase('migrated');
  return opened;
}

/** On real PostgreSQL a second pool stands in for a second server process. */
async function anotherProcess(testDb: TestDatabase): Promise<Database> {
  if (!testDb.url) return testDb.database;
  secondProcess = await openDatabase({ dataDir: '', databaseUrl: testDb.url });
  return secondProcess;
}

async function customerCount(database: Database) {
  const [row] = await database.db.select({ total: count() }).from(customers);
  return row?.total;
}

describe('migrations', () => {
  it('apply to an empty database and again as a no-op, also from two processes at once', async () => {
    const testDb = await openTestDatabase();
    opened = testDb;
    await testDb.database.migrate();
    const other = await anotherProcess(testDb);
    await Promise.all([testDb.database.migrate(), other.migrate()]);
    expect(await customerCount(testDb.database)).toBe(0);
  });
});

describe('demo data seed', () => {
  it('seeds the four demo customers once, however often it runs', async () => {
    const { database } = await migratedDatabase();
    expect(await seedDemoData(database.db, clock)).toBe(true);
    expect(await seedDemoData(database.db, clock)).toBe(false);
    expect(await customerCount(database)).toBe(4);
  });

  it('seeds once when two processes start together', async () => {
    const testDb = await migratedDatabase();
    const other = await anotherProcess(testDb);
    const results = await Promise.all([
      seedDemoData(testDb.database.db, clock),
      seedDemoData(other.db, clock),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await customerCount(testDb.database)).toBe(4);
  });

  it('registers three customers with the demo password and leaves 3TW7E8R to sign up', async () => {
    const { database } = await migratedDatabase();
    await seedDemoData(database.db, clock);
    const rows = await database.db.select().from(customers).orderBy(asc(customers.phone));
    expect(rows.map((c) => [c.identifierType, c.identifierValue, c.phone])).toEqual([
      ['PIN', '6XK2T9P', '994501234567'],
      ['PIN', '3TW7E8R', '994517654321'],
      ['TRP', 'TR1234567', '994701112233'],
      ['AB', '1234567', '994772223344'],
    ]);
    for (const customer of rows) {
      if (customer.identifierValue === '3TW7E8R') {
        expect(customer.passwordHash).toBeNull();
        expect(customer.registeredAt).toBeNull();
        continue;
      }
      expect(customer.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await argon2.verify(customer.passwordHash ?? '', demoPassword)).toBe(true);
      expect(await argon2.verify(customer.passwordHash ?? '', 'demo2026!')).toBe(false);
      expect(customer.registeredAt?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
      expect(customer.firstName).not.toBe('');
    }
  });

  it('accrue the deposits up to the day when seeded in its first minutes, before the job runs', async () => {
    const { database } = await migratedDatabase();
    // 00:03 in Baku: the deposits' daily job (00:05) has not run, and the seed is the bank's past.
    await seedDemoData(database.db, fixedClock('2026-03-01T20:03:00Z'));
    const interest = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(deposits)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, deposits.interestAccountId));
    expect(interest.length).toBeGreaterThan(0);
    expect(interest.filter((row) => row.balance <= 0n)).toEqual([]);
  });
});
