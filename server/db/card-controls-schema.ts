/**
 * Card controls (re-exported by schema.ts): the customer's daily limits and online switch per
 * card, and the sandbox's card vault that keeps the full card number encrypted. A card without
 * a controls row has the bank's default limits (domain/cards/limits.ts) and online payments on.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, minor } from './columns';
import { cards } from './products-schema';

export const cardControls = pgTable(
  'card_controls',
  {
    cardId: uuid('card_id')
      .primaryKey()
      .references(() => cards.id),
    cashDailyMinor: minor('cash_daily_minor').notNull(),
    purchasesDailyMinor: minor('purchases_daily_minor').notNull(),
    onlineDailyMinor: minor('online_daily_minor').notNull(),
    onlinePayments: boolean('online_payments').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    check(
      'card_controls_limits',
      sql`${table.cashDailyMinor} >= 0 and ${table.purchasesDailyMinor} >= 0 and ${table.onlineDailyMinor} >= 0`,
    ),
  ],
);

/**
 * The card's full number, as the card processing system would keep it: encrypted with the
 * server's key (AES-256-GCM, "iv.tag.ciphertext" in base64url), decrypted only to reveal it
 * after a one-time code. The masked number on `cards` is what every other read uses.
 */
export const cardVault = pgTable('card_vault', {
  cardId: uuid('card_id')
    .primaryKey()
    .references(() => cards.id),
  panCiphertext: text('pan_ciphertext').notNull(),
  /** As embossed, in Latin capitals. */
  holderName: text('holder_name').notNull(),
});

export type CardControlsRow = typeof cardControls.$inferSelect;
