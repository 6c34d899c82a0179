/** Opening a customer's current account: a ledger account, its IBAN and the product row. */
import type { Clock } from '../../clock';
import { toDate } from '../../clock';
import { type Currency, type CurrentAccount, currentAccounts } from '../../db/schema';
import { type LedgerDb, openLedgerAccount } from '../../ledger';
import { currentAccountNames } from '../names';
import { allocateAccountNumber } from './numbering';

/** The account is named by its currency in every language (names.ts). */
export interface OpenCurrentAccountInput {
  customerId: string;
  currency: Currency;
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
    .values({
      ...input,
      names: currentAccountNames(input.currency),
      ledgerAccountId: ledger.id,
      iban,
      openedAt: toDate(clock.now()),
    })
    .returning();
  if (!account) throw new Error('opening a current account returned no row');
  return account;
}
