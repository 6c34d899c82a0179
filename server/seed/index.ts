/**
 * Seeds sandbox demo data into an empty bank, once: the demo customers and, for those registered,
 * their accounts, cards, deposit, loan and about three months of history (demo-products.ts), and
 * their consents (demo-consents.ts). Several processes may start together on
 * one database, so the check and the inserts run in one transaction under an advisory lock.
 */
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { customers, type NewCustomer, nationalIdCards } from '../db/schema';
import { ensureBankAccounts } from '../ledger';
import type { CardVaultKey } from '../products/cards/controls/vault';
import { seedDemoConsents } from './demo-consents';
import { demoCustomers, demoPassword } from './demo-customers';
import { seedDemoFinances } from './demo-finances';
import { seedDemoProducts } from './demo-products';

/** Arbitrary but fixed; distinct from the migration lock. */
const seedLockKey = 4_771_202_602;

/**
 * Returns whether anything was seeded (false when the bank already had customers). `vaultKey`
 * seals the cards' numbers (main.ts gives the server's; without it, the stored key's).
 */
export async function seedDemoData(
  db: BankDb,
  clock: Clock,
  vaultKey?: CardVaultKey,
): Promise<boolean> {
  const now = toDate(clock.now());
  // Hashing is slow on purpose, so it happens before the lock is taken; one at a time, as a
  // start-up job should, so that it never meets the hashing slots' refusal (auth/hashing-slots.ts).
  const rows: NewCustomer[] = [];
  for (const { registered, idCards: _cards, ...customer } of demoCustomers) {
    rows.push({
      ...customer,
      passwordHash: registered ? await hashPassword(demoPassword) : null,
      registeredAt: registered ? now : null,
      createdAt: now,
    });
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [existing] = await tx.select({ customers: count() }).from(customers);
    if ((existing?.customers ?? 0) > 0) return false;
    const inserted = await tx.insert(customers).values(rows).returning();
    const cards = demoCustomers.flatMap(({ idCards = [], identifierType, identifierValue }) => {
      const holder = inserted.find(
        (row) => row.identifierType === identifierType && row.identifierValue === identifierValue,
      );
      return holder ? idCards.map((number) => ({ number, customerId: holder.id })) : [];
    });
    if (cards.length > 0) await tx.insert(nationalIdCards).values(cards);
    // Products go only to those who can sign in and see them; all money through the ledger.
    await ensureBankAccounts(tx, clock);
    const holders = inserted.filter((customer) => customer.registeredAt !== null);
    await seedDemoProducts(tx, clock, holders, vaultKey);
    await seedDemoFinances(tx, clock, holders);
    await seedDemoConsents(tx, clock, holders);
    return true;
  });
}
