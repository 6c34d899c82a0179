/**
 * The one rule of whether a card may pay (PRODUCT 4.5, issue 4: "a blocked card can't be used as a
 * payment source"). Every payment, transfer or cash-by-code that takes money by card asks
 * `paymentSourceOfCard`, so the rule cannot be forgotten in one of them.
 */
import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import { type Card, cards, currentAccounts } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import { isUuid } from '../../ledger/db';

/** A card is valid through the last day of its expiry month, a calendar day in Baku. */
export function isExpired(card: Pick<Card, 'expiresOn'>, clock: Clock): boolean {
  return Temporal.PlainDate.compare(bakuDate(clock.now()), card.expiresOn) > 0;
}

/** Throws 409 CARD_BLOCKED or CARD_EXPIRED when the card may not pay; changes nothing. */
export function assertCardCanPay(card: Pick<Card, 'status' | 'expiresOn'>, clock: Clock): void {
  if (card.status !== 'ACTIVE') throw new BankError('CARD_BLOCKED', 409);
  if (isExpired(card, clock)) throw new BankError('CARD_EXPIRED', 409);
}

/**
 * The ledger account a customer's card pays from, after the rule above; 404 for a card that is
 * not theirs. Call it inside the payment's transaction, so a block committed meanwhile wins.
 */
export async function paymentSourceOfCard(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
  cardId: string,
): Promise<{ card: Card; ledgerAccountId: string }> {
  if (!isUuid(cardId)) throw new BankError('NOT_FOUND', 404, {}, 'PRODUCT_NOT_FOUND');
  const [row] = await db
    .select({ card: cards, ledgerAccountId: currentAccounts.ledgerAccountId })
    .from(cards)
    .innerJoin(currentAccounts, eq(currentAccounts.id, cards.accountId))
    .where(and(eq(cards.id, cardId), eq(cards.customerId, customerId)))
    .for('share', { of: cards });
  if (!row) throw new BankError('NOT_FOUND', 404, {}, 'PRODUCT_NOT_FOUND');
  assertCardCanPay(row.card, clock);
  return row;
}
