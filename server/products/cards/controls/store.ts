/**
 * A card's controls as stored (card_controls): its three daily limits and its online switch. A
 * card without a row has the bank's defaults for its currency (domain/cards/limits.ts) and
 * online payments on, so only a change writes a row.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  type CardLimitKind,
  cardLimitMaxima,
  defaultCardLimits,
} from '../../../../domain/cards/limits';
import { type Clock, toDate } from '../../../clock';
import { type Card, type Currency, cardControls, cards, currentAccounts } from '../../../db/schema';
import type { LedgerDb } from '../../../ledger';
import { productNotFound } from '../../json';

export type CardLimitsMinor = Record<CardLimitKind, bigint>;

export interface ControlledCard {
  card: Pick<Card, 'id' | 'customerId' | 'status' | 'expiresOn' | 'maskedPan'>;
  currency: Currency;
  ledgerAccountId: string;
}

export interface CardControlsState {
  limits: CardLimitsMinor;
  maxima: CardLimitsMinor;
  onlinePayments: boolean;
}

const inMinor = (figures: Readonly<Record<CardLimitKind, number>>): CardLimitsMinor => ({
  cash: BigInt(figures.cash),
  purchases: BigInt(figures.purchases),
  online: BigInt(figures.online),
});

/** One of the customer's cards with its currency; 404 for anyone else's or an unknown one. */
export async function controlledCard(
  db: LedgerDb,
  customerId: string,
  cardId: string,
): Promise<ControlledCard> {
  const [row] = await db
    .select({
      card: {
        id: cards.id,
        customerId: cards.customerId,
        status: cards.status,
        expiresOn: cards.expiresOn,
        maskedPan: cards.maskedPan,
      },
      currency: currentAccounts.currency,
      ledgerAccountId: currentAccounts.ledgerAccountId,
    })
    .from(cards)
    .innerJoin(currentAccounts, eq(currentAccounts.id, cards.accountId))
    .where(and(eq(cards.id, cardId), eq(cards.customerId, customerId)));
  if (!row) throw productNotFound();
  return row;
}

/** The card's limits and switch as the bank's checks use them now. */
export async function cardControlsOf(
  db: LedgerDb,
  cardId: string,
  currency: Currency,
): Promise<CardControlsState> {
  const [row] = await db.select().from(cardControls).where(eq(cardControls.cardId, cardId));
  const maxima = inMinor(cardLimitMaxima[currency]);
  if (!row) {
    return { limits: inMinor(defaultCardLimits[currency]), maxima, onlinePayments: true };
  }
  return {
    limits: {
      cash: row.cashDailyMinor,
      purchases: row.purchasesDailyMinor,
      online: row.onlineDailyMinor,
    },
    maxima,
    onlinePayments: row.onlinePayments,
  };
}

/** Sets the three limits at once; the switch stays as it was (on for a card without a row). */
export async function saveCardLimits(
  db: LedgerDb,
  clock: Clock,
  cardId: string,
  limits: CardLimitsMinor,
): Promise<void> {
  const figures = {
    cashDailyMinor: limits.cash,
    purchasesDailyMinor: limits.purchases,
    onlineDailyMinor: limits.online,
    updatedAt: toDate(clock.now()),
  };
  await db
    .insert(cardControls)
    .values({ cardId, ...figures, onlinePayments: true })
    .onConflictDoUpdate({ target: cardControls.cardId, set: figures });
}

/** Turns online payments on or off; a card without a row keeps its default limits. */
export async function saveOnlinePayments(
  db: LedgerDb,
  clock: Clock,
  { cardId, currency }: { cardId: string; currency: Currency },
  enabled: boolean,
): Promise<void> {
  const defaults = inMinor(defaultCardLimits[currency]);
  const updatedAt = toDate(clock.now());
  await db
    .insert(cardControls)
    .values({
      cardId,
      cashDailyMinor: defaults.cash,
      purchasesDailyMinor: defaults.purchases,
      onlineDailyMinor: defaults.online,
      onlinePayments: enabled,
      updatedAt,
    })
    .onConflictDoUpdate({
      target: cardControls.cardId,
      // Idempotent: the moment of the change stays when nothing changes.
      set: {
        onlinePayments: enabled,
        updatedAt: sql`case when ${cardControls.onlinePayments} = ${enabled} then ${cardControls.updatedAt} else ${updatedAt.toISOString()}::timestamptz end`,
      },
    });
}
