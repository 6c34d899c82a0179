/**
 * A fresh, signed-in customer with an AZN and a USD current account and a card, and a way to
 * book dated movements on them through the ledger: small books whose sums a test can work out
 * by hand (spending by category, statements).
 */
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { bankTimeZone } from '../../../domain/calendar';
import type { OperationCategory } from '../../../domain/operation-categories';
import type { Clock } from '../../../server/clock';
import { type Currency, type CurrentAccount, customers } from '../../../server/db/schema';
import {
  bankAccountId,
  type LedgerTransactionKind,
  postLedgerTransaction,
} from '../../../server/ledger';
import { openCurrentAccount } from '../../../server/products/accounts/open';
import { issueCard } from '../../../server/products/cards/issue';
import { newCustomer, signIn } from './auth';
import type { TestBank } from './bank';

/** A clock stopped at a moment given in Baku's local time, e.g. '2026-02-01T00:30'. */
export function bakuClock(localDateTime: string): Clock {
  const instant = Temporal.PlainDateTime.from(localDateTime)
    .toZonedDateTime(bankTimeZone)
    .toInstant();
  return { now: () => instant };
}

export interface CustomerBooks {
  customerId: string;
  token: string;
  azn: CurrentAccount;
  usd: CurrentAccount;
  cardId: string;
  /** Money in from the bank's cash (a branch top-up). */
  topUp(at: string, account: CurrentAccount, minor: bigint): Promise<void>;
  /** Money out to someone else through clearing, e.g. a purchase or a utility payment. */
  pay(at: string, account: CurrentAccount, minor: bigint, details: Payment): Promise<void>;
}

export interface Payment {
  kind: LedgerTransactionKind;
  category?: OperationCategory;
  description?: string;
  cardId?: string;
}

export async function openCustomerBooks(
  bank: TestBank,
  name: { firstName: string; lastName: string } = { firstName: 'Test', lastName: 'Customer' },
): Promise<CustomerBooks> {
  const { db } = bank.database;
  const customer = await newCustomer(bank);
  await db.update(customers).set(name).where(eq(customers.id, customer.id));
  const opened = bakuClock('2026-01-05T09:00');
  const open = (currency: Currency) =>
    openCurrentAccount(db, opened, { customerId: customer.id, currency });
  const azn = await open('AZN');
  const usd = await open('USD');
  const card = await issueCard(db, opened, {
    customerId: customer.id,
    accountId: azn.id,
    product: 'VISA_CLASSIC',
    paymentSystem: 'VISA',
    bin: '462213',
    last4: '1234',
    expiryMonth: '2029-01',
    isDefault: true,
  });
  const { accessToken } = await signIn(bank, customer);
  const move = async (
    at: string,
    account: CurrentAccount,
    bankKind: 'CASH' | 'CLEARING',
    minor: bigint,
    details: Payment,
  ) => {
    const { currency } = account;
    await postLedgerTransaction(db, bakuClock(at), {
      kind: details.kind,
      description: details.description ?? details.kind,
      metadata: {
        ...(details.category ? { category: details.category } : {}),
        ...(details.cardId ? { cardId: details.cardId } : {}),
      },
      postings: [
        { accountId: account.ledgerAccountId, amount: minor, currency },
        { accountId: await bankAccountId(db, bankKind, currency), amount: -minor, currency },
      ],
    });
  };
  return {
    customerId: customer.id,
    token: accessToken,
    azn,
    usd,
    cardId: card.id,
    topUp: (at, account, minor) =>
      move(at, account, 'CASH', minor, {
        kind: 'CASH_DEPOSIT',
        category: 'TOP_UP',
        description: 'Nağd mədaxil',
      }),
    pay: (at, account, minor, details) => move(at, account, 'CLEARING', -minor, details),
  };
}
