/**
 * What a newly approved loan is booked against: the customer's current account in the loan's
 * currency (the oldest, where salary and the demo loans go; a new one when there is none) and a
 * contract number in the bank's style, KR-<year>-<serial>.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Currency, type CurrentAccount, currentAccounts, loans } from '../db/schema';
import type { LedgerTx } from '../ledger';
import { rowsOf } from '../ledger/db';
import { openCurrentAccount } from '../products/accounts/open';

export async function payoutAccount(
  tx: LedgerTx,
  clock: Clock,
  customerId: string,
  currency: Currency,
): Promise<CurrentAccount> {
  const [oldest] = await tx
    .select()
    .from(currentAccounts)
    .where(and(eq(currentAccounts.customerId, customerId), eq(currentAccounts.currency, currency)))
    .orderBy(asc(currentAccounts.openedAt), asc(currentAccounts.id))
    .limit(1);
  return oldest ?? openCurrentAccount(tx, clock, { customerId, currency });
}

/**
 * A contract number no loan has: the serial comes from the account-number sequence, so two
 * processes never hand out the same one; a number the seeded demo loans already carry is skipped.
 */
export async function freshContractNumber(tx: LedgerTx, year: number): Promise<string> {
  for (;;) {
    const [row] = rowsOf<{ serial: string }>(
      await tx.execute(sql`select nextval('account_number_serial')::text as serial`),
    );
    if (!row) throw new Error('the account number sequence returned nothing');
    const number = `KR-${year}-${row.serial.padStart(6, '0')}`;
    const [taken] = await tx
      .select({ id: loans.id })
      .from(loans)
      .where(eq(loans.contractNumber, number));
    if (!taken) return number;
  }
}
