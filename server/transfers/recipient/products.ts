/**
 * The products of this bank a transfer can leave or reach: current accounts and cards (a card
 * moves the money of its linked account). Deposits and loans are not transfer products.
 */

import { and, asc, eq, type SQL } from 'drizzle-orm';
import { formatMaskedPan } from '../../../domain/transfers/card-number';
import {
  type CardStatus,
  type Currency,
  cards,
  currentAccounts,
  customers,
  type ProductNames,
} from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import { isUuid } from '../../ledger/db';
import { maskedIban } from '../parties';

export interface Holder {
  customerId: string;
  firstName: string;
  lastName: string;
}

export interface BankProduct {
  kind: 'ACCOUNT' | 'CARD';
  id: string;
  /** In every language: a quote names the caller's own product in the caller's. */
  names: ProductNames;
  /** A card's is its linked current account's. */
  ledgerAccountId: string;
  currency: Currency;
  /** The account's IBAN (for a card, its linked account's). */
  iban: string;
  /** Masked IBAN or card number, as shown. */
  display: string;
  card: { status: CardStatus; expiresOn: string } | null;
  holder: Holder;
}

const holderColumns = {
  customerId: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
};

async function accountsWhere(db: LedgerDb, where: SQL | undefined): Promise<BankProduct[]> {
  const rows = await db
    .select({ account: currentAccounts, holder: holderColumns })
    .from(currentAccounts)
    .innerJoin(customers, eq(customers.id, currentAccounts.customerId))
    .where(where)
    .orderBy(asc(currentAccounts.openedAt), asc(currentAccounts.id));
  return rows.map(({ account, holder }) => ({
    kind: 'ACCOUNT',
    id: account.id,
    names: account.names,
    ledgerAccountId: account.ledgerAccountId,
    currency: account.currency,
    iban: account.iban,
    display: maskedIban(account.iban),
    card: null,
    holder,
  }));
}

async function cardsWhere(db: LedgerDb, where: SQL | undefined): Promise<BankProduct[]> {
  const rows = await db
    .select({ card: cards, account: currentAccounts, holder: holderColumns })
    .from(cards)
    .innerJoin(currentAccounts, eq(currentAccounts.id, cards.accountId))
    .innerJoin(customers, eq(customers.id, cards.customerId))
    .where(where);
  return rows.map(({ card, account, holder }) => ({
    kind: 'CARD',
    id: card.id,
    names: card.names,
    ledgerAccountId: account.ledgerAccountId,
    currency: account.currency,
    iban: account.iban,
    display: formatMaskedPan(card.maskedPan),
    card: { status: card.status, expiresOn: card.expiresOn },
    holder,
  }));
}

/** One of the customer's own current accounts or cards, by its id. */
export async function customerProduct(
  db: LedgerDb,
  customerId: string,
  productId: string,
): Promise<BankProduct | undefined> {
  if (!isUuid(productId)) return undefined;
  const [account] = await accountsWhere(
    db,
    and(eq(currentAccounts.id, productId), eq(currentAccounts.customerId, customerId)),
  );
  if (account) return account;
  const [card] = await cardsWhere(
    db,
    and(eq(cards.id, productId), eq(cards.customerId, customerId)),
  );
  return card;
}

/** The current account of this bank with that IBAN. */
export async function accountByIban(db: LedgerDb, iban: string): Promise<BankProduct | undefined> {
  const [account] = await accountsWhere(db, eq(currentAccounts.iban, iban));
  return account;
}

/**
 * The card of this bank with that number. Only the BIN and the last four digits are stored
 * (products/cards/issue.ts), so they are what is matched; a number two cards would share is
 * answered as unknown rather than guessed.
 */
export async function cardByNumber(
  db: LedgerDb,
  cardNumber: string,
): Promise<BankProduct | undefined> {
  const maskedPan = `${cardNumber.slice(0, 6)}******${cardNumber.slice(-4)}`;
  const found = await cardsWhere(db, eq(cards.maskedPan, maskedPan));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Where money sent to a mobile number of this bank's customer lands: their oldest manat
 * current account (as a granted loan does). A number two customers share reaches nobody.
 */
export async function accountByPhone(
  db: LedgerDb,
  phoneDigits: string,
): Promise<BankProduct | undefined> {
  const holders = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.phone, phoneDigits));
  const [holder] = holders;
  if (!holder || holders.length > 1) return undefined;
  const [account] = await accountsWhere(
    db,
    and(eq(currentAccounts.customerId, holder.id), eq(currentAccounts.currency, 'AZN')),
  );
  return account;
}
