/**
 * The deposits' daily job: every active deposit with interest to accrue or a payout due is
 * found in one query, then brought up to the bank's date in its own transaction.
 */
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../clock';
import type { BankDb } from '../../db/client';
import { currentAccounts, deposits } from '../../db/schema';
import type { JobLog } from '../../jobs';
import type { LedgerTx } from '../../ledger';
import { forEachProduct } from '../../shared/each-product';
import { settleDeposit } from '../deposits/settle';

export async function settleDueDeposits(
  db: BankDb,
  clock: Clock,
  today: Temporal.PlainDate,
  { log, signal }: { log: JobLog; signal: AbortSignal },
): Promise<void> {
  const date = today.toString();
  const due = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'ACTIVE'),
        or(
          sql`${deposits.accruedUntil} < least(${date}::date, ${deposits.endDate})`,
          lte(deposits.nextPayoutOn, date),
        ),
      ),
    )
    .orderBy(deposits.id);
  await forEachProduct(
    db,
    due.map((row) => row.id),
    log,
    signal,
    {
      what: 'deposit interest and payout',
      lock: lockDeposit,
      work: async (tx, { deposit, source }) => {
        await settleDeposit(tx, clock, deposit, source, today);
      },
    },
  );
}

/** The deposit's row, locked, with its source account's ledger account. */
async function lockDeposit(tx: LedgerTx, id: string) {
  const [row] = await tx
    .select({ deposit: deposits, source: currentAccounts.ledgerAccountId })
    .from(deposits)
    .innerJoin(currentAccounts, eq(currentAccounts.id, deposits.sourceAccountId))
    .where(and(eq(deposits.id, id), eq(deposits.status, 'ACTIVE')))
    .for('update', { of: deposits, skipLocked: true });
  return row;
}
