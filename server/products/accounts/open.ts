/** Opening a customer's current account: a ledger account, its IBAN and the product row. */
import type { Clock } from '../../clock';
import { toDate } from '../../clock';
import { type Currency, type CurrentAccount, currentAccounts } from '../../db/schema';
import { type LedgerDb, openLedgerAccount } from '../../ledger';
import { allocateAccountNumber } from './numbering';

export interface OpenCurrentAccountInput {
  customerId: string;
  currency: Currency;
  name: string;
}

export async function openCurrentAccount(
  db: LedgerDb,
  clock: Clock,
  input: OpenCurrentAccountInput,
): Promise<CurrentAccount> {
  const { number, iban } = await allocateAccountNumber(db, 'CURRENT', input.currency);
  const ledger = await openLedgerAccount(db, clock, {
    number,
    kind: 'CURRENT',
    currency: input.currency,
    customerId: input.customerId,
  });
  const [account] = await db
    .insert(currentAccounts)
    .values({ ...input, ledgerAccountId: ledger.id, iban, openedAt: toDate(clock.now()) })
    .returning();
  if (!account) throw new Error('opening a current account returned no row');
  return account;
}
