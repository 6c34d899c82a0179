/**
 * The card's requisites out of the vault, for the 200 of revealCardRequisites: the whole number,
 * the expiry as printed and the embossed name. A card issued before the vault (no row) cannot
 * show them: 409 CARD_REQUISITES_UNAVAILABLE, checked before a code is sent for nothing.
 */
import { eq } from 'drizzle-orm';
import { printedExpiry } from '../../../../domain/cards/card-requisites';
import { cardVault } from '../../../db/schema';
import { BankError } from '../../../errors/bank-error';
import type { LedgerDb } from '../../../ledger';
import type { Schemas } from '../../../openapi/json';
import type { ControlledCard } from './store';
import { type CardVaultKey, openCardNumber } from './vault';

/** How long the app shows them (the contract's constant). */
export const visibleSeconds = 60;

export async function vaultRowOf(db: LedgerDb, cardId: string) {
  const [row] = await db.select().from(cardVault).where(eq(cardVault.cardId, cardId));
  if (!row) throw new BankError('CARD_REQUISITES_UNAVAILABLE', 409);
  return row;
}

export async function cardRequisites(
  db: LedgerDb,
  key: CardVaultKey,
  { card }: ControlledCard,
): Promise<Schemas['CardRequisites']> {
  const row = await vaultRowOf(db, card.id);
  let cardNumber: string;
  try {
    cardNumber = openCardNumber(key, row.panCiphertext);
  } catch {
    // Sealed under another key (the vault key changed): the number cannot be read here.
    throw new BankError('CARD_REQUISITES_UNAVAILABLE', 409);
  }
  return {
    cardId: card.id,
    cardNumber,
    expiry: printedExpiry(card.expiresOn),
    holderName: row.holderName,
    visibleSeconds,
  };
}
