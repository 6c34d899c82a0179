/**
 * Reads with scale: the same reads on a database with 50 000 customers, each with an account,
 * a card, a deposit, a loan and about ten postings (scale-seed.ts), ~500 000 postings in all,
 * for ordinary customers and for the one with a 13 800-line history.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/passwords';
import { openDatabase } from '../../../server/db/client';
import { customers } from '../../../server/db/schema';
import { startBank } from '../bank-process';
import { demoPassword, type Identity, signIn } from '../customers';
import { longHistoryLines, scaleCustomerId, seedScale } from '../scale-seed';
import { createScratchDatabase, query } from '../scratch-db';
import { settings } from '../settings';
import type { Section } from '../world';
import { measureReads } from './reads';

/** Customer 0 has the long history; 1 … 3 are ordinary. */
const longHistory = 0;
const ordinary = [1, 2, 3];

/**
 * The seed's customers have no password, and identifiers like SCALE0 are no valid FIN (seven
 * letters and digits): the few the bench signs in get both.
 */
async function registerScaleCustomers(databaseUrl: string, numbers: readonly number[]) {
  const database = await openDatabase({ dataDir: '', databaseUrl });
  try {
    const passwordHash = await hashPassword(demoPassword);
    const identities = new Map<number, Identity>();
    for (const n of numbers) {
      const identifierValue = `SCALEX${n}`;
      const [row] = await database.db
        .update(customers)
        .set({ identifierValue, passwordHash, registeredAt: new Date() })
        .where(eq(customers.id, scaleCustomerId(n)))
        .returning({ phone: customers.phone });
      if (!row) throw new Error(`scale customer ${n} not seeded`);
      identities.set(n, { identifierType: 'PIN', identifierValue, phone: row.phone });
    }
    return identities;
  } finally {
    await database.close();
  }
}

async function countOf(url: string, table: string) {
  const [row] = await query<{ count: string }>(url, `select count(*) from ${table}`);
  return Number(row?.count ?? 0);
}

export const scaleSection: Section = {
  name: 'scale',
  async run(world, record) {
    const references = await world.references();
    const databaseUrl = await createScratchDatabase('scale');
    // The server migrates the empty database (and seeds the demo customers) first.
    const bank = await startBank({ databaseUrl });
    try {
      const began = Date.now();
      await seedScale(databaseUrl, {
        customers: settings.scaleCustomers,
        postingsPerCustomer: settings.scalePostingsPerCustomer,
      });
      const seeded = `${await countOf(databaseUrl, 'customers')} customers, ${await countOf(databaseUrl, 'ledger_postings')} postings`;
      console.log(`bench: seeded ${seeded} in ${((Date.now() - began) / 1000).toFixed(0)} s`);
      const identities = await registerScaleCustomers(databaseUrl, [longHistory, ...ordinary]);
      const tokensOf = async (numbers: readonly number[]) => {
        const tokens: string[] = [];
        for (const n of numbers) tokens.push(await signIn(bank.url, identities.get(n) as Identity));
        return tokens;
      };
      const common = { section: 'with scale', referenceUrl: references.pgUrl, note: seeded };
      const everyday = { url: bank.url, tokens: await tokensOf(ordinary) };
      await measureReads({ ...common, label: 'PostgreSQL', bank: everyday }, record);
      const longOne = { url: bank.url, tokens: await tokensOf([longHistory]) };
      const paths = ['/api/v1/operations'];
      const label = `PostgreSQL, ${longHistoryLines} lines`;
      await measureReads({ ...common, label, bank: longOne, paths }, record);
    } finally {
      await bank.stop();
    }
  },
};
