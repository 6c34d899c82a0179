/**
 * The providers as stored: the catalogue written at every start with a settlement account of
 * its own per provider (kind PROVIDER_SETTLEMENT, e.g. PROVIDER-AZERCELL-AZN), and read back for
 * the lists, the forms and the payments. Every payment's money lands on that account.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { type Clock, toDate } from '../../clock';
import { ledgerAccounts, type PaymentProviderRow, paymentProviders } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import { type CatalogueProvider, categoryOrder, providerCatalogue } from './catalogue';

/** Arbitrary but fixed; distinct from the migration, seed and bank directory locks. */
const catalogueLockKey = 4_771_202_616;

export const providerAccountNumber = (id: string) => `PROVIDER-${id.toUpperCase()}-AZN`;

/**
 * Writes the catalogue and opens the missing settlement accounts; safe to run from several
 * processes at once (they take turns on the lock) and at every start (an upsert).
 */
export async function ensureProviderCatalogue(db: LedgerDb, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${catalogueLockKey})`);
    await tx
      .insert(ledgerAccounts)
      .values(
        providerCatalogue.map((provider) => ({
          number: providerAccountNumber(provider.id),
          kind: 'PROVIDER_SETTLEMENT' as const,
          currency: 'AZN' as const,
          allowNegative: false,
          createdAt: toDate(clock.now()),
        })),
      )
      .onConflictDoNothing();
    const accounts = await tx
      .select({ id: ledgerAccounts.id, number: ledgerAccounts.number })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'PROVIDER_SETTLEMENT'));
    const accountOf = new Map(accounts.map((row) => [row.number, row.id]));
    await tx
      .insert(paymentProviders)
      .values(providerCatalogue.map((provider, position) => rowOf(provider, position, accountOf)))
      .onConflictDoUpdate({
        target: paymentProviders.id,
        set: {
          category: sql`excluded.category`,
          names: sql`excluded.names`,
          initials: sql`excluded.initials`,
          color: sql`excluded.color`,
          fields: sql`excluded.fields`,
          minMinor: sql`excluded.min_minor`,
          maxMinor: sql`excluded.max_minor`,
          debtLookup: sql`excluded.debt_lookup`,
          position: sql`excluded.position`,
        },
      });
  });
}

function rowOf(
  provider: CatalogueProvider,
  position: number,
  accountOf: Map<string, string>,
): typeof paymentProviders.$inferInsert {
  const ledgerAccountId = accountOf.get(providerAccountNumber(provider.id));
  if (!ledgerAccountId) throw new Error(`no settlement account for provider ${provider.id}`);
  return { ...provider, ledgerAccountId, position };
}

export function providerNotFound(): BankError {
  return new BankError('NOT_FOUND', 404, {}, 'PROVIDER_NOT_FOUND');
}

/** Every provider, by category in /payments' order, then by position. */
export async function listProviders(db: LedgerDb): Promise<PaymentProviderRow[]> {
  const rows = await db.select().from(paymentProviders).orderBy(asc(paymentProviders.position));
  const rank = (row: PaymentProviderRow) => categoryOrder.indexOf(row.category);
  return rows.sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

/** The provider with this id, or a 404. */
export async function findProvider(db: LedgerDb, id: string): Promise<PaymentProviderRow> {
  const [row] = await db.select().from(paymentProviders).where(eq(paymentProviders.id, id));
  if (!row) throw providerNotFound();
  return row;
}
