/**
 * A deposit brought up to the bank's date: every payout date that has come is paid in turn
 * (interest accrued up to that date, then all of it to the source account), the last one, the
 * end date, also gives the principal back and closes the deposit; then interest accrues up to
 * today. The caller holds the deposit's row lock (or, like the seed, is the only writer), so the
 * state read here cannot change underneath and a second run finds nothing left to do.
 */
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { nextPayoutDate } from '../../../domain/deposit';
import { type Clock, toDate } from '../../clock';
import { type Deposit, deposits } from '../../db/schema';
import { type LedgerDb, postLedgerTransaction, readBalances } from '../../ledger';
import { namedAfter } from '../names';
import { accrueDepositInterest, payOutDepositInterest } from './open';

export async function settleDeposit(
  db: LedgerDb,
  clock: Clock,
  deposit: Deposit,
  sourceLedgerAccountId: string,
  today: Temporal.PlainDate,
): Promise<Deposit> {
  let current = deposit;
  while (
    current.status === 'ACTIVE' &&
    Temporal.PlainDate.compare(current.nextPayoutOn, today) <= 0
  ) {
    current = await payOutOn(db, clock, current, sourceLedgerAccountId);
  }
  if (current.status !== 'ACTIVE') return current;
  return accrueDepositInterest(db, clock, current, today);
}

/** The payout of `nextPayoutOn`; at the end date the maturity as well. */
async function payOutOn(
  db: LedgerDb,
  clock: Clock,
  deposit: Deposit,
  sourceLedgerAccountId: string,
): Promise<Deposit> {
  const date = Temporal.PlainDate.from(deposit.nextPayoutOn);
  const accrued = await accrueDepositInterest(db, clock, deposit, date);
  const [interest, principal] = await readBalances(db, [
    accrued.interestAccountId,
    accrued.principalAccountId,
  ]);
  await payOutDepositInterest(db, clock, accrued, sourceLedgerAccountId, interest?.balance ?? 0n);
  const next = nextPayoutDate(accrued.startDate, accrued.termMonths, accrued.payoutFrequency, date);
  if (next) return update(db, accrued, { nextPayoutOn: next.toString() });
  await returnPrincipal(db, clock, accrued, sourceLedgerAccountId, principal?.balance ?? 0n);
  return update(db, accrued, { status: 'CLOSED', closedAt: toDate(clock.now()) });
}

/** The principal account's whole balance back to the source account: the deposit has matured. */
async function returnPrincipal(
  db: LedgerDb,
  clock: Clock,
  deposit: Deposit,
  sourceLedgerAccountId: string,
  principal: bigint,
): Promise<void> {
  if (principal <= 0n) return;
  const currency = deposit.currency;
  await postLedgerTransaction(db, clock, {
    kind: 'DEPOSIT_MATURITY',
    ...namedAfter(deposit.names, { category: 'DEPOSIT' }),
    postings: [
      { accountId: deposit.principalAccountId, amount: -principal, currency },
      { accountId: sourceLedgerAccountId, amount: principal, currency },
    ],
  });
}

async function update(
  db: LedgerDb,
  deposit: Deposit,
  change: Partial<Pick<Deposit, 'nextPayoutOn' | 'status' | 'closedAt'>>,
): Promise<Deposit> {
  const [updated] = await db
    .update(deposits)
    .set(change)
    .where(eq(deposits.id, deposit.id))
    .returning();
  if (!updated) throw new Error(`deposit ${deposit.id} vanished while being paid out`);
  return updated;
}
