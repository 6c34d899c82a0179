/**
 * The cash codes' scheduled work.
 *
 * cash-codes.expire: every ACTIVE code past its expiry (24 hours of bank time) becomes EXPIRED
 * and exactly its hold is released, each code in its own transaction that first locks its row
 * with FOR UPDATE SKIP LOCKED and checks it is still ACTIVE and due (forEachProduct), so a rerun
 * or a second process finds nothing left and a code the ATM is cashing is left to the ATM.
 *
 * cash-codes.prune-quotes: quotes never ordered are forgotten a day after they expired (as the
 * transfers' are), so a late create still hears QUOTE_EXPIRED rather than "unknown".
 */
import { and, asc, eq, lt, lte } from 'drizzle-orm';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { cashCodes, cashOrders } from '../db/schema';
import { every, type JobLog, type JobRegistrar } from '../jobs';
import type { LedgerTx } from '../ledger';
import { forEachProduct } from '../shared/each-product';
import { expiredQuoteLifetime } from '../transfers/quotes/jobs';
import { closeCode } from './close';

export const cashCodeJobs = {
  expire: 'cash-codes.expire',
  pruneQuotes: 'cash-codes.prune-quotes',
} as const;

async function lockDueCode(tx: LedgerTx, clock: Clock, id: string) {
  const [code] = await tx
    .select()
    .from(cashCodes)
    .where(
      and(
        eq(cashCodes.id, id),
        eq(cashCodes.status, 'ACTIVE'),
        lte(cashCodes.expiresAt, toDate(clock.now())),
      ),
    )
    .for('update', { skipLocked: true });
  return code;
}

export async function expireCashCodes(
  db: BankDb,
  clock: Clock,
  options: { log: JobLog; signal: AbortSignal },
): Promise<void> {
  const due = await db
    .select({ id: cashCodes.id })
    .from(cashCodes)
    .where(and(eq(cashCodes.status, 'ACTIVE'), lte(cashCodes.expiresAt, toDate(clock.now()))))
    .orderBy(asc(cashCodes.position));
  await forEachProduct(
    db,
    due.map((row) => row.id),
    options.log,
    options.signal,
    {
      what: 'cash code expiry',
      lock: (tx, id) => lockDueCode(tx, clock, id),
      work: async (tx, code) => {
        await closeCode(tx, clock, code, 'EXPIRED');
      },
    },
  );
}

async function pruneCashQuotes(db: BankDb, clock: Clock): Promise<void> {
  const before = toDate(clock.now().subtract(expiredQuoteLifetime));
  await db
    .delete(cashOrders)
    .where(and(eq(cashOrders.status, 'QUOTED'), lt(cashOrders.quoteExpiresAt, before)));
}

export function registerCashCodeJobs(jobs: JobRegistrar, log: JobLog) {
  // The money comes back soon after the 24 hours, as the ledger's expired holds do.
  jobs.recurring(cashCodeJobs.expire, every({ minutes: 1 }), ({ db, clock, signal }) =>
    expireCashCodes(db, clock, { log, signal }),
  );
  jobs.recurring(cashCodeJobs.pruneQuotes, every({ hours: 1 }), ({ db, clock }) =>
    pruneCashQuotes(db, clock),
  );
}
