/**
 * The card's online controls as the bank's own checks apply them (issue 16): a transfer or a
 * payment from a card is card-not-present use, so it is refused while the card's online
 * payments are off (CARD_ONLINE_PAYMENTS_OFF) and when it would take the day's online use over
 * the card's online limit (CARD_ONLINE_LIMIT_EXCEEDED, with what is left). The quote asks first
 * (400, standing under the form's field); the create and the confirmation ask again in their
 * transaction, under a lock per card held to commit, so two at once cannot both fit the rest.
 */
import { eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../../../domain/money';
import type { Clock } from '../../../clock';
import { cards, currentAccounts } from '../../../db/schema';
import { BankError } from '../../../errors/bank-error';
import type { LedgerDb } from '../../../ledger';
import { cardControlsOf } from './store';
import { onlineUsedToday } from './usage';

/** The advisory lock's first key: a fixed number naming "card online limits" in this database. */
const cardLimitsLockSpace = 1_607_202_616;

export interface OnlineUse {
  cardId: string;
  /** What this transfer or payment takes from the card, in the card's currency. */
  amountMinor: bigint;
  /** The transfer being checked, when it is already stored (a confirmation). */
  transferId?: string;
  /** 400 at the quote (a field's refusal), 409 at create and confirm. */
  httpStatus: 400 | 409;
  /** Take the card's lock first: inside the transaction that moves the money. */
  locked?: boolean;
}

export async function assertCardPaysOnline(
  db: LedgerDb,
  clock: Clock,
  use: OnlineUse,
): Promise<void> {
  if (use.locked) {
    await db.execute(
      sql`select pg_advisory_xact_lock(${cardLimitsLockSpace}, hashtext(${use.cardId}::text))`,
    );
  }
  const [card] = await db
    .select({ currency: currentAccounts.currency })
    .from(cards)
    .innerJoin(currentAccounts, eq(currentAccounts.id, cards.accountId))
    .where(eq(cards.id, use.cardId));
  if (!card) return;
  const controls = await cardControlsOf(db, use.cardId, card.currency);
  if (!controls.onlinePayments) {
    throw new BankError('CARD_ONLINE_PAYMENTS_OFF', use.httpStatus);
  }
  const used = await onlineUsedToday(db, clock, use.cardId, use.transferId);
  const left = controls.limits.online > used ? controls.limits.online - used : 0n;
  if (use.amountMinor > left) {
    throw new BankError('CARD_ONLINE_LIMIT_EXCEEDED', use.httpStatus, {
      left: formatMoney(Number(left), card.currency),
    });
  }
}
