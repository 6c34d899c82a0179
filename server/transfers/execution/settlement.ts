/**
 * The sandbox's stand-in for the interbank settlement (settleSandboxClearing): what the bank sent
 * to other banks through IPS, clearing and card schemes waits in the IPS settlement and clearing
 * accounts until the Central Bank settles it from the bank's correspondent account. One ledger
 * transaction empties those accounts by what the unsettled executed transfers put in, and marks
 * them settled, in one database transaction; rows another caller is settling are skipped.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type Clock, toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import { type Currency, transfers } from '../../db/schema';
import { bankAccountId, type LedgerTx, type Posting, postLedgerTransaction } from '../../ledger';
import { settlementAccountKind } from './booking';

interface Unsettled {
  id: string;
  rail: (typeof transfers.$inferSelect)['rail'];
  currency: Currency;
  amount: bigint;
}

async function settlementPostings(tx: LedgerTx, rows: Unsettled[]): Promise<Posting[]> {
  const owed = new Map<string, { accountId: string; currency: Currency; amount: bigint }>();
  const paid = new Map<Currency, bigint>();
  for (const row of rows) {
    const kind = settlementAccountKind(row.rail);
    if (!kind) continue;
    const accountId = await bankAccountId(tx, kind, row.currency);
    const entry = owed.get(accountId) ?? { accountId, currency: row.currency, amount: 0n };
    entry.amount += row.amount;
    owed.set(accountId, entry);
    paid.set(row.currency, (paid.get(row.currency) ?? 0n) + row.amount);
  }
  const correspondent = await Promise.all(
    [...paid].map(async ([currency, amount]) => ({
      accountId: await bankAccountId(tx, 'CORRESPONDENT', currency),
      amount,
      currency,
    })),
  );
  return [
    ...[...owed.values()].map((entry) => ({ ...entry, amount: -entry.amount })),
    ...correspondent,
  ];
}

/** Settles every executed transfer that left the bank and is not settled yet; returns how many. */
export async function settleExternalTransfers(db: BankDb, clock: Clock): Promise<number> {
  return db.transaction(async (tx) => {
    const rows: Unsettled[] = await tx
      .select({
        id: transfers.id,
        rail: transfers.rail,
        currency: transfers.creditCurrency,
        amount: transfers.creditMinor,
      })
      .from(transfers)
      .where(
        and(
          eq(transfers.status, 'EXECUTED'),
          isNull(transfers.destinationAccountId),
          isNull(transfers.settledAt),
        ),
      )
      .orderBy(asc(transfers.position))
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    await postLedgerTransaction(tx, clock, {
      kind: 'INTERBANK_SETTLEMENT',
      description: `Interbank settlement of ${rows.length} transfers`,
      metadata: { transfers: rows.length },
      postings: await settlementPostings(tx, rows),
    });
    await tx
      .update(transfers)
      .set({ settledAt: toDate(clock.now()) })
      .where(
        inArray(
          transfers.id,
          rows.map((row) => row.id),
        ),
      );
    return rows.length;
  });
}
