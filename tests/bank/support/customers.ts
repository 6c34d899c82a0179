/**
 * The bank test's customers, written straight into the fresh database before any server starts
 * (so the sandbox seeds no demo customers of its own): 20 registered customers with the demo
 * password, each with an AZN and a USD current account topped up from the bank's cash.
 */

import { hashPassword } from '../../../server/auth/passwords';
import { systemClock } from '../../../server/clock';
import type { Database } from '../../../server/db/client';
import { type Currency, type CurrentAccount, customers } from '../../../server/db/schema';
import { bankAccountId, ensureBankAccounts, postLedgerTransaction } from '../../../server/ledger';
import { openCurrentAccount } from '../../../server/products/accounts/open';
import { demoPassword } from '../../../server/seed/demo-customers';

export { demoPassword };

export interface BankCustomer {
  id: string;
  identifierValue: string;
  phone: string;
  azn: CurrentAccount;
  usd: CurrentAccount;
}

/** What each account starts with, in minor units. */
export const openingBalance: Record<'AZN' | 'USD', bigint> = { AZN: 500_000n, USD: 300_000n };

async function topUp(database: Database, account: CurrentAccount, amount: bigint) {
  const currency = account.currency as Currency;
  await postLedgerTransaction(database.db, systemClock, {
    kind: 'CASH_DEPOSIT',
    description: 'Bank test opening balance',
    postings: [
      { accountId: await bankAccountId(database.db, 'CASH', currency), amount: -amount, currency },
      { accountId: account.ledgerAccountId, amount, currency },
    ],
  });
}

export async function openBankCustomers(database: Database, count: number) {
  const { db } = database;
  await ensureBankAccounts(db, systemClock);
  const passwordHash = await hashPassword(demoPassword);
  const opened: BankCustomer[] = [];
  for (let index = 0; index < count; index += 1) {
    const serial = String(index + 1).padStart(3, '0');
    const now = new Date();
    const [row] = await db
      .insert(customers)
      .values({
        identifierType: 'PIN',
        identifierValue: `BT${serial}XY`,
        firstName: 'Müştəri',
        lastName: `Nömrə ${serial}`,
        phone: `99455900${serial.padStart(4, '0')}`,
        passwordHash,
        registeredAt: now,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('customer not stored');
    const open = (currency: Currency) =>
      openCurrentAccount(db, systemClock, {
        customerId: row.id,
        currency,
      });
    const azn = await open('AZN');
    const usd = await open('USD');
    await topUp(database, azn, openingBalance.AZN);
    await topUp(database, usd, openingBalance.USD);
    opened.push({ id: row.id, identifierValue: row.identifierValue, phone: row.phone, azn, usd });
  }
  return opened;
}
